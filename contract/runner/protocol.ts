import { z } from 'zod';
import { ID_MAX, text } from '../common/fields';
import { JUDGE_CASE_MODES, JUDGE_MODES } from '../judge-status';
import { REMOTE_JUDGES } from '../remote-judge';

/**
 * The protocol between the server and its judge runners (`/api/judge-server/*`, not part of the
 * public contract): heartbeats, leases, the jobs a runner receives and the results it sends.
 * What a queue message carries is in queue-message.ts.
 */

/** A row id (a job, a submission, a test case): a Postgres integer. */
const rowId = z.number().int().min(1).max(ID_MAX);
/** Judge attempts count from 1 and are stored in an integer column. */
const attempt = z.number().int().min(1).max(ID_MAX);
/** A status, score or group number of a result: stored in an integer column. */
const int32 = z
  .number()
  .int()
  .min(-ID_MAX - 1)
  .max(ID_MAX);
/** A time (ms) or memory (KB) of a result: stored in an integer column. */
const usage = z.number().int().min(0).max(ID_MAX);
/** A runner's name, as it registers and as results name it. */
const runnerName = text('name', { max: 100, trim: true }).min(1, 'name is required');
/** The longest run id a remote judge may give (the submission stores it). */
export const REMOTE_RUN_ID_MAX = 100;

/** Every kind of queued job (queue-message.ts). */
export const JOB_KINDS = ['judge', 'test', 'compile', 'remote'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
/** The kinds a sandbox runner judges on its own machine. */
export const LOCAL_JOB_KINDS = ['judge', 'test', 'compile'] as const satisfies readonly JobKind[];

/** How a runner authenticates: `Authorization: Runner <token>` (Bearer is accepted as well). */
export const RUNNER_AUTH_SCHEME = 'Runner';

export const runnerLanguageSchema = z.object({
  name: text('language name', { max: 100 }).min(1),
  /** e.g. "GCC 12.2.0 (C++17)". */
  description: text('language description', { max: 200 }),
});

export const heartbeatRequest = z.object({
  name: runnerName,
  host: text('host', { max: 255 }).default(''),
  version: text('version', { max: 50 }).default(''),
  cores: z.number().int().min(1).max(4096),
  concurrency: z.number().int().min(1).max(4096),
  /** Percent. */
  cpuUsage: z.number().min(0).max(100).nullable(),
  /** Percent. */
  memoryUsage: z.number().min(0).max(100).nullable(),
  languages: z.array(runnerLanguageSchema).max(200),
  missingProtections: z.array(text('missingProtections', { max: 100 })).max(50),
  /** Leases the runner is working on; the server extends them. */
  activeJobIds: z.array(rowId).max(4096).default([]),
  /** First heartbeat after a start: any lease held under this name belongs to a dead process. */
  starting: z.boolean().default(false),
  leaseSeconds: z.number().int().min(2).max(3600).default(60),
});
export type HeartbeatRequest = z.input<typeof heartbeatRequest>;

/**
 * POST /api/judge-server/start-failed: a runner that cannot start (no sandbox helper, its slots
 * held by another runner, no toolchain) says why before it exits, so the admin dashboard shows it
 * instead of submissions waiting with no explanation. Its next heartbeat clears it.
 */
export const startFailedRequest = z.object({
  name: runnerName,
  host: text('host', { max: 255 }).default(''),
  version: text('version', { max: 50 }).default(''),
  error: text('error', { max: 2000 }),
});
export type StartFailedRequest = z.input<typeof startFailedRequest>;

export interface HeartbeatResponse {
  /** Of the activeJobIds, those the runner should stop (cancelled, rejudged, or leased elsewhere). */
  abandon: number[];
  heartbeatSeconds: number;
}

export const leaseRequest = z.object({
  name: runnerName,
  /** Free slots. */
  max: z.number().int().min(1).max(64),
  /** Long poll: how long the server may hold the request when no job is ready. */
  waitMs: z.number().int().min(0).max(30_000).default(0),
  /** Visibility timeout of the lease; renewed by heartbeats. */
  leaseSeconds: z.number().int().min(2).max(3600).default(60),
  /**
   * Every slot of the runner is busy: the jobs will wait there for one. When a job is queued while
   * the request waits, runners with an idle slot get the first pick.
   */
  ahead: z.boolean().default(false),
  /** Languages the runner can run: it is given only jobs in these (all jobs when absent). */
  languages: z
    .array(text('languages', { max: 100 }))
    .max(200)
    .optional(),
  /**
   * The kinds of job the runner takes. A sandbox runner takes judge, test and compile jobs (the
   * default, so older runners never receive remote work); a remote runner takes `remote` jobs.
   */
  kinds: z
    .array(z.enum(JOB_KINDS))
    .min(1)
    .max(JOB_KINDS.length)
    .default([...LOCAL_JOB_KINDS]),
});

export const releaseRequest = z.object({
  name: runnerName,
  /** The leases to give back; all of this runner's when absent. */
  jobIds: z.array(rowId).max(4096).optional(),
});

export const judgeCaseModeSchema = z.enum(JUDGE_CASE_MODES);
export const judgeModeSchema = z.enum(JUDGE_MODES);

export const caseManifestEntry = z.object({
  caseId: z.number().int(),
  /** Position from 1. */
  seq: z.number().int(),
  inputName: z.string(),
  outputName: z.string(),
  inputHash: z.string().regex(/^[0-9a-f]{64}$/),
  outputHash: z.string().regex(/^[0-9a-f]{64}$/),
  inputSize: z.number().int(),
  outputSize: z.number().int(),
  score: z.number().int().nullable(),
  groupNum: z.number().int().nullable(),
});
export type CaseManifestEntry = z.infer<typeof caseManifestEntry>;

export const sourceCodeSchema = z.object({ language: z.string(), code: z.string() });

/** What a runner needs of a problem: limits, modes, files, checker and the case manifest. */
export const problemJudgeSpec = z.object({
  pid: z.number().int(),
  /** 0 ACM, 1 OI. */
  type: z.number().int(),
  timeLimitMs: z.number().int().positive(),
  memoryLimitMb: z.number().int().positive(),
  stackLimitMb: z.number().int().positive(),
  judgeMode: judgeModeSchema,
  judgeCaseMode: judgeCaseModeSchema,
  isRemoveEndBlank: z.boolean(),
  /** Full score of an OI problem. */
  ioScore: z.number().int(),
  isFileIo: z.boolean(),
  ioReadFileName: z.string().nullable(),
  ioWriteFileName: z.string().nullable(),
  /** File name → content, put beside the user's program. */
  userExtraFiles: z.record(z.string(), z.string()),
  /** File name → content, put beside the checker or interactor. */
  judgeExtraFiles: z.record(z.string(), z.string()),
  /** The special judge or interactor; null for the default judge mode. */
  checker: sourceCodeSchema.nullable(),
  caseVersion: z.string(),
  cases: z.array(caseManifestEntry),
});
export type ProblemJudgeSpec = z.infer<typeof problemJudgeSpec>;

/** The limits and files a self-test needs (no test data, no checker). */
export const problemRunSpec = problemJudgeSpec.pick({
  pid: true,
  timeLimitMs: true,
  memoryLimitMb: true,
  stackLimitMb: true,
  judgeMode: true,
  isRemoveEndBlank: true,
  isFileIo: true,
  ioReadFileName: true,
  ioWriteFileName: true,
  userExtraFiles: true,
});
export type ProblemRunSpec = z.infer<typeof problemRunSpec>;

/**
 * A submission to send to a remote judge. The server reserves one of the site's accounts on that
 * judge for the submission and hands it over with the job; the account stays reserved until the
 * verdict is recorded. `remoteRunId` is set when an earlier delivery already submitted (the runner
 * died while polling): the runner then only polls that run, so nothing is submitted twice.
 */
export const remoteRunnerJob = z.object({
  kind: z.literal('remote'),
  jobId: rowId.nullable(),
  submitId: rowId,
  attempt,
  judge: z.enum(REMOTE_JUDGES),
  /** The judge's origin: its public site or, where the deployment says so, a stand-in. */
  baseUrl: z.string().url(),
  /** The problem's id on that judge (`1A`, `abc100_a`). */
  remoteProblemId: z.string().min(1).max(100),
  /** The language as the judge names it (our language row's name). */
  language: z.string(),
  code: z.string(),
  account: z.object({ id: rowId, username: z.string(), password: z.string() }),
  remoteRunId: z.string().max(REMOTE_RUN_ID_MAX).nullable(),
});

/** A job as a runner receives it. `jobId` names the lease on the server's own queue; null otherwise. */
export const runnerJobSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('judge'),
    jobId: rowId.nullable(),
    submitId: rowId,
    attempt,
    language: z.string(),
    code: z.string(),
    problem: problemJudgeSpec,
  }),
  z.object({
    kind: z.literal('test'),
    jobId: rowId.nullable(),
    testKey: z.string(),
    attempt,
    language: z.string(),
    code: z.string(),
    input: z.string(),
    expectedOutput: z.string().nullable(),
    problem: problemRunSpec,
  }),
  z.object({
    kind: z.literal('compile'),
    jobId: rowId.nullable(),
    compileKey: z.string(),
    attempt,
    language: z.string(),
    code: z.string(),
    extraFiles: z.record(z.string(), z.string()),
  }),
  remoteRunnerJob,
]);
export type RunnerJob = z.infer<typeof runnerJobSchema>;
export type RemoteRunnerJob = z.infer<typeof remoteRunnerJob>;
export type JudgeRunnerJob = Extract<RunnerJob, { kind: 'judge' }>;
export type TestRunnerJob = Extract<RunnerJob, { kind: 'test' }>;
export type CompileRunnerJob = Extract<RunnerJob, { kind: 'compile' }>;

export interface LeaseResponse {
  jobs: RunnerJob[];
}

export const progressRequest = z.object({
  name: runnerName,
  jobId: rowId.nullable().default(null),
  submitId: rowId,
  attempt,
  /** 6 Compiling or 7 Judging. */
  status: z.union([z.literal(6), z.literal(7)]),
});

/** The longest message or output a result carries. */
export const MESSAGE_MAX = 64 * 1024;

export const caseResultSchema = z.object({
  caseId: rowId.nullable(),
  seq: int32,
  status: int32,
  time: usage,
  memory: usage,
  score: int32.nullable(),
  groupNum: int32.nullable(),
  inputName: text('inputName', { max: 255 }).nullable(),
  outputName: text('outputName', { max: 255 }).nullable(),
  /** The head of the program's output (WA/PE), for the case view. */
  userOutput: z.string().max(MESSAGE_MAX).nullable(),
  /** Checker, interactor or runtime message. */
  message: z.string().max(MESSAGE_MAX).nullable(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;

export const judgeResultRequest = z.object({
  kind: z.literal('judge'),
  name: runnerName,
  jobId: rowId.nullable().default(null),
  submitId: rowId,
  attempt,
  status: int32,
  time: usage.nullable(),
  memory: usage.nullable(),
  score: usage.nullable(),
  errorMessage: z.string().max(MESSAGE_MAX).nullable(),
  cases: z.array(caseResultSchema).max(10_000),
});
export type JudgeResultRequest = z.infer<typeof judgeResultRequest>;

export const testResultRequest = z.object({
  kind: z.literal('test'),
  name: runnerName,
  jobId: rowId.nullable().default(null),
  testKey: text('testKey', { max: 100 }),
  attempt,
  status: int32,
  time: usage.nullable(),
  memory: usage.nullable(),
  userOutput: z.string().max(MESSAGE_MAX).nullable(),
  stderr: z.string().max(MESSAGE_MAX).nullable(),
});
export type TestResultRequest = z.infer<typeof testResultRequest>;

export const compileResultRequest = z.object({
  kind: z.literal('compile'),
  name: runnerName,
  jobId: rowId.nullable().default(null),
  compileKey: text('compileKey', { max: 100 }),
  attempt,
  ok: z.boolean(),
  message: z.string().max(MESSAGE_MAX).nullable(),
});
export type CompileResultRequest = z.infer<typeof compileResultRequest>;

/**
 * POST /api/judge-server/remote-submitted: the judge took the submission under `remoteRunId`.
 * Recorded at once (status Judging, the run id and the account on the submission), so a runner
 * that dies while polling is followed by one that polls the same run instead of submitting again.
 */
export const remoteSubmittedRequest = z.object({
  name: runnerName,
  jobId: rowId.nullable().default(null),
  submitId: rowId,
  attempt,
  accountId: rowId,
  remoteRunId: text('remoteRunId', { max: REMOTE_RUN_ID_MAX }).min(1),
});
export type RemoteSubmittedRequest = z.input<typeof remoteSubmittedRequest>;

/**
 * The end of a remote job:
 * - `verdict`: the judge's verdict, mapped to our status (time, memory, compile message);
 * - `submit-failed`: the judge could not take or judge it (down, slow, refused, unreadable):
 *   Submitted Failed with `errorMessage` as the reason; the user may resubmit;
 * - `login-failed`: the account could not log in: it is marked and skipped from now on, and the
 *   job goes back to the queue for another account (Submitted Failed when none is left).
 * The account is released in every case.
 */
export const remoteResultRequest = z.object({
  kind: z.literal('remote'),
  name: runnerName,
  jobId: rowId.nullable().default(null),
  submitId: rowId,
  attempt,
  accountId: rowId,
  outcome: z.enum(['verdict', 'submit-failed', 'login-failed']),
  status: int32,
  time: usage.nullable(),
  memory: usage.nullable(),
  errorMessage: z.string().max(MESSAGE_MAX).nullable(),
  remoteRunId: text('remoteRunId', { max: REMOTE_RUN_ID_MAX }).nullable(),
});
export type RemoteResultRequest = z.infer<typeof remoteResultRequest>;

export const resultRequest = z.discriminatedUnion('kind', [
  judgeResultRequest,
  testResultRequest,
  compileResultRequest,
  remoteResultRequest,
]);
export type ResultRequest = z.input<typeof resultRequest>;

export interface ResultResponse {
  /** False when the result was ignored: a stale attempt, a duplicate, or a cancelled job. */
  accepted: boolean;
}

/**
 * POST /api/judge-server/result-and-lease: a job's result, and jobs for the places its end opened,
 * in one round trip. The lease part never waits: with nothing queued it answers at once and the
 * runner long-polls with /lease as usual.
 */
export const resultAndLeaseRequest = z.object({ result: resultRequest, lease: leaseRequest });
export type ResultAndLeaseRequest = z.input<typeof resultAndLeaseRequest>;

export interface ResultAndLeaseResponse extends ResultResponse, LeaseResponse {}
