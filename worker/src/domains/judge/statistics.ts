import { JudgeStatus } from '@contract/judge-status';
import { and, asc, eq, sql } from 'drizzle-orm';
import { contestRecord, problemCount, submission, userProblemProgress, userRecord } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';
import { deriveProgress, problemCountDelta } from './verdict-rules';

/** The parts of a submission the statistics depend on. */
export interface StatisticsSubject {
  submitId: number;
  uid: string;
  pid: number;
  cid: number;
}

/**
 * Keeps every derived count true when a submission's status changes (verdict, rejudge reset,
 * manual judge, cancel). Runs in the caller's transaction, after the submission row is updated.
 *
 * Outside contests: problem_count moves the submission from its old status counter to the new
 * one; the user's progress on the problem is recomputed from their submissions, then their
 * acCount and oiScore from their progress rows. In contests: the contest record takes the status
 * and score, and the problem's first blood is recomputed.
 */
export async function applyStatusChange(
  tx: DbOrTx,
  subject: StatisticsSubject,
  change: { from: number | null; to: number; score: number | null; time: number | null },
): Promise<void> {
  if (subject.cid === 0) {
    await moveProblemCount(tx, subject.pid, change.from, change.to);
    await recomputeProgress(tx, subject.uid, subject.pid);
    await recomputeUserRecord(tx, subject.uid);
  } else {
    await updateContestRecord(tx, subject, change);
  }
}

/** A new submission outside contests counts in the problem's total and the user's submissions. */
export async function countNewSubmission(tx: DbOrTx, subject: StatisticsSubject): Promise<void> {
  if (subject.cid !== 0) return;
  await tx
    .insert(problemCount)
    .values({ pid: subject.pid, total: 1 })
    .onConflictDoUpdate({ target: problemCount.pid, set: { total: sql`${problemCount.total} + 1` } });
  await tx
    .insert(userRecord)
    .values({ uid: subject.uid, submissionCount: 1 })
    .onConflictDoUpdate({
      target: userRecord.uid,
      set: { submissionCount: sql`${userRecord.submissionCount} + 1` },
    });
}

async function moveProblemCount(tx: DbOrTx, pid: number, from: number | null, to: number) {
  const delta = problemCountDelta(from, to);
  const entries = Object.entries(delta) as [keyof typeof problemCount.$inferInsert, number][];
  if (entries.length === 0) return;
  const set: Record<string, unknown> = {};
  const initial: Record<string, number> = {};
  for (const [column, by] of entries) {
    set[column] = sql`greatest(0, ${problemCount[column as 'ac']} + ${by})`;
    initial[column] = Math.max(0, by);
  }
  await tx
    .insert(problemCount)
    .values({ pid, ...initial })
    .onConflictDoUpdate({ target: problemCount.pid, set });
}

async function recomputeProgress(tx: DbOrTx, uid: string, pid: number) {
  const rows = await tx
    .select({
      submitId: submission.submitId,
      submitTime: submission.submitTime,
      status: submission.status,
      score: submission.score,
      oiRankScore: submission.oiRankScore,
    })
    .from(submission)
    .where(and(eq(submission.uid, uid), eq(submission.pid, pid), eq(submission.cid, 0)))
    .orderBy(asc(submission.submitId));
  const progress = deriveProgress(rows);
  if (!progress) {
    await tx
      .delete(userProblemProgress)
      .where(and(eq(userProblemProgress.uid, uid), eq(userProblemProgress.pid, pid)));
    return;
  }
  await tx
    .insert(userProblemProgress)
    .values({ uid, pid, ...progress })
    .onConflictDoUpdate({
      target: [userProblemProgress.uid, userProblemProgress.pid],
      set: { ...progress, gmtModified: new Date() },
    });
}

async function recomputeUserRecord(tx: DbOrTx, uid: string) {
  const [totals] = await tx
    .select({
      acCount:
        sql<number>`count(*) filter (where ${userProblemProgress.status} = ${JudgeStatus.ACCEPTED})`.mapWith(
          Number,
        ),
      oiScore: sql<number>`coalesce(sum(${userProblemProgress.oiRankScore}), 0)`.mapWith(Number),
    })
    .from(userProblemProgress)
    .where(eq(userProblemProgress.uid, uid));
  const values = { acCount: totals?.acCount ?? 0, oiScore: totals?.oiScore ?? 0 };
  await tx
    .insert(userRecord)
    .values({ uid, ...values })
    .onConflictDoUpdate({ target: userRecord.uid, set: { ...values, gmtModified: new Date() } });
}

async function updateContestRecord(
  tx: DbOrTx,
  subject: StatisticsSubject,
  change: { to: number; score: number | null; time: number | null },
) {
  const judged = change.to !== JudgeStatus.PENDING;
  await tx
    .update(contestRecord)
    .set({
      status: judged ? change.to : null,
      score: judged ? change.score : null,
      useTime: judged ? change.time : null,
    })
    .where(eq(contestRecord.submitId, subject.submitId));
  // First blood goes to the earliest accepted record of the problem; a rejudge may move it.
  await tx.execute(sql`
    update ${contestRecord} set first_blood = coalesce(${contestRecord.id} = (
      select r.id from ${contestRecord} r
      where r.cid = ${subject.cid} and r.pid = ${subject.pid} and r.status = ${JudgeStatus.ACCEPTED}
      order by r.submit_time, r.submit_id limit 1), false)
    where ${contestRecord.cid} = ${subject.cid} and ${contestRecord.pid} = ${subject.pid}
      and (${contestRecord.firstBlood} or ${contestRecord.status} = ${JudgeStatus.ACCEPTED})`);
}
