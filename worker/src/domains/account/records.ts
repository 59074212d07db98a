import { JudgeStatus } from '@contract/judge-status';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { problem, userInfo, userProblemProgress, userRecord } from '../../db/schema';
import { type DbOrTx, preparedStatement } from '../../platform/db';

/**
 * The account's own counters and profile writes that other areas ask for, each inside the
 * caller's transaction: the judge keeps the per-user counts true on every verdict, the problem
 * bank recounts its solvers when a problem goes, the file area points the profile at a new avatar.
 */

/** A user's result on one problem outside contests, as the judge derives it from their submissions. */
export interface ProblemProgress {
  status: number;
  score: number | null;
  oiRankScore: number;
  firstAcSubmitId: number | null;
  firstAcTime: Date | null;
}

/** A new submission outside contests counts in the user's submissions. */
export async function recordUserSubmission(tx: DbOrTx, uid: string): Promise<void> {
  await countUserSubmission(tx, { uid, now: new Date() });
}

const countUserSubmission = preparedStatement('user_record_submission', (db) =>
  db
    .insert(userRecord)
    .values({ uid: sql.placeholder('uid'), submissionCount: 1 })
    .onConflictDoUpdate({
      target: userRecord.uid,
      set: {
        submissionCount: sql`${userRecord.submissionCount} + 1`,
        gmtModified: sql`${sql.placeholder('now')}`,
      },
    }),
);

/** Stores the user's result on a problem (null: no verdict left), then recounts their totals. */
export async function recordProblemProgress(
  tx: DbOrTx,
  uid: string,
  pid: number,
  progress: ProblemProgress | null,
): Promise<void> {
  if (progress) {
    await tx
      .insert(userProblemProgress)
      .values({ uid, pid, ...progress })
      .onConflictDoUpdate({
        target: [userProblemProgress.uid, userProblemProgress.pid],
        set: { ...progress, gmtModified: new Date() },
      });
  } else {
    await tx
      .delete(userProblemProgress)
      .where(and(eq(userProblemProgress.uid, uid), eq(userProblemProgress.pid, pid)));
  }
  await recountUserTotals(tx, uid);
}

/**
 * The progress rows that count in the site's rank and on user pages: a group's problems stay in
 * their group (HOJ records an accepted problem in user_acproblem and a score in the OI rank only
 * for submissions outside groups), so solving them moves neither acCount nor oiScore.
 */
const countsOnSite = (pid: SQL) =>
  sql`exists (select 1 from ${problem} q where q.id = ${pid} and q.is_group = false)`;

/** acCount and oiScore from the user's progress rows on problems outside groups. */
async function recountUserTotals(tx: DbOrTx, uid: string): Promise<void> {
  const [totals] = await tx
    .select({
      acCount:
        sql<number>`count(*) filter (where ${userProblemProgress.status} = ${JudgeStatus.ACCEPTED})`.mapWith(
          Number,
        ),
      oiScore: sql<number>`coalesce(sum(${userProblemProgress.oiRankScore}), 0)`.mapWith(Number),
    })
    .from(userProblemProgress)
    .where(and(eq(userProblemProgress.uid, uid), countsOnSite(sql`"user_problem_progress"."pid"`)));
  const values = { acCount: totals?.acCount ?? 0, oiScore: totals?.oiScore ?? 0 };
  await tx
    .insert(userRecord)
    .values({ uid, ...values })
    .onConflictDoUpdate({ target: userRecord.uid, set: { ...values, gmtModified: new Date() } });
}

/** acCount and oiScore of `uids`, recounted from their progress rows on problems outside groups. */
async function recountTotalsOf(tx: DbOrTx, uids: string[]): Promise<void> {
  if (uids.length === 0) return;
  const onSite = countsOnSite(sql`p.pid`);
  await tx
    .update(userRecord)
    .set({
      acCount: sql`(select count(*) from ${userProblemProgress} p where p.uid = "user_record"."uid" and p.status = ${JudgeStatus.ACCEPTED} and ${onSite})`,
      oiScore: sql`(select coalesce(sum(p.oi_rank_score), 0) from ${userProblemProgress} p where p.uid = "user_record"."uid" and ${onSite})`,
    })
    .where(inArray(userRecord.uid, uids));
}

/** A deleted problem leaves its solvers' progress; their totals are recounted without it. */
export async function forgetProblemProgress(tx: DbOrTx, pid: number): Promise<void> {
  const solvers = await tx
    .delete(userProblemProgress)
    .where(eq(userProblemProgress.pid, pid))
    .returning({ uid: userProblemProgress.uid });
  await recountTotalsOf(tx, [...new Set(solvers.map((s) => s.uid))]);
}

/**
 * A problem that joins the site's bank or leaves it for a group (a group problem made public, or
 * back): its solvers' totals are recounted, as they count only problems outside groups.
 */
export async function recountProblemSolvers(tx: DbOrTx, pid: number): Promise<void> {
  const solvers = await tx
    .select({ uid: userProblemProgress.uid })
    .from(userProblemProgress)
    .where(eq(userProblemProgress.pid, pid));
  await recountTotalsOf(tx, [...new Set(solvers.map((s) => s.uid))]);
}

/**
 * Locks the user's record row (creating it if needed) until the transaction ends, so that two
 * quick submissions of one user are checked one after the other.
 */
export async function lockUserRecord(tx: DbOrTx, uid: string): Promise<void> {
  await tx.insert(userRecord).values({ uid }).onConflictDoNothing();
  await tx.execute(sql`select 1 from ${userRecord} where ${userRecord.uid} = ${uid} for update`);
}

/** Points the profile at a new avatar; the caller forgets the cached sessions after commit. */
export async function recordAvatar(tx: DbOrTx, uid: string, avatarUrl: string, now: Date): Promise<void> {
  await tx.update(userInfo).set({ avatar: avatarUrl, gmtModified: now }).where(eq(userInfo.uid, uid));
}

/** Distinct problems the user has accepted outside contests: the discussion thresholds read it. */
export async function acceptedProblemCount(db: DbOrTx, uid: string): Promise<number> {
  const [row] = await db
    .select({ acCount: userRecord.acCount })
    .from(userRecord)
    .where(eq(userRecord.uid, uid));
  return row?.acCount ?? 0;
}
