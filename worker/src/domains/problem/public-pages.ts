import type { ProblemListQuery } from '@contract/problem';
import type { SharedPageArea } from '../../lib/shared-page';

/**
 * The problem bank's anonymous pages, shared between isolates (lib/shared-page.ts). A second is
 * the whole staleness window for counters and for edits made through another isolate, the same
 * as the in-memory page cache every runtime keeps (PUBLIC_PAGE_FRESH_MS); edits through this
 * isolate show at once, since invalidateProblemBank renews the area's version.
 */
export const PROBLEM_PAGES: SharedPageArea = { name: 'problem', ttlSeconds: 1 };

/** What a problem-list page depends on besides the bank: its query. */
export const problemListInputs = (query: ProblemListQuery): unknown[] => [
  'list',
  query.keyword,
  query.difficulty,
  query.oj,
  query.tagId,
  query.currentPage,
  query.limit,
];

/** What a problem's detail depends on besides the bank: its display id, which matches without case. */
export const problemDetailInputs = (problemId: string): unknown[] => ['detail', problemId.toLowerCase()];
