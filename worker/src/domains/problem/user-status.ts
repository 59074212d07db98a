import { PENDING_STATUSES } from '@contract/judge-status';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { submission, userProblemProgress } from '../../db/schema';
import { cacheScopeOf } from '../../platform/cache-scope';
import { type Db, type DbOrTx, preparedStatement } from '../../platform/db';
import { type StatusEntry, UserStatusCache, UserStatuses } from './user-status-cache';

/**
 * A signed-in user's standing on problems outside contests (the problem list's status column,
 * a training's problems and the training list's progress): accepted once ever accepted, else the
 * latest verdict (user_problem_progress); a submission still being judged shows as such; -10
 * when never submitted. Progress is kept per problem id, and a group's problems have ids of
 * their own, so a group's list (gid) asks for its own ids and needs no other narrowing.
 *
 * Where the Db lives as long as the process (the Node entry), the answer comes from a per-user
 * memory (user-status-cache.ts): one read of the whole user, then memory for every page they
 * open. Every writer in this process forgets the user right after its transaction commits, so
 * what this process writes shows at once; a write from elsewhere (another process on the same
 * Postgres, SQL by hand) shows within USER_STATUS_WINDOW_MS. A Workers request's Db lives for
 * one request and its isolate shares no writes with the others, and a transaction must see its
 * own uncommitted rows: both read the asked problems directly, every time.
 */

/** How old a user's remembered statuses may be when a write reached the database elsewhere. */
export const USER_STATUS_WINDOW_MS = 2000;
/** 5,000 users of ~1,000 problems each fit in 16 MiB (9 bytes a problem). */
const USER_STATUS_MAX_USERS = 5000;
const USER_STATUS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Progress rows and submissions still being judged, in one statement (one snapshot: a verdict's
 * progress row and its submission's status commit together, so the two halves never disagree).
 * Both halves are index probes: the progress primary key (uid, pid) and the partial index
 * submission_pending_idx (uid, pid) whose predicate the pending statuses are spelled as.
 */
function statusRows(db: DbOrTx, progressWhere: SQL, submissionWhere: SQL) {
  const progress = db
    .select({
      pid: userProblemProgress.pid,
      status: userProblemProgress.status,
      score: userProblemProgress.score,
      judging: sql<boolean>`false`,
    })
    .from(userProblemProgress)
    .where(progressWhere);
  const judging = db
    .select({
      pid: submission.pid,
      status: submission.status,
      score: sql<number | null>`null::int`,
      judging: sql<boolean>`true`,
    })
    .from(submission)
    .where(judgingOutsideContests(submissionWhere));
  return progress.unionAll(judging);
}

/**
 * Submissions outside contests still being judged, among `which`: spelled as the predicate of
 * the partial index submission_pending_idx (uid, pid), so both reads below are index probes.
 */
function judgingOutsideContests(which: SQL) {
  return and(
    sql`${submission.status} in (${sql.raw(PENDING_STATUSES.join(', '))})`,
    eq(submission.cid, 0),
    which,
  );
}

/**
 * Every status of one user, one row per half: the pids, statuses and scores as arrays in pid
 * order. A heavy user has a thousand problems or more, and a thousand rows cost PGlite about
 * 4 ms to hand over and Drizzle as much again to map, against under 1 ms for three arrays. One
 * user per statement: `uid = $1` walks the progress primary key in (uid, pid) order, where a
 * list of users (`uid = any(…)`) made the planner fetch by bitmap and sort, twice the time.
 * Both halves are one snapshot, as in statusRows.
 */
const userStatusLists = preparedStatement('user_status_lists', (db) => {
  const uid = sql.placeholder('uid');
  const progress = db
    .select({
      pids: sql<number[]>`array_agg(${userProblemProgress.pid} order by ${userProblemProgress.pid})`,
      statuses: sql<number[]>`array_agg(${userProblemProgress.status} order by ${userProblemProgress.pid})`,
      scores: sql<
        (number | null)[]
      >`array_agg(${userProblemProgress.score} order by ${userProblemProgress.pid})`,
      judging: sql<boolean>`false`,
    })
    .from(userProblemProgress)
    .where(eq(userProblemProgress.uid, uid))
    .having(sql`count(*) > 0`);
  const judging = db
    .select({
      pids: sql<number[]>`array_agg(${submission.pid})`,
      statuses: sql<number[]>`array_agg(${submission.status})`,
      scores: sql<(number | null)[]>`null::int[]`,
      judging: sql<boolean>`true`,
    })
    .from(submission)
    .where(judgingOutsideContests(eq(submission.uid, uid)))
    .having(sql`count(*) > 0`);
  return progress.unionAll(judging);
});

async function loadUser(db: Db, uid: string): Promise<UserStatuses> {
  const rows = await userStatusLists(db, { uid });
  const progress = rows.find((row) => !row.judging);
  const judging = rows.find((row) => row.judging);
  return UserStatuses.fromLists(progress, judging);
}

const caches = new WeakMap<object, UserStatusCache>();

/**
 * The memory of a Db that lives as long as the process, or null: a transaction (its rows are not
 * committed) and a Workers request's Db (cacheScopeOf ties it to its isolate; see the header).
 */
function cacheOf(db: DbOrTx): UserStatusCache | null {
  if (db instanceof PgTransaction || cacheScopeOf(db as Db) !== db) return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = new UserStatusCache({
      windowMs: USER_STATUS_WINDOW_MS,
      maxUsers: USER_STATUS_MAX_USERS,
      maxBytes: USER_STATUS_MAX_BYTES,
      load: (uid) => loadUser(db, uid),
    });
    caches.set(db, cache);
  }
  return cache;
}

/** The user's statuses on `pids`: from the process's memory where there is one, else read directly. */
async function statusesOn(db: DbOrTx, uid: string, asked: readonly number[]): Promise<UserStatuses> {
  const cache = cacheOf(db);
  if (cache) return cache.get(uid);
  const pids = [...new Set(asked)];
  return UserStatuses.fromRows(
    await statusRows(
      db,
      and(eq(userProblemProgress.uid, uid), inArray(userProblemProgress.pid, pids))!,
      and(eq(submission.uid, uid), inArray(submission.pid, pids))!,
    ),
  );
}

/**
 * A user's statuses covering at least `pids`, to look up one by one (`statusOf`, `of`; -10 when
 * never submitted): the problem list's status call reads its page from it without building an
 * entry per problem.
 */
export async function publicStatusesOn(
  db: DbOrTx,
  uid: string,
  pids: readonly number[],
): Promise<UserStatuses> {
  return pids.length === 0 ? UserStatuses.EMPTY : statusesOn(db, uid, pids);
}

/** A user's status on each of `pids` (each asked pid is in the answer; -10 when never submitted). */
export async function publicProblemStatus(
  db: DbOrTx,
  uid: string,
  pids: readonly number[],
): Promise<Map<number, Readonly<StatusEntry>>> {
  const statuses = await publicStatusesOn(db, uid, pids);
  return new Map(pids.map((pid) => [pid, statuses.of(pid)]));
}

/**
 * Forgets what this process remembers of a user's statuses. Call AFTER the transaction that
 * changed them commits (a submission, a verdict, a rejudge, a manual judge, a cancel): forgetting
 * before the commit would let a read in between remember the old status for the whole window.
 */
export function forgetUserStatus(db: object, uid: string): void {
  caches.get(db)?.forget(uid);
}
