import { JudgeStatus } from '@contract/judge-status';
import type {
  CompileResultRequest,
  HeartbeatResponse,
  heartbeatRequest,
  JobKind,
  JudgeResultRequest,
  leaseRequest,
  progressRequest,
  ResultAndLeaseResponse,
  RunnerJob,
  resultRequest,
  startFailedRequest,
  TestResultRequest,
} from '@contract/runner/protocol';
import { type JudgeJobMessage, parseJudgeJobMessage } from '@contract/runner/queue-message';
import { and, eq, exists, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  checkerCompile,
  judgeJob,
  judgeServer,
  problem,
  problemCase,
  submission,
  testJudge,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { type DbOrTx, preparedStatement } from '../../platform/db';
import type { StoredFile } from '../../platform/file-store';
import type { Platform } from '../../platform/platform';
import { forgetUserStatus } from '../problem/index';
import { buildRunnerJob } from './job-builder';
import { waitForJob } from './job-signal';
import { RUNNER_START_FAILED, RUNNER_STOPPED, RUNNER_UP, refreshLanguageAvailability } from './languages';
import {
  buildRemoteJob,
  deferRemoteJob,
  failRemoteJob,
  recordRemoteResult,
  renewRemoteReservations,
} from './remote-jobs';
import { decideDelivery } from './verdict-rules';
import {
  finishJob,
  type JobRow,
  lockJob,
  storable,
  verdictProblemColumns,
  verdictSubmissionColumns,
  writeVerdict,
} from './verdict-writer';

export const HEARTBEAT_SECONDS = 5;
/** A job whose runners died this many times is given up: System Error, or Submitted Failed for a remote job. */
export const MAX_DELIVERIES = 4;
/** Done jobs are kept this long for diagnosis, then deleted. */
const DONE_JOB_RETENTION_MS = 24 * 60 * 60 * 1000;
/** While long-polling, the queue is re-read this often (jobs queued by other processes, expired leases). */
const LEASE_POLL_MS = 500;

function inSeconds(now: Date, seconds: number) {
  return new Date(now.getTime() + seconds * 1000);
}

/**
 * A runner could not start: its row says why until a heartbeat of a start that worked. It holds
 * no leases (it never leased), so nothing else changes; the admin dashboard shows the reason.
 */
export async function recordStartFailure(
  platform: Platform,
  input: z.output<typeof startFailedRequest>,
): Promise<void> {
  const values = {
    host: input.host,
    version: input.version,
    startError: input.error,
    taskNumber: 0,
    status: RUNNER_START_FAILED,
    lastHeartbeat: platform.clock.now(),
  };
  await platform.db
    .insert(judgeServer)
    .values({ name: input.name, ...values })
    .onConflictDoUpdate({ target: judgeServer.name, set: values });
  platform.log.error(`judge runner ${input.name} could not start: ${input.error}`);
}

export async function heartbeat(
  platform: Platform,
  input: z.output<typeof heartbeatRequest>,
): Promise<HeartbeatResponse> {
  const { db, clock } = platform;
  const now = clock.now();
  const values = {
    host: input.host,
    version: input.version,
    cpuCore: input.cores,
    maxTaskNumber: input.concurrency,
    taskNumber: input.activeJobIds.length,
    cpuUsage: input.cpuUsage === null ? null : Math.round(input.cpuUsage),
    memoryUsage: input.memoryUsage === null ? null : Math.round(input.memoryUsage),
    languages: input.languages,
    missingProtections: input.missingProtections,
    startError: null,
    status: RUNNER_UP,
    lastHeartbeat: now,
  };
  await db
    .insert(judgeServer)
    .values({ name: input.name, ...values })
    .onConflictDoUpdate({ target: judgeServer.name, set: values });

  if (input.starting) {
    // A runner that just started holds nothing: leases under its name belong to its previous life.
    await db
      .update(judgeJob)
      .set({ state: 'queued', leaseOwner: null, leaseExpiresAt: null, availableAt: now })
      .where(and(eq(judgeJob.state, 'leased'), eq(judgeJob.leaseOwner, input.name)));
  }

  let abandon: number[] = [];
  if (input.activeJobIds.length > 0) {
    const renewed = await db
      .update(judgeJob)
      .set({ leaseExpiresAt: inSeconds(now, input.leaseSeconds) })
      .where(
        and(
          inArray(judgeJob.id, input.activeJobIds),
          eq(judgeJob.state, 'leased'),
          eq(judgeJob.leaseOwner, input.name),
        ),
      )
      .returning({ id: judgeJob.id, kind: judgeJob.kind, payload: judgeJob.payload });
    const kept = new Set(renewed.map((r) => r.id));
    abandon = input.activeJobIds.filter((id) => !kept.has(id));
    const remoteSubmissions = renewed.flatMap((r) => {
      const ref = r.kind === 'remote' ? parseJudgeJobMessage(r.payload) : null;
      return ref?.kind === 'remote' ? [ref.submitId] : [];
    });
    await renewRemoteReservations(platform, remoteSubmissions);
  }

  await refreshLanguageAvailability(db, now);
  await db
    .delete(judgeJob)
    .where(
      and(
        eq(judgeJob.state, 'done'),
        lt(judgeJob.gmtModified, new Date(now.getTime() - DONE_JOB_RETENTION_MS)),
      ),
    );
  return { abandon, heartbeatSeconds: HEARTBEAT_SECONDS };
}

/**
 * Jobs whose code is in one of the runner's languages (the `languages` placeholder, an array);
 * runners of one site may differ in toolchains.
 */
function inLanguages(tx: DbOrTx) {
  const one = sql`1`;
  const languages = sql`any(${sql.placeholder('languages')}::text[])`;
  return and(
    or(
      ne(judgeJob.kind, 'judge'),
      exists(
        tx
          .select({ one })
          .from(submission)
          .where(and(eq(submission.submitId, judgeJob.submitId), sql`${submission.language} = ${languages}`)),
      ),
    ),
    or(
      ne(judgeJob.kind, 'test'),
      exists(
        tx
          .select({ one })
          .from(testJudge)
          .where(and(eq(testJudge.key, judgeJob.testKey), sql`${testJudge.language} = ${languages}`)),
      ),
    ),
    or(
      ne(judgeJob.kind, 'compile'),
      exists(
        tx
          .select({ one })
          .from(checkerCompile)
          .where(
            and(eq(checkerCompile.key, judgeJob.testKey), sql`${checkerCompile.language} = ${languages}`),
          ),
      ),
    ),
  );
}

/** claimJobs' one statement, with or without the runner's languages, its SQL built once. */
function claimStatement(name: string, byLanguage: boolean) {
  return preparedStatement(name, (db) => {
    const now = sql`${sql.placeholder('now')}::timestamptz`;
    const ready = db
      .select({ id: judgeJob.id })
      .from(judgeJob)
      .where(
        and(
          or(
            and(eq(judgeJob.state, 'queued'), lte(judgeJob.availableAt, now)),
            and(eq(judgeJob.state, 'leased'), lt(judgeJob.leaseExpiresAt, now)),
          ),
          // A sandbox runner never takes remote work, nor a remote runner local work.
          sql`${judgeJob.kind} = any(${sql.placeholder('kinds')}::text[])`,
          byLanguage ? inLanguages(db) : undefined,
        ),
      )
      // Self-tests and checker compiles have someone waiting at the screen: they go first.
      .orderBy(sql`${judgeJob.kind} = 'judge'`, judgeJob.id)
      .limit(sql.placeholder('max'))
      .for('update', { skipLocked: true });
    return db
      .update(judgeJob)
      .set({
        state: 'leased',
        leaseOwner: sql`${sql.placeholder('name')}`,
        leaseExpiresAt: sql`${sql.placeholder('leaseExpiresAt')}`,
        deliveries: sql`${judgeJob.deliveries} + 1`,
        gmtModified: now,
      })
      .where(inArray(judgeJob.id, ready))
      .returning();
  });
}
const claimAny = claimStatement('claim_jobs', false);
const claimInLanguages = claimStatement('claim_jobs_in_languages', true);

/**
 * Takes up to `max` ready jobs (queued, or leased with an expired lease) in one statement: the
 * rows are locked by the subquery (skipping rows another claim holds) and leased by the update,
 * with no transaction around them to open and commit on every lease.
 */
async function claimJobs(
  db: DbOrTx,
  input: { name: string; max: number; leaseSeconds: number; languages?: string[]; kinds: readonly JobKind[] },
  now: Date,
): Promise<JobRow[]> {
  const { name, max, leaseSeconds, languages, kinds } = input;
  const byLanguage = languages !== undefined && languages.length > 0;
  const rows = await (byLanguage ? claimInLanguages : claimAny)(db, {
    name,
    max,
    kinds: [...kinds],
    ...(byLanguage ? { languages: [...languages] } : {}),
    now,
    leaseExpiresAt: inSeconds(now, leaseSeconds),
  });
  // The update returns its rows in no particular order: the subquery's order is the one to keep.
  const waiting = (row: JobRow) => (row.kind === 'judge' ? 1 : 0);
  return rows.sort((a, b) => waiting(a) - waiting(b) || a.id - b.id);
}

/**
 * Turns claimed rows into runner jobs, dropping jobs nobody needs and giving up on poison jobs.
 * A remote job reserves its account as it is built: when every account is busy it goes back to
 * the queue for a few seconds, and a judge without a usable account fails the submission.
 */
async function prepareJobs(platform: Platform, name: string, rows: JobRow[]): Promise<RunnerJob[]> {
  const jobs: RunnerJob[] = [];
  for (const row of rows) {
    const ref = parseJudgeJobMessage(row.payload);
    if (ref?.kind === 'remote') {
      if (row.deliveries > MAX_DELIVERIES) {
        await giveUp(platform, name, ref, row.id, row.deliveries - 1);
        continue;
      }
      const built = await buildRemoteJob(platform, ref, row.id, name);
      if (built.outcome === 'job') jobs.push(built.job);
      else if (built.outcome === 'busy') {
        await deferRemoteJob(platform.db, row.id, platform.clock.now(), built.retryAfterMs);
      } else await finishJob(platform.db, row.id);
      continue;
    }
    const job = ref ? await buildRunnerJob(platform.db, ref, row.id) : null;
    if (!job || !ref) {
      await finishJob(platform.db, row.id);
      continue;
    }
    if (row.deliveries > MAX_DELIVERIES) {
      await giveUp(platform, name, ref, row.id, row.deliveries - 1);
      continue;
    }
    jobs.push(job);
  }
  return jobs;
}

async function giveUp(
  platform: Platform,
  name: string,
  ref: JudgeJobMessage,
  jobId: number,
  failures: number,
) {
  const message =
    ref.kind === 'remote'
      ? `The remote judge runner stopped ${failures} times while sending or polling this; it was given up. Resubmit to try again.`
      : `The judge runner stopped ${failures} times while judging this; it was given up.`;
  platform.log.error('judge job given up after repeated runner failures', { ref, jobId });
  await recordSystemError(platform, { name, jobId, ref, message });
}

/**
 * Ends a job with System Error through the same result path a runner uses, so it counts only
 * for the job's current attempt while that attempt is still in flight and the statistics stay
 * right. Returns whether anything changed.
 */
export function recordSystemError(
  platform: Platform,
  {
    name,
    jobId,
    ref,
    message,
  }: { name: string; jobId: number | null; ref: JudgeJobMessage; message: string },
): Promise<boolean> {
  const common = { name, jobId, attempt: ref.attempt };
  switch (ref.kind) {
    case 'judge':
      return recordJudgeResult(platform, {
        ...common,
        kind: 'judge',
        submitId: ref.submitId,
        status: JudgeStatus.SYSTEM_ERROR,
        time: null,
        memory: null,
        score: null,
        errorMessage: message,
        cases: [],
      });
    case 'test':
      return recordTestResult(platform, {
        ...common,
        kind: 'test',
        testKey: ref.testKey,
        status: JudgeStatus.SYSTEM_ERROR,
        time: null,
        memory: null,
        userOutput: null,
        stderr: message,
      });
    case 'compile':
      return recordCompileResult(platform, {
        ...common,
        kind: 'compile',
        compileKey: ref.compileKey,
        ok: false,
        message,
      });
    case 'remote':
      // The user can do something about a remote submission that never got through: resubmit.
      return failRemoteJob(platform, { name, jobId, ref, message });
  }
}

/** Leases jobs for a runner, holding the request up to `waitMs` while the queue is empty. */
export async function leaseJobs(
  platform: Platform,
  input: z.output<typeof leaseRequest>,
  signal?: AbortSignal,
): Promise<RunnerJob[]> {
  const deadline = Date.now() + input.waitMs;
  for (;;) {
    const rows = await claimJobs(platform.db, input, platform.clock.now());
    if (rows.length > 0) {
      const jobs = await prepareJobs(platform, input.name, rows);
      if (jobs.length > 0) return jobs;
      continue;
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0 || signal?.aborted) return [];
    // A job taken ahead waits for a busy slot: a runner with an idle slot is woken first.
    await waitForJob(Math.min(remaining, LEASE_POLL_MS), input.kinds, { ahead: input.ahead, signal });
  }
}

/** A runner shutting down gives its leases back so another runner takes them at once. */
export async function releaseJobs(
  platform: Platform,
  name: string,
  jobIds: number[] | undefined,
): Promise<number> {
  const { db, clock } = platform;
  const released = await db
    .update(judgeJob)
    .set({
      state: 'queued',
      leaseOwner: null,
      leaseExpiresAt: null,
      availableAt: clock.now(),
      deliveries: sql`greatest(0, ${judgeJob.deliveries} - 1)`,
    })
    .where(
      and(
        eq(judgeJob.state, 'leased'),
        eq(judgeJob.leaseOwner, name),
        jobIds === undefined ? undefined : inArray(judgeJob.id, jobIds.length > 0 ? jobIds : [-1]),
      ),
    )
    .returning({ id: judgeJob.id });
  if (jobIds === undefined) {
    await db
      .update(judgeServer)
      .set({ status: RUNNER_STOPPED, taskNumber: 0 })
      .where(eq(judgeServer.name, name));
    await refreshLanguageAvailability(db, clock.now());
  }
  return released.length;
}

/** The runner says it is compiling or judging a submission; ignored for stale attempts. */
export async function reportProgress(
  platform: Platform,
  input: z.output<typeof progressRequest>,
): Promise<boolean> {
  const updated = await platform.db
    .update(submission)
    .set({ status: input.status, judger: input.name })
    .where(
      and(
        eq(submission.submitId, input.submitId),
        eq(submission.judgeAttempt, input.attempt),
        inArray(submission.status, [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING]),
      ),
    )
    .returning({ submitId: submission.submitId });
  return updated.length > 0;
}

export interface JobForRef {
  /** Null when the job no longer needs doing: the runner acknowledges the message. */
  job: RunnerJob | null;
  /** Set when a remote job must wait for a free account: the runner retries the message this much later. */
  retryAfterMs: number | null;
}

/**
 * The job a Cloudflare queue message names. A remote job reserves its account as on the
 * server's own queue; when every account is busy the runner is told to retry the message later.
 */
export async function jobForRef(platform: Platform, ref: JudgeJobMessage, name: string): Promise<JobForRef> {
  if (ref.kind !== 'remote') return { job: await buildRunnerJob(platform.db, ref, null), retryAfterMs: null };
  const built = await buildRemoteJob(platform, ref, null, name);
  if (built.outcome === 'job') return { job: built.job, retryAfterMs: null };
  return { job: null, retryAfterMs: built.outcome === 'busy' ? built.retryAfterMs : null };
}

/**
 * Writes a verdict, its case results and every statistic in one transaction. Idempotent: only
 * the first result for the submission's current attempt counts.
 */
export async function recordJudgeResult(platform: Platform, result: JudgeResultRequest): Promise<boolean> {
  const judgedUid = await writeJudgeResult(platform, result);
  // After the commit, so a status read again cannot find the verdict missing.
  if (judgedUid !== null) forgetUserStatus(platform.db, judgedUid);
  return judgedUid !== null;
}

/** The submission a verdict is for, locked, with what the verdict needs of its problem. */
const lockVerdictSubject = preparedStatement('lock_verdict_subject', (db) =>
  db
    .select({ sub: verdictSubmissionColumns, prob: verdictProblemColumns })
    .from(submission)
    .leftJoin(problem, eq(problem.id, submission.pid))
    .where(eq(submission.submitId, sql.placeholder('submitId')))
    .for('update', { of: submission }),
);

/**
 * The submission's lock decides: a duplicate finds it final, a stale attempt finds a newer
 * attempt number, so the job row need not be locked or read. The accepted verdict retires the
 * submission's jobs (this one included) in writeVerdict; a refused one ends only this job.
 * Answers whose verdict was recorded (their statuses to forget), or null.
 */
async function writeJudgeResult(platform: Platform, result: JudgeResultRequest): Promise<string | null> {
  return platform.db.transaction(async (tx) => {
    const [row] = await lockVerdictSubject(tx, { submitId: result.submitId });
    const decision = row ? decideDelivery(row.sub, result) : 'gone';
    if (!row || decision !== 'accept') {
      if (result.jobId !== null && decision !== 'not-a-verdict') await finishJob(tx, result.jobId);
      if (decision === 'not-a-verdict')
        platform.log.warn('runner reported a status that is not a verdict', { result });
      return null;
    }
    const { sub, prob } = row;
    await writeVerdict(
      tx,
      sub,
      {
        status: result.status,
        time: result.time,
        memory: result.memory,
        errorMessage: result.errorMessage,
        judger: result.name,
        cases: result.cases,
        scoreOf: (p) => (p.type === 1 ? (result.score ?? 0) : null),
      },
      prob,
    );
    return sub.uid;
  });
}

export async function recordTestResult(platform: Platform, result: TestResultRequest): Promise<boolean> {
  return platform.db.transaction(async (tx) => {
    const job = await lockJob(tx, result.jobId);
    if (job && job.state === 'done') return false;
    const updated = await tx
      .update(testJudge)
      .set({
        status: result.status,
        time: result.time,
        memory: result.memory,
        userOutput: storable(result.userOutput),
        stderr: storable(result.stderr),
      })
      .where(
        and(
          eq(testJudge.key, result.testKey),
          inArray(testJudge.status, [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING]),
        ),
      )
      .returning({ key: testJudge.key });
    if (job) await finishJob(tx, job.id);
    return updated.length > 0;
  });
}

export async function recordCompileResult(
  platform: Platform,
  result: CompileResultRequest,
): Promise<boolean> {
  return platform.db.transaction(async (tx) => {
    const job = await lockJob(tx, result.jobId);
    if (job && job.state === 'done') return false;
    const updated = await tx
      .update(checkerCompile)
      .set({ status: result.ok ? 'ok' : 'failed', message: storable(result.message) })
      .where(and(eq(checkerCompile.key, result.compileKey), eq(checkerCompile.status, 'pending')))
      .returning({ key: checkerCompile.key });
    if (job) await finishJob(tx, job.id);
    return updated.length > 0;
  });
}

/** POST /api/judge-server/result: a judge verdict, a self-test outcome, a checker compile or a remote run's end. */
export async function recordResult(
  platform: Platform,
  result: z.output<typeof resultRequest>,
): Promise<boolean> {
  if (result.kind === 'judge') return recordJudgeResult(platform, result);
  if (result.kind === 'test') return recordTestResult(platform, result);
  if (result.kind === 'remote') return recordRemoteResult(platform, result);
  return recordCompileResult(platform, result);
}

/**
 * POST /api/judge-server/result-and-lease: the result first (committed on its own, so a lease
 * that fails cannot lose it), then jobs for the runner's open places without waiting.
 */
export async function recordResultAndLease(
  platform: Platform,
  result: z.output<typeof resultRequest>,
  lease: z.output<typeof leaseRequest>,
): Promise<ResultAndLeaseResponse> {
  const accepted = await recordResult(platform, result);
  const jobs = await leaseJobs(platform, { ...lease, waitMs: 0 });
  return { accepted, jobs };
}

/** GET /api/judge-server/testcase/:hash: a test data file, only by the hash of some problem's case. */
export async function openTestcase(platform: Platform, hash: string): Promise<StoredFile> {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw badRequest('hash must be a sha256 in lowercase hex');
  if (!(await isKnownTestcase(platform.db, hash))) throw notFound('No problem has test data with this hash');
  const file = await platform.files.get(`testcase/${hash}`);
  if (!file) throw notFound('The test data file is missing from the file store');
  return file;
}

async function isKnownTestcase(db: DbOrTx, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: problemCase.id })
    .from(problemCase)
    .where(or(eq(problemCase.inputHash, hash), eq(problemCase.outputHash, hash)))
    .limit(1);
  return row !== undefined;
}
