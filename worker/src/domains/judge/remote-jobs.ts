import { JudgeStatus } from '@contract/judge-status';
import { parseRemoteDisplayId, REMOTE_JUDGE_INFO } from '@contract/remote-judge';
import type { RemoteResultRequest, RemoteRunnerJob, remoteSubmittedRequest } from '@contract/runner/protocol';
import type { JudgeJobMessage } from '@contract/runner/queue-message';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { judgeJob, problem, submission } from '../../db/schema';
import type { DbOrTx, Tx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { forgetUserStatus } from '../problem/index';
import {
  markLoginFailed,
  REMOTE_BUSY_RETRY_MS,
  recordAccountSubmitted,
  releaseRemoteAccounts,
  renewReservations,
  reserveRemoteAccount,
} from '../remote-judge/index';
import { JobBatch } from './job-queue';
import { decideDelivery, isInFlight } from './verdict-rules';
import { finishJob, lockJob, storable, writeVerdict } from './verdict-writer';

type RemoteRef = Extract<JudgeJobMessage, { kind: 'remote' }>;
type SubmissionRow = typeof submission.$inferSelect;

/**
 * What building a remote job came to:
 * - `job`: an account is reserved and the runner gets the job;
 * - `gone`: the submission no longer needs it (rejudged, cancelled, judged);
 * - `busy`: every healthy account is in use or resting: offer the job again after `retryAfterMs`;
 * - `failed`: the judge has no account that can log in: the submission is now Submitted Failed.
 */
export type RemoteBuild =
  | { outcome: 'job'; job: RemoteRunnerJob }
  | { outcome: 'gone' }
  | { outcome: 'busy'; retryAfterMs: number }
  | { outcome: 'failed' };

async function lockSubmission(tx: Tx, submitId: number): Promise<SubmissionRow | null> {
  const [row] = await tx.select().from(submission).where(eq(submission.submitId, submitId)).for('update');
  return row ?? null;
}

/** Submitted Failed with the reason, shown to the user, who may resubmit; the account is freed. */
async function writeSubmittedFailed(tx: Tx, sub: SubmissionRow, reason: string, judger: string) {
  await writeVerdict(tx, sub, {
    status: JudgeStatus.SUBMITTED_FAILED,
    time: null,
    memory: null,
    errorMessage: reason,
    judger,
    cases: [],
    scoreOf: () => null,
  });
  await releaseRemoteAccounts(tx, [sub.submitId]);
}

/**
 * Builds a remote job and reserves its account in one transaction, under the submission's lock,
 * so two deliveries of one job cannot take two accounts.
 */
export async function buildRemoteJob(
  platform: Platform,
  ref: RemoteRef,
  jobId: number | null,
  judger: string,
): Promise<RemoteBuild> {
  /** The user whose submission failed here: their remembered statuses are dropped after the commit. */
  let failedUid: string | null = null;
  const built = await platform.db.transaction(async (tx): Promise<RemoteBuild> => {
    const sub = await lockSubmission(tx, ref.submitId);
    if (!sub || sub.judgeAttempt !== ref.attempt || !isInFlight(sub.status)) return { outcome: 'gone' };
    failedUid = sub.uid;
    const [prob] = await tx
      .select({ problemId: problem.problemId })
      .from(problem)
      .where(eq(problem.id, sub.pid));
    const remote = prob ? parseRemoteDisplayId(prob.problemId) : null;
    if (!remote) {
      await writeSubmittedFailed(
        tx,
        sub,
        'This problem is no longer a remote problem of a known judge, so it cannot be sent to one.',
        judger,
      );
      return { outcome: 'failed' };
    }
    const reservation = await reserveRemoteAccount(platform, tx, {
      judge: remote.judge,
      submitId: sub.submitId,
      submittedAs: sub.vjudgeSubmitId === null ? null : sub.vjudgeUsername,
    });
    if (reservation.outcome === 'busy') return reservation;
    if (reservation.outcome === 'no-account') {
      await writeSubmittedFailed(tx, sub, reservation.message, judger);
      return { outcome: 'failed' };
    }
    return {
      outcome: 'job',
      job: {
        kind: 'remote',
        jobId,
        submitId: sub.submitId,
        attempt: ref.attempt,
        judge: remote.judge,
        baseUrl: platform.config.remoteJudgeUrls[remote.judge],
        remoteProblemId: remote.remoteId,
        language: sub.language,
        code: sub.code,
        account: reservation.account,
        remoteRunId: sub.vjudgeSubmitId,
      },
    };
  });
  if (built.outcome === 'failed' && failedUid !== null) forgetUserStatus(platform.db, failedUid);
  return built;
}

/** A leased remote job whose accounts are all busy goes back to the queue; the wait is no delivery. */
export async function deferRemoteJob(db: DbOrTx, jobId: number, now: Date, delayMs = REMOTE_BUSY_RETRY_MS) {
  await db
    .update(judgeJob)
    .set({
      state: 'queued',
      leaseOwner: null,
      leaseExpiresAt: null,
      availableAt: new Date(now.getTime() + delayMs),
      deliveries: sql`greatest(0, ${judgeJob.deliveries} - 1)`,
    })
    .where(eq(judgeJob.id, jobId));
}

/**
 * Ends a remote job nobody could finish (runners died again and again, or the queue gave up)
 * with Submitted Failed, for the job's attempt while it is in flight. Returns whether it changed.
 */
export async function failRemoteJob(
  platform: Platform,
  input: { name: string; jobId: number | null; ref: RemoteRef; message: string },
): Promise<boolean> {
  const failedUid = await platform.db.transaction(async (tx) => {
    const job = await lockJob(tx, input.jobId);
    if (job) await finishJob(tx, job.id);
    if (job && job.state === 'done') return null;
    const sub = await lockSubmission(tx, input.ref.submitId);
    if (!sub || sub.judgeAttempt !== input.ref.attempt || !isInFlight(sub.status)) return null;
    await writeSubmittedFailed(tx, sub, input.message, input.name);
    return sub.uid;
  });
  if (failedUid !== null) forgetUserStatus(platform.db, failedUid);
  return failedUid !== null;
}

/**
 * POST /api/judge-server/remote-submitted: the judge took the run. Recorded at once for the
 * current attempt (run id, the account's username, Judging), so a runner that dies while polling
 * is followed by one that polls the same run. The first run id reported stays; repeats change nothing.
 */
export async function recordRemoteSubmitted(
  platform: Platform,
  input: z.output<typeof remoteSubmittedRequest>,
): Promise<boolean> {
  return platform.db.transaction(async (tx) => {
    const job = await lockJob(tx, input.jobId);
    if (job && job.state === 'done') return false;
    const sub = await lockSubmission(tx, input.submitId);
    if (!sub?.isRemote || sub.judgeAttempt !== input.attempt || !isInFlight(sub.status)) return false;
    if (sub.vjudgeSubmitId !== null) return sub.vjudgeSubmitId === input.remoteRunId;
    const username = await recordAccountSubmitted(platform, tx, {
      accountId: input.accountId,
      submitId: sub.submitId,
    });
    await tx
      .update(submission)
      .set({
        status: JudgeStatus.JUDGING,
        vjudgeSubmitId: input.remoteRunId,
        vjudgeUsername: username,
        judger: input.name,
      })
      .where(eq(submission.submitId, sub.submitId));
    return true;
  });
}

const DEFAULT_FAILURE = 'The remote judge could not take or judge this submission.';

/**
 * POST /api/judge-server/result with kind `remote`. A verdict is written as a local one (no
 * cases; an OI problem scores full or nothing); `submit-failed` gives Submitted Failed with the
 * reason; `login-failed` marks the account and puts the job back at once for another account.
 * The account is freed in every case. Stale and duplicate results are ignored.
 */
export async function recordRemoteResult(platform: Platform, result: RemoteResultRequest): Promise<boolean> {
  const jobs = new JobBatch(platform);
  /** The user whose submission got its final result here, for after the commit. */
  let judgedUid: string | null = null;
  const outcome = await platform.db.transaction(async (tx): Promise<'ignored' | 'final' | 'requeued'> => {
    const job = await lockJob(tx, result.jobId);
    if (job && job.state === 'done') return 'ignored';
    const sub = await lockSubmission(tx, result.submitId);
    if (!sub || sub.judgeAttempt !== result.attempt) {
      // Only a job of an old attempt is over; a report naming the wrong attempt leaves the current job alone.
      if (job && (!sub || job.attempt !== sub.judgeAttempt)) await finishJob(tx, job.id);
      return 'ignored';
    }
    if (!isInFlight(sub.status)) {
      // Cancelled or judged meanwhile: nothing to write, but the account is no longer needed.
      if (job) await finishJob(tx, job.id);
      await releaseRemoteAccounts(tx, [sub.submitId]);
      return 'ignored';
    }
    if (result.outcome === 'login-failed') {
      await markLoginFailed(
        tx,
        result.accountId,
        storable(result.errorMessage) ?? 'The judge refused the login',
      );
      await releaseRemoteAccounts(tx, [sub.submitId]);
      await tx
        .update(submission)
        .set({ status: JudgeStatus.PENDING, judger: null })
        .where(eq(submission.submitId, sub.submitId));
      if (job) await deferRemoteJob(tx, job.id, platform.clock.now(), 0);
      else await jobs.add(tx, { kind: 'remote', submitId: sub.submitId, attempt: sub.judgeAttempt });
      return 'requeued';
    }
    if (result.outcome === 'submit-failed') {
      await writeSubmittedFailed(tx, sub, result.errorMessage?.trim() || DEFAULT_FAILURE, result.name);
      judgedUid = sub.uid;
      return 'final';
    }
    const decision = decideDelivery(sub, result);
    if (decision === 'not-a-verdict') {
      platform.log.warn('remote runner reported a status that is not a verdict', { result });
      return 'ignored';
    }
    await writeVerdict(tx, sub, {
      status: result.status,
      time: result.time,
      memory: result.memory,
      errorMessage: result.errorMessage,
      judger: result.name,
      cases: [],
      scoreOf: (prob) =>
        prob.type === 1 ? (result.status === JudgeStatus.ACCEPTED ? prob.ioScore : 0) : null,
      vjudgeSubmitId: result.remoteRunId ?? sub.vjudgeSubmitId,
    });
    await releaseRemoteAccounts(tx, [sub.submitId]);
    if (job) await finishJob(tx, job.id);
    judgedUid = sub.uid;
    return 'final';
  });
  jobs.afterCommit();
  if (outcome === 'final' && judgedUid !== null) forgetUserStatus(platform.db, judgedUid);
  return outcome !== 'ignored';
}

/** Heartbeats renew the accounts of the remote jobs whose leases they renew. */
export function renewRemoteReservations(platform: Platform, submitIds: number[]): Promise<void> {
  return renewReservations(platform, platform.db, submitIds);
}

export function remoteJudgeName(problemId: string): string | null {
  const remote = parseRemoteDisplayId(problemId);
  return remote ? REMOTE_JUDGE_INFO[remote.judge].name : null;
}

/** The job of a remote submission the same as a local one: by the submission's flag. */
export function jobMessageFor(
  row: Pick<SubmissionRow, 'submitId' | 'judgeAttempt' | 'isRemote'>,
): JudgeJobMessage {
  return { kind: row.isRemote ? 'remote' : 'judge', submitId: row.submitId, attempt: row.judgeAttempt };
}
