import type { ProblemListQuery } from '@contract/problem';
import type { SharedPageArea } from '../../lib/shared-page';

/**
 * The problem bank's anonymous pages, shared between isolates (lib/shared-page.ts) for a second.
 * An edit made through another isolate can take that second plus the isolate's own page memory
 * (PUBLIC_PAGE_FRESH_MS) to show; edits through this isolate show at once, since
 * invalidateProblemBank renews the area's version and forgets the isolate's memory of the pages.
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
