import { PENDING_STATUSES } from '@contract/judge-status';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { submission, userProblemProgress } from '../../db/schema';
import { batched } from '../../lib/batch';
import { cacheScopeOf } from '../../platform/cache-scope';
import type { Db, DbOrTx } from '../../platform/db';
import { type StatusEntry, type StatusRow, UserStatusCache, UserStatuses } from './user-status-cache';

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

interface UserStatusRow extends StatusRow {
  uid: string;
}

/**
 * Progress rows and submissions still being judged, in one statement (one snapshot: a verdict's
 * progress row and its submission's status commit together, so the two halves never disagree).
 * Both halves are index probes: the progress primary key (uid, pid) and the partial index
 * submission_pending_idx (uid, pid) whose predicate the pending statuses are spelled as.
 */
function statusRows(db: DbOrTx, progressWhere: SQL, submissionWhere: SQL): Promise<UserStatusRow[]> {
  const progress = db
    .select({
      uid: userProblemProgress.uid,
      pid: userProblemProgress.pid,
      status: userProblemProgress.status,
      score: userProblemProgress.score,
      judging: sql<boolean>`false`,
    })
    .from(userProblemProgress)
    .where(progressWhere);
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
        sql`${submission.status} in (${sql.raw(PENDING_STATUSES.join(', '))})`,
        eq(submission.cid, 0),
        submissionWhere,
      ),
    );
  return progress.unionAll(judging);
}

/**
 * Every status of some users (the misses of one turn share it). The uids travel as one JSON
 * parameter, so the statement's text is the same for one user or fifty.
 */
async function loadUsers(db: DbOrTx, uids: string[]): Promise<Map<string, StatusRow[]>> {
  const asked = sql`array(select json_array_elements_text(${JSON.stringify(uids)}::json))`;
  const rows = await statusRows(
    db,
    sql`${userProblemProgress.uid} = any(${asked})`,
    sql`${submission.uid} = any(${asked})`,
  );
  const byUser = new Map<string, StatusRow[]>();
  for (const row of rows) {
    const list = byUser.get(row.uid);
    if (list) list.push(row);
    else byUser.set(row.uid, [row]);
  }
  return byUser;
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
      load: async (uid) => {
        const byUser = await batched(db, 'user-statuses', [uid], (uids) => loadUsers(db, uids));
        return UserStatuses.fromRows(byUser.get(uid) ?? []);
      },
    });
    caches.set(db, cache);
  }
  return cache;
}

/** The user's statuses on `pids`: from the process's memory where there is one, else read directly. */
async function statusesOn(db: DbOrTx, uid: string, pids: readonly number[]): Promise<UserStatuses> {
  const cache = cacheOf(db);
  if (cache) return cache.get(uid);
  return UserStatuses.fromRows(
    await statusRows(
      db,
      and(eq(userProblemProgress.uid, uid), inArray(userProblemProgress.pid, [...pids]))!,
      and(eq(submission.uid, uid), inArray(submission.pid, [...pids]))!,
    ),
  );
}

/** A user's status on each of `pids` (each asked pid is in the answer; -10 when never submitted). */
export async function publicProblemStatus(
  db: DbOrTx,
  uid: string,
  pids: readonly number[],
): Promise<Map<number, StatusEntry>> {
  const result = new Map<number, StatusEntry>();
  if (pids.length === 0) return result;
  const statuses = await statusesOn(db, uid, [...new Set(pids)]);
  for (const pid of pids) result.set(pid, statuses.of(pid));
  return result;
}

/**
 * Forgets what this process remembers of a user's statuses. Call AFTER the transaction that
 * changed them commits (a submission, a verdict, a rejudge, a manual judge, a cancel): forgetting
 * before the commit would let a read in between remember the old status for the whole window.
 */
export function forgetUserStatus(db: object, uid: string): void {
  caches.get(db)?.forget(uid);
}
