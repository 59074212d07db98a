import type { Page } from '@contract/envelope';
import type {
  ProblemCountView,
  ProblemListQuery,
  ProblemListRow,
  Tag,
  TagClassification,
  TagRef,
} from '@contract/problem';
import { EMPTY_PROBLEM_COUNT } from '@contract/problem-rules';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { problemCount, problemTag, tag, tagClassification } from '../../db/schema';
import { notFound } from '../../http/errors';
import { batched } from '../../lib/batch';
import { coalesce } from '../../lib/coalesce';
import { randomInt } from '../../lib/random';
import type { Db, DbOrTx } from '../../platform/db';
import {
  BANK_FINGERPRINT,
  type BankIndex,
  getBankIndex,
  isCurrentIndex,
  NO_TABLE,
  PUBLIC_PAGE_FRESH_MS,
  PUBLIC_PAGE_KEY_PREFIX,
  peekBankIndex,
  searchBank,
} from './bank-index';

type CountRow = ProblemCountView & { pid: number };

/** The counters of some problems and the bank fingerprint, read in one statement. */
async function pageCounters(
  db: Db,
  pids: readonly number[],
): Promise<{ fingerprint: string; counts: CountRow[] }> {
  const ids = sql.join(
    pids.map((pid) => sql`${pid}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      fingerprint: BANK_FINGERPRINT,
      counts: sql<
        CountRow[]
      >`coalesce((select json_agg(json_build_object('pid', c.pid, 'total', c.total, 'ac', c.ac,
        'wa', c.wa, 'tle', c.tle, 'mle', c.mle, 're', c.re, 'pe', c.pe, 'ce', c.ce, 'se', c.se, 'pa', c.pa))
        from ${problemCount} c where c.pid in (${pids.length > 0 ? ids : sql`null`})), '[]'::json)`,
    })
    .from(NO_TABLE);
  return row!;
}

function pageOf(index: BankIndex, query: ProblemListQuery) {
  const matches = searchBank(index, {
    keyword: query.keyword,
    difficulty: query.difficulty,
    oj: query.oj,
    tagIds: query.tagId,
  });
  const offset = (query.currentPage - 1) * query.limit;
  return { matches, page: matches.slice(offset, offset + query.limit) };
}

/**
 * GET /api/get-problem-list: public bank problems, HOJ display-id order, counters from
 * problem_count. The usual call is one statement: the page comes from the in-memory index and
 * the statement that reads its counters also confirms the index is current.
 */
export function listPublicProblems(db: Db, query: ProblemListQuery): Promise<Page<ProblemListRow>> {
  const key = `${PUBLIC_PAGE_KEY_PREFIX}list:${JSON.stringify([query.keyword, query.difficulty, query.oj, query.tagId, query.currentPage, query.limit])}`;
  return coalesce(db, key, () => readPublicProblemPage(db, query), { freshForMs: PUBLIC_PAGE_FRESH_MS });
}

async function readPublicProblemPage(db: Db, query: ProblemListQuery): Promise<Page<ProblemListRow>> {
  const countersOf = (pids: number[]) =>
    batched(db, 'problem-counters', pids, (all) => pageCounters(db, all));
  let index = peekBankIndex(db);
  let page = index ? pageOf(index, query) : null;
  let read = page ? await countersOf(page.page.map((e) => e.pid)) : null;
  if (!index || !page || !read || !isCurrentIndex(db, index, read.fingerprint)) {
    index = await getBankIndex(db);
    page = pageOf(index, query);
    read = await countersOf(page.page.map((e) => e.pid));
  }
  const counts = new Map(read.counts.map(({ pid, ...c }) => [pid, c]));
  const tags = index.tags;
  const records = page.page.map((e) => ({
    pid: e.pid,
    problemId: e.problemId,
    title: e.title,
    difficulty: e.difficulty,
    type: e.type,
    ...(counts.get(e.pid) ?? EMPTY_PROBLEM_COUNT),
    tags: e.tagIds.map((id) => tags.get(id)).filter((t): t is TagRef => t !== undefined),
  }));
  return { records, total: page.matches.length, current: query.currentPage, size: query.limit };
}

/**
 * GET /api/get-random-problem: the display id of a random public problem, among those the
 * list's filters (keyword, difficulty, bank, tags) would show, so "pick one" stays in the
 * bank the user is browsing.
 */
export async function randomPublicProblem(db: Db, query: ProblemListQuery): Promise<{ problemId: string }> {
  const index = await getBankIndex(db);
  if (index.entries.length === 0) throw notFound('The problem bank has no public problems yet');
  const { matches } = pageOf(index, query);
  if (matches.length === 0) throw notFound('No public problem matches these filters');
  return { problemId: matches[randomInt(matches.length)]!.problemId };
}

const tagColumns = {
  id: tag.id,
  name: tag.name,
  color: tag.color,
  oj: tag.oj,
  gid: tag.gid,
  tcid: tag.tcid,
  gmtCreate: tag.gmtCreate,
  gmtModified: tag.gmtModified,
};

/** A wire type as the database gives it: dates are Date objects until c.json writes them as ISO text. */
export type Dated<T> = Omit<T, 'gmtCreate' | 'gmtModified'> & { gmtCreate: Date; gmtModified: Date };
export type TagRow = Dated<Tag>;

const ojCondition = (oj: string | undefined) => (oj && oj !== 'ALL' ? eq(tag.oj, oj) : undefined);

/** GET /api/get-all-problem-tags: the site's tags (not groups'), of one bank or all. */
export async function listAllTags(db: DbOrTx, oj: string | undefined): Promise<TagRow[]> {
  return db
    .select(tagColumns)
    .from(tag)
    .where(and(isNull(tag.gid), ojCondition(oj)))
    .orderBy(asc(tag.id));
}

/** GET /api/get-problem-tags-and-classification: classifications by rank with their tags, then unclassified tags. */
export async function listTagsByClassification(
  db: DbOrTx,
  oj: string | undefined,
): Promise<{ classification: Dated<TagClassification> | null; tagList: TagRow[] }[]> {
  const classifications = await db
    .select()
    .from(tagClassification)
    .where(oj && oj !== 'ALL' ? eq(tagClassification.oj, oj) : undefined)
    .orderBy(asc(tagClassification.rank), asc(tagClassification.id));
  const tags = await listAllTags(db, oj);
  const groups: { classification: Dated<TagClassification> | null; tagList: TagRow[] }[] =
    classifications.map((classification) => ({
      classification,
      tagList: tags.filter((t) => t.tcid === classification.id),
    }));
  const known = new Set(classifications.map((c) => c.id));
  const unclassified = tags.filter((t) => t.tcid === null || !known.has(t.tcid));
  if (unclassified.length > 0) groups.push({ classification: null, tagList: unclassified });
  return groups;
}

/** The tags of one problem. */
export async function tagsOfProblem(db: DbOrTx, pid: number): Promise<TagRow[]> {
  return db
    .select(tagColumns)
    .from(problemTag)
    .innerJoin(tag, eq(tag.id, problemTag.tid))
    .where(eq(problemTag.pid, pid))
    .orderBy(asc(tag.id));
}
