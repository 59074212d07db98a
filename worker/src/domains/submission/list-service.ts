import type { Page } from '@contract/envelope';
import { isPendingStatus, JudgeStatus } from '@contract/judge-status';
import type { ContestSubmissionListQuery, SubmissionListQuery, SubmissionRecord } from '@contract/submission';
import { and, eq, gte, ilike, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { contestProblem, problem, submission, userInfo } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, unauthorized } from '../../http/errors';
import { coalesce, forgetCoalesced } from '../../lib/coalesce';
import { containsPattern } from '../../lib/like-pattern';
import type { Db, DbOrTx } from '../../platform/db';
import { assertContestVisible, contestViewAt, findContest, isSealedFor } from '../contest/index';
import { assertGroupReader } from '../group/index';
import { countSubmissions } from './count-cache';
import { hidesRunDetails } from './visibility';

/**
 * Newest first, spelled to match the submission indexes, which are declared `submit_id DESC
 * NULLS LAST`: a plain `ORDER BY submit_id DESC` means NULLS FIRST and cannot use them.
 */
export const NEWEST_FIRST = sql`${submission.submitId} desc nulls last`;

/** Columns of a list row: everything but the code and the error message. */
export const recordColumns = {
  submitId: submission.submitId,
  pid: submission.pid,
  displayPid: submission.displayPid,
  uid: submission.uid,
  username: submission.username,
  submitTime: submission.submitTime,
  status: submission.status,
  share: submission.share,
  time: submission.time,
  memory: submission.memory,
  score: submission.score,
  oiRankScore: submission.oiRankScore,
  length: submission.length,
  language: submission.language,
  cid: submission.cid,
  gid: submission.gid,
  judger: submission.judger,
  isManual: submission.isManual,
};

export type RecordRow = Omit<SubmissionRecord, 'submitTime' | 'displayId' | 'title'> & { submitTime: Date };
export type DatedRecord = Omit<SubmissionRecord, 'submitTime'> & { submitTime: Date };

const ONLY_MINE_LOGIN = 'Please login first';
/** A fuzzy problem filter matches at most this many problems. */
const FUZZY_PROBLEMS_MAX = 500;

async function uidOfUsername(db: DbOrTx, username: string): Promise<string | null> {
  const [row] = await db
    .select({ uid: userInfo.uid })
    .from(userInfo)
    .where(eq(sql`lower(${userInfo.username})`, username.toLowerCase()));
  return row?.uid ?? null;
}

async function pidsOfDisplayId(db: DbOrTx, problemID: string, exact: boolean): Promise<number[]> {
  if (exact) {
    const [row] = await db
      .select({ id: problem.id })
      .from(problem)
      .where(eq(sql`lower(${problem.problemId})`, problemID.toLowerCase()));
    return row ? [row.id] : [];
  }
  const pattern = containsPattern(problemID);
  const rows = await db
    .select({ id: problem.id })
    .from(problem)
    .where(ilike(problem.problemId, pattern))
    .limit(FUZZY_PROBLEMS_MAX);
  return rows.map((r) => r.id);
}

const emptyPage = <T>(query: { currentPage: number; limit: number }): Page<T> => ({
  records: [],
  total: 0,
  current: query.currentPage,
  size: query.limit,
});

/** Below this offset a page is read directly; beyond it the ids are found first. */
const DEFERRED_JOIN_OFFSET = 1000;

/**
 * One page of rows newest first. Near the top the rows are read straight off the filter's
 * index. Deep pages first walk the index for the ids alone (an index-only scan), then read
 * only those rows, so skipping 15,000 entries does not fetch 15,000 full rows.
 */
async function pageOf(
  db: Db,
  where: SQL | undefined,
  query: { currentPage: number; limit: number },
): Promise<(RecordRow & { title: string | null })[]> {
  const offset = (query.currentPage - 1) * query.limit;
  const rows = db
    .select({ ...recordColumns, title: problem.title })
    .from(submission)
    .leftJoin(problem, eq(problem.id, submission.pid));
  if (offset < DEFERRED_JOIN_OFFSET)
    return rows.where(where).orderBy(NEWEST_FIRST).limit(query.limit).offset(offset);
  const ids = db
    .select({ id: submission.submitId })
    .from(submission)
    .where(where)
    .orderBy(NEWEST_FIRST)
    .limit(query.limit)
    .offset(offset);
  return rows.where(inArray(submission.submitId, ids)).orderBy(NEWEST_FIRST);
}

/** GET /api/get-submission-list: submissions outside contests, of the site or of one group. */
/**
 * How long a page of the submission list is served from memory: the status page is the most
 * loaded page of a judge, and rows still being judged are followed by check-submissions-status,
 * so a page may be up to a second old.
 */
const LIST_FRESH_MS = 1000;
const LIST_KEY_PREFIX = 'submission-';

/** Drops the remembered list pages and totals of this process, after a write they must show (a submission). */
export function invalidateLists(db: Db): void {
  forgetCoalesced(db, LIST_KEY_PREFIX);
}

export async function listSubmissions(
  db: Db,
  user: CurrentUser | null,
  query: SubmissionListQuery,
): Promise<Page<DatedRecord>> {
  if (query.onlyMine && !user) throw unauthorized(ONLY_MINE_LOGIN);
  // A group's submissions are for its members (and super admin); a missing or disabled group is a 404.
  if (query.gid) {
    if (!user) throw unauthorized();
    await assertGroupReader(db, query.gid, user);
  }
  const conditions: (SQL | undefined)[] = [
    eq(submission.cid, 0),
    query.gid ? eq(submission.gid, query.gid) : isNull(submission.gid),
  ];
  const keyParts: (string | number)[] = [query.gid ?? 'site'];
  if (query.onlyMine) {
    conditions.push(eq(submission.uid, user!.uid));
    keyParts.push(`u:${user!.uid}`);
  } else if (query.username) {
    const uid = await uidOfUsername(db, query.username);
    if (!uid) return emptyPage(query);
    conditions.push(eq(submission.uid, uid));
    keyParts.push(`u:${uid}`);
  }
  if (query.problemID) {
    const pids = await pidsOfDisplayId(db, query.problemID, query.completeProblemID !== false);
    if (pids.length === 0) return emptyPage(query);
    conditions.push(pids.length === 1 ? eq(submission.pid, pids[0]!) : inArray(submission.pid, pids));
    keyParts.push(`p:${pids.join(',')}`);
  }
  if (query.status !== undefined) {
    conditions.push(eq(submission.status, query.status));
    keyParts.push(`s:${query.status}`);
  }
  const where = and(...conditions);
  const key = keyParts.join('|');
  const [rows, total] = await Promise.all([
    coalesce(
      db,
      `submission-page:${key}|${query.currentPage}|${query.limit}`,
      () => pageOf(db, where, query),
      {
        freshForMs: LIST_FRESH_MS,
      },
    ),
    coalesce(
      db,
      `submission-total:${key}`,
      () => countSubmissions(db, key, where, query.status !== undefined),
      {
        freshForMs: LIST_FRESH_MS,
      },
    ),
  ]);
  return {
    records: rows.map((r) => ({ ...r, displayId: r.displayPid })),
    total,
    current: query.currentPage,
    size: query.limit,
  };
}

/**
 * GET /api/contest-submissions: a contest's submissions. Contest admins see all of them;
 * while the rank is sealed others see only their own, and in OI contests without results.
 */
export async function listContestSubmissions(
  db: Db,
  user: CurrentUser | null,
  query: ContestSubmissionListQuery,
  now: Date,
): Promise<Page<DatedRecord>> {
  if (!user) throw unauthorized();
  const cid = query.contestID || query.cid;
  if (!cid) throw badRequest('contestID is required');
  const row = await findContest(db, cid);
  const isAdmin = await assertContestVisible(db, user, row, now);
  const view = contestViewAt(row, now, isAdmin);
  const sealed = isSealedFor(row, now, isAdmin);

  const conditions: (SQL | undefined)[] = [eq(submission.cid, cid)];
  const keyParts: (string | number)[] = [`c:${cid}`];
  if (query.onlyMine) {
    conditions.push(eq(submission.uid, user.uid));
    keyParts.push(`u:${user.uid}`);
  } else if (query.username) {
    const uid = await uidOfUsername(db, query.username);
    if (!uid) return emptyPage(query);
    conditions.push(eq(submission.uid, uid));
    keyParts.push(`u:${uid}`);
  }
  if (query.problemID) {
    const exact = query.completeProblemID !== false;
    const problems = await db
      .select({ pid: contestProblem.pid })
      .from(contestProblem)
      .where(
        and(
          eq(contestProblem.cid, cid),
          exact
            ? eq(sql`lower(${contestProblem.displayId})`, query.problemID.toLowerCase())
            : ilike(contestProblem.displayId, containsPattern(query.problemID)),
        ),
      );
    if (problems.length === 0) return emptyPage(query);
    conditions.push(
      inArray(
        submission.pid,
        problems.map((p) => p.pid),
      ),
    );
    keyParts.push(`p:${problems.map((p) => p.pid).join(',')}`);
  }
  if (query.status !== undefined) {
    conditions.push(eq(submission.status, query.status));
    keyParts.push(`s:${query.status}`);
  }
  if (query.beforeContestSubmit === true) conditions.push(lt(submission.submitTime, row.startTime));
  if (query.beforeContestSubmit === false) conditions.push(gte(submission.submitTime, row.startTime));
  // HOJ: others' submissions show up to the seal time while the rank is sealed for the viewer,
  // else up to the end unless after-end submissions are both allowed and asked for; their own always show.
  const showsAfterEnd = row.allowEndSubmit && query.containsEnd === true;
  const cutoff = sealed && row.sealRankTime ? lt(submission.submitTime, row.sealRankTime) : null;
  const visibleToViewer = cutoff ?? (showsAfterEnd ? null : lte(submission.submitTime, row.endTime));
  if (visibleToViewer) {
    conditions.push(sql`(${visibleToViewer} or ${submission.uid} = ${user.uid})`);
    keyParts.push(`v:${user.uid}:${cutoff ? 'seal' : 'end'}`);
  }
  keyParts.push(`b:${query.beforeContestSubmit ?? ''}`);

  const where = and(...conditions);
  const key = keyParts.join('|');
  const [rows, total] = await Promise.all([
    pageOf(db, where, query),
    countSubmissions(db, key, where, query.status !== undefined),
  ]);
  const displays = await db
    .select({
      pid: contestProblem.pid,
      displayId: contestProblem.displayId,
      displayTitle: contestProblem.displayTitle,
    })
    .from(contestProblem)
    .where(eq(contestProblem.cid, cid));
  const byPid = new Map(displays.map((d) => [d.pid, d]));
  return {
    records: rows.map((r) => {
      const display = byPid.get(r.pid);
      const record: DatedRecord = {
        ...r,
        displayId: display?.displayId ?? r.displayPid,
        title: display?.displayTitle ?? null,
      };
      if (hidesRunDetails(user, r.uid, view))
        Object.assign(record, { time: null, memory: null, length: null });
      if (view.resultsSealed && !isPendingStatus(r.status)) {
        Object.assign(record, {
          status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
          score: null,
          oiRankScore: null,
          time: null,
          memory: null,
        });
      }
      return record;
    }),
    total,
    current: query.currentPage,
    size: query.limit,
  };
}
