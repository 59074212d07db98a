import type { Page } from '@contract/envelope';
import { JudgeStatus, PENDING_STATUSES } from '@contract/judge-status';
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
import {
  problemCount,
  problemTag,
  submission,
  tag,
  tagClassification,
  userProblemProgress,
} from '../../db/schema';
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

export interface StatusEntry {
  status: number;
  score: number | null;
}

interface StatusRequest {
  uid: string;
  pids: readonly number[];
}

interface StatusRow {
  uid: string;
  pid: number;
  status: number;
  score: number | null;
  judging: boolean;
}

/**
 * The progress rows and pending submissions of every (user, problem) some concurrent callers
 * asked for, in one statement (so one snapshot: a verdict's progress row and its submission's
 * status commit together, and the two halves never disagree). The pairs travel as one JSON
 * parameter, so the statement's text is the same for one caller or fifty: building, parsing and
 * planning it no longer grows with the round (a round of 50 users × 50 problems was 2,500
 * parameters in an OR of 50 branches). The planner probes progress by primary key and pending
 * submissions through the partial index submission_pending_idx (uid, pid) for each pair.
 */
async function loadStatusRows(db: DbOrTx, requests: StatusRequest[]): Promise<StatusRow[]> {
  const pairs = new Map<string, { uid: string; pid: number }>();
  for (const { uid, pids } of requests) for (const pid of pids) pairs.set(`${uid}\u0000${pid}`, { uid, pid });
  const asked = sql`(select asked.uid, asked.pid from json_to_recordset(${JSON.stringify([...pairs.values()])}::json) as asked(uid text, pid int))`;
  const progress = db
    .select({
      uid: userProblemProgress.uid,
      pid: userProblemProgress.pid,
      status: userProblemProgress.status,
      score: userProblemProgress.score,
      judging: sql<boolean>`false`,
    })
    .from(userProblemProgress)
    .where(sql`(${userProblemProgress.uid}, ${userProblemProgress.pid}) in ${asked}`);
  const judging = db
    .select({
      uid: submission.uid,
      pid: submission.pid,
      status: submission.status,
      score: sql<number | null>`null::int`,
      judging: sql<boolean>`true`,
    })
    .from(submission)
    .where(
      and(
        // Spelled as constants, as submission_pending_idx's predicate is, so the planner uses it.
        sql`${submission.status} in (${sql.raw(PENDING_STATUSES.join(', '))})`,
        eq(submission.cid, 0),
        sql`(${submission.uid}, ${submission.pid}) in ${asked}`,
      ),
    );
  return progress.unionAll(judging);
}

/**
 * A user's standing on problems outside contests: accepted once ever accepted, else the
 * latest verdict (user_problem_progress); a submission still being judged shows as such;
 * -10 when never submitted. Concurrent callers share one statement (`batched`): every problem
 * list a signed-in user opens asks for this, and under load the database answers once per
 * round instead of once per page view. Nothing is remembered after a round, and a caller only
 * joins a round that starts after it asked, so a status is never older than the request.
 */
export async function publicProblemStatus(
  db: DbOrTx,
  uid: string,
  pids: readonly number[],
): Promise<Map<number, StatusEntry>> {
  const result = new Map<number, StatusEntry>();
  if (pids.length === 0) return result;
  const unique = [...new Set(pids)];
  const asked = new Set(unique);
  const rows = (
    await batched(db, 'public-problem-status', [{ uid, pids: unique }], (requests) =>
      loadStatusRows(db, requests),
    )
  ).filter((row) => row.uid === uid && asked.has(row.pid));
  for (const row of rows.filter((r) => !r.judging))
    result.set(row.pid, { status: row.status, score: row.score });
  for (const row of rows.filter((r) => r.judging)) {
    if (result.get(row.pid)?.status !== JudgeStatus.ACCEPTED)
      result.set(row.pid, { status: row.status, score: null });
  }
  for (const pid of unique) {
    if (!result.has(pid)) result.set(pid, { status: JudgeStatus.NOT_SUBMITTED, score: null });
  }
  return result;
}
