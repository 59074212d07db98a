import type { ManualJudgeResponse, SubmissionSummary } from '@contract/judge';
import { JudgeStatus } from '@contract/judge-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { judgeCase, problem, submission } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { DbOrTx, Tx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { forgetUserStatus } from '../problem/index';
import { releaseRemoteAccounts } from '../remote-judge/index';
import { JobBatch } from './job-queue';
import { jobMessageFor } from './remote-jobs';
import { applyStatusChange } from './statistics';
import { toSubmissionSummary } from './submit-service';
import { isInFlight, oiRankScore, refuseManualJudge } from './verdict-rules';
import { retireSubmissionJobs } from './verdict-writer';

type SubmissionRow = typeof submission.$inferSelect;

async function lockSubmission(tx: DbOrTx, submitId: number): Promise<SubmissionRow> {
  const [row] = await tx.select().from(submission).where(eq(submission.submitId, submitId)).for('update');
  if (!row) throw notFound('The submission does not exist');
  return row;
}

function previousVerdict(row: SubmissionRow): number | null {
  return isInFlight(row.status) ? null : row.status;
}

/** Submissions requeued per statement: far below Postgres's limit of bound parameters. */
const REQUEUE_CHUNK = 5000;

/**
 * Puts submissions back in the queue under a new attempt: status Pending, score, time and
 * memory cleared, case results deleted, old jobs retired, counters (and contest records) moved
 * out of the old verdict, one new job each. A remote submission is sent again from scratch: its
 * run id is forgotten and its account freed, so the new attempt takes a fresh account. The rows must be locked by the caller's transaction;
 * the writes go in batches, so a whole contest problem costs a few statements per chunk plus
 * the per-submission counters.
 */
async function requeue(tx: Tx, jobs: JobBatch, rows: SubmissionRow[]): Promise<SubmissionRow[]> {
  const requeued: SubmissionRow[] = [];
  for (let from = 0; from < rows.length; from += REQUEUE_CHUNK) {
    const chunk = rows.slice(from, from + REQUEUE_CHUNK);
    const ids = chunk.map((row) => row.submitId);
    const updated = await tx
      .update(submission)
      .set({
        status: JudgeStatus.PENDING,
        score: null,
        time: null,
        memory: null,
        oiRankScore: null,
        errorMessage: null,
        judger: null,
        isManual: false,
        vjudgeSubmitId: null,
        vjudgeUsername: null,
        judgeAttempt: sql`${submission.judgeAttempt} + 1`,
      })
      .where(inArray(submission.submitId, ids))
      .returning();
    await tx.delete(judgeCase).where(inArray(judgeCase.submitId, ids));
    await retireSubmissionJobs(tx, ids);
    await releaseRemoteAccounts(tx, ids);
    for (const row of chunk) {
      await applyStatusChange(tx, row, {
        from: previousVerdict(row),
        to: JudgeStatus.PENDING,
        score: null,
        time: null,
      });
    }
    updated.sort((a, b) => a.submitId - b.submitId);
    for (const row of updated) await jobs.add(tx, jobMessageFor(row));
    requeued.push(...updated);
  }
  return requeued;
}

export async function rejudge(platform: Platform, submitId: number): Promise<SubmissionSummary> {
  const jobs = new JobBatch(platform);
  const [row] = await platform.db.transaction(async (tx) =>
    requeue(tx, jobs, [await lockSubmission(tx, submitId)]),
  );
  jobs.afterCommit();
  forgetUserStatus(platform.db, row!.uid);
  return toSubmissionSummary(row!);
}

/**
 * A user may resubmit only their own submission whose sending to a remote judge failed (status
 * Submitted Failed): it goes back to the queue under a new attempt, for a fresh account and a
 * fresh submit.
 */
export async function resubmit(
  platform: Platform,
  user: CurrentUser,
  submitId: number,
): Promise<SubmissionSummary> {
  const jobs = new JobBatch(platform);
  const row = await platform.db.transaction(async (tx) => {
    const current = await lockSubmission(tx, submitId);
    if (current.uid !== user.uid) throw forbidden('Sorry, you can only resubmit your own submissions');
    if (current.status !== JudgeStatus.SUBMITTED_FAILED) {
      throw badRequest('Only a submission whose status is Submitted Failed can be resubmitted');
    }
    const [requeued] = await requeue(tx, jobs, [current]);
    return requeued!;
  });
  jobs.afterCommit();
  forgetUserStatus(platform.db, row.uid);
  return toSubmissionSummary(row);
}

const NOTHING_TO_REJUDGE = 'This problem has no submissions in the contest, so there is nothing to rejudge';

/**
 * HOJ's rejudge of a contest problem: every submission of the problem in the contest goes back
 * to Pending and into the queue in one transaction; returns how many were queued.
 */
export async function rejudgeContestProblem(platform: Platform, cid: number, pid: number): Promise<number> {
  const jobs = new JobBatch(platform);
  const count = await platform.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(submission)
      .where(and(eq(submission.cid, cid), eq(submission.pid, pid)))
      .orderBy(submission.submitId)
      .for('update');
    if (rows.length === 0) throw badRequest(NOTHING_TO_REJUDGE);
    return (await requeue(tx, jobs, rows)).length;
  });
  jobs.afterCommit();
  // Contest submissions are not part of the users' bank statuses: nothing of theirs to forget.
  return count;
}

const MANUAL_REFUSALS = {
  'in-progress': 'The submission is still being judged, so it cannot be judged manually',
  'compile-error': 'A submission with a Compile Error cannot be judged manually',
  'not-a-choice': 'That status cannot be chosen in a manual judge',
} as const;

/** Spec 1 §4: root sets a status and score by hand; the submission is marked manual. */
export async function manualJudge(
  platform: Platform,
  admin: CurrentUser,
  input: { submitId: number; status: number; score: number | null },
): Promise<ManualJudgeResponse> {
  const judged = await platform.db.transaction(async (tx) => {
    const row = await lockSubmission(tx, input.submitId);
    const refusal = refuseManualJudge(row.status, input.status);
    if (refusal) throw badRequest(MANUAL_REFUSALS[refusal]);
    const [prob] = await tx
      .select({ type: problem.type, difficulty: problem.difficulty, ioScore: problem.ioScore })
      .from(problem)
      .where(eq(problem.id, row.pid));
    const score = prob && prob.type === 1 ? (input.score ?? row.score ?? 0) : null;
    const rankScore = prob ? oiRankScore(prob, score) : null;
    await tx
      .update(submission)
      .set({ status: input.status, score, oiRankScore: rankScore, judger: admin.username, isManual: true })
      .where(eq(submission.submitId, row.submitId));
    await applyStatusChange(tx, row, { from: previousVerdict(row), to: input.status, score, time: row.time });
    return {
      uid: row.uid,
      response: { status: input.status, score, oiRankScore: rankScore, judger: admin.username },
    };
  });
  // After the commit: a status read again between the two must not remember the old verdict.
  forgetUserStatus(platform.db, judged.uid);
  return judged.response;
}

/** Spec 1 §4: sets Cancelled and marks the submission manual; its queued job is dropped. */
export async function cancelJudge(
  platform: Platform,
  admin: CurrentUser,
  submitId: number,
): Promise<SubmissionSummary> {
  const row = await platform.db.transaction(async (tx) => {
    const current = await lockSubmission(tx, submitId);
    if (current.status === JudgeStatus.CANCELLED)
      throw badRequest('The submission has already been cancelled');
    const [updated] = await tx
      .update(submission)
      .set({ status: JudgeStatus.CANCELLED, judger: admin.username, isManual: true })
      .where(eq(submission.submitId, submitId))
      .returning();
    await retireSubmissionJobs(tx, [submitId]);
    await releaseRemoteAccounts(tx, [submitId]);
    await applyStatusChange(tx, current, {
      from: previousVerdict(current),
      to: JudgeStatus.CANCELLED,
      score: current.score,
      time: current.time,
    });
    return updated!;
  });
  forgetUserStatus(platform.db, row.uid);
  return toSubmissionSummary(row);
}
