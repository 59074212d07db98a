import { z } from 'zod';
import { JUDGE_CASE_MODES, JUDGE_MODES } from './judge-status';
import { LIMITS } from './limits';

/**
 * Judging calls: submit, self-test, resubmit, admin judge (spec 1 §5–§7), and the protocol between
 * the server and its judge runners (`/api/judge-server/*`, not part of the public contract).
 */

const idField = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be an integer`)
    .min(0, `${field} is invalid`);

const optionalId = (field: string) =>
  z
    .union([z.literal(''), idField(field)])
    .nullish()
    .transform((v) => (typeof v === 'number' ? v : 0));

/** The spec's messages for code (spec 1 §5), or null when the code may be submitted. */
export function codeProblem(code: string): string | null {
  if (code.trim().length === 0) return 'Code can not be empty';
  if (code.length > LIMITS.codeMaxLength) return `Code Length can not exceed ${LIMITS.codeMaxLength}`;
  if (code.includes('\u0000')) return 'Code can not contain NUL characters';
  return null;
}

const codeField = z
  .string({ error: 'Code can not be empty' })
  .nullish()
  .transform((v) => v ?? '');

/** Reports code problems with the spec's exact wording (an object-level issue carries no field prefix). */
function checkCode(value: { code: string }, ctx: z.RefinementCtx) {
  const problem = codeProblem(value.code);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
}

export const languageNameSchema = z
  .string({ error: 'language is required' })
  .trim()
  .min(1, 'language is required')
  .max(100, 'language is invalid');

export const submitProblemJudgeRequest = z
  .object({
    pid: idField('pid').refine((v) => v > 0, 'pid is required'),
    language: languageNameSchema,
    code: codeField,
    /** 0 or absent outside contests. */
    cid: optionalId('cid'),
    /** The training the submission comes from, if any. */
    tid: optionalId('tid'),
    /** The group of a group problem, if any. */
    gid: optionalId('gid'),
    isRemote: z.boolean().optional().default(false),
    captcha: z.string().max(20).optional().nullable(),
  })
  .superRefine(checkCode);
export type SubmitProblemJudgeRequest = z.infer<typeof submitProblemJudgeRequest>;

/** The submission as submit, resubmit and rejudge return it. */
export interface SubmissionSummary {
  submitId: number;
  pid: number;
  displayPid: string;
  uid: string;
  username: string;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  length: number;
  language: string;
  cid: number;
  gid: number | null;
  tid: number | null;
  judger: string | null;
  isManual: boolean;
  submitTime: string;
}

export const TEST_JUDGE_TYPES = ['public', 'contest', 'group'] as const;

export const testJudgeRequest = z
  .object({
    pid: idField('pid').refine((v) => v > 0, 'pid is required'),
    language: languageNameSchema,
    code: codeField,
    type: z.enum(TEST_JUDGE_TYPES, { error: 'type must be public, contest or group' }).default('public'),
    userInput: z
      .string()
      .max(LIMITS.testInputMax, `userInput must be at most ${LIMITS.testInputMax} characters`)
      .nullish()
      .transform((v) => v ?? ''),
    expectedOutput: z
      .string()
      .max(LIMITS.testInputMax * 64, 'expectedOutput is too long')
      .nullish()
      .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
    /** Sent by HOJ clients; the problem's own judge mode is what applies. */
    mode: z.string().max(50).nullish(),
    isRemoteJudge: z.boolean().nullish(),
  })
  .superRefine(checkCode);

export interface TestJudgeResult {
  status: number;
  userInput: string;
  expectedOutput: string | null;
  userOutput: string | null;
  time: number | null;
  memory: number | null;
  stderr: string | null;
  problemJudgeMode: string;
}

export const submitIdQuery = z.object({
  submitId: idField('submitId').refine((v) => v > 0, 'submitId is required'),
});

export const manualJudgeQuery = z.object({
  submitId: idField('submitId').refine((v) => v > 0, 'submitId is required'),
  status: z.coerce.number({ error: 'status must be a number' }).int('status must be an integer'),
  score: z
    .union([
      z.literal(''),
      z.coerce.number({ error: 'score must be a number' }).int('score must be an integer'),
    ])
    .nullish()
    .transform((v) => (typeof v === 'number' ? v : null))
    .refine((v) => v === null || (v >= 0 && v <= 100_000), 'score must be between 0 and 100000'),
});

export const rejudgeContestProblemQuery = z.object({
  pid: idField('pid').refine((v) => v > 0, 'pid is required'),
  cid: idField('cid').refine((v) => v > 0, 'cid is required'),
});

export interface ManualJudgeResponse {
  status: number;
  score: number | null;
  oiRankScore: number | null;
  judger: string;
}

// ---------------------------------------------------------------------------------------------
// Runner protocol

/** How a runner authenticates: `Authorization: Runner <token>` (Bearer is accepted as well). */
export const RUNNER_AUTH_SCHEME = 'Runner';

export const runnerLanguageSchema = z.object({
  name: z.string().min(1).max(100),
  /** e.g. "GCC 12.2.0 (C++17)". */
  description: z.string().max(200),
});

export const heartbeatRequest = z.object({
  name: z.string().trim().min(1, 'name is required').max(100),
  host: z.string().max(255).default(''),
  version: z.string().max(50).default(''),
  cores: z.number().int().min(1).max(4096),
  concurrency: z.number().int().min(1).max(4096),
  /** Percent. */
  cpuUsage: z.number().min(0).max(100).nullable(),
  /** Percent. */
  memoryUsage: z.number().min(0).max(100).nullable(),
  languages: z.array(runnerLanguageSchema).max(200),
  missingProtections: z.array(z.string().max(100)).max(50),
  /** Leases the runner is working on; the server extends them. */
  activeJobIds: z.array(z.number().int()).max(4096).default([]),
  /** First heartbeat after a start: any lease held under this name belongs to a dead process. */
  starting: z.boolean().default(false),
  leaseSeconds: z.number().int().min(2).max(3600).default(60),
});
export type HeartbeatRequest = z.input<typeof heartbeatRequest>;

export interface HeartbeatResponse {
  /** Of the activeJobIds, those the runner should stop (cancelled, rejudged, or leased elsewhere). */
  abandon: number[];
  heartbeatSeconds: number;
}

export const leaseRequest = z.object({
  name: z.string().trim().min(1, 'name is required').max(100),
  /** Free slots. */
  max: z.number().int().min(1).max(64),
  /** Long poll: how long the server may hold the request when no job is ready. */
  waitMs: z.number().int().min(0).max(30_000).default(0),
  /** Visibility timeout of the lease; renewed by heartbeats. */
  leaseSeconds: z.number().int().min(2).max(3600).default(60),
  /** Languages the runner can run: it is given only jobs in these (all jobs when absent). */
  languages: z.array(z.string().max(100)).max(200).optional(),
});

export const releaseRequest = z.object({
  name: z.string().trim().min(1, 'name is required').max(100),
  /** The leases to give back; all of this runner's when absent. */
  jobIds: z.array(z.number().int()).max(4096).optional(),
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

/** A job as a runner receives it. `jobId` names the lease on the server's own queue; null otherwise. */
export const runnerJobSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('judge'),
    jobId: z.number().int().nullable(),
    submitId: z.number().int(),
    attempt: z.number().int(),
    language: z.string(),
    code: z.string(),
    problem: problemJudgeSpec,
  }),
  z.object({
    kind: z.literal('test'),
    jobId: z.number().int().nullable(),
    testKey: z.string(),
    attempt: z.number().int(),
    language: z.string(),
    code: z.string(),
    input: z.string(),
    expectedOutput: z.string().nullable(),
    problem: problemRunSpec,
  }),
  z.object({
    kind: z.literal('compile'),
    jobId: z.number().int().nullable(),
    compileKey: z.string(),
    attempt: z.number().int(),
    language: z.string(),
    code: z.string(),
    extraFiles: z.record(z.string(), z.string()),
  }),
]);
export type RunnerJob = z.infer<typeof runnerJobSchema>;
export type JudgeRunnerJob = Extract<RunnerJob, { kind: 'judge' }>;
export type TestRunnerJob = Extract<RunnerJob, { kind: 'test' }>;
export type CompileRunnerJob = Extract<RunnerJob, { kind: 'compile' }>;

export interface LeaseResponse {
  jobs: RunnerJob[];
}

/** Identifies a job without a lease row: what a Cloudflare queue message carries. */
export const jobRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('judge'), submitId: z.number().int(), attempt: z.number().int() }),
  z.object({ kind: z.literal('test'), testKey: z.string().max(100), attempt: z.number().int() }),
  z.object({ kind: z.literal('compile'), compileKey: z.string().max(100), attempt: z.number().int() }),
]);
export type JobRef = z.infer<typeof jobRefSchema>;

export const progressRequest = z.object({
  name: z.string().trim().min(1).max(100),
  jobId: z.number().int().nullable().default(null),
  submitId: z.number().int(),
  attempt: z.number().int(),
  /** 6 Compiling or 7 Judging. */
  status: z.union([z.literal(6), z.literal(7)]),
});

const MESSAGE_MAX = 64 * 1024;

export const caseResultSchema = z.object({
  caseId: z.number().int().nullable(),
  seq: z.number().int(),
  status: z.number().int(),
  time: z.number().int().min(0),
  memory: z.number().int().min(0),
  score: z.number().int().nullable(),
  groupNum: z.number().int().nullable(),
  inputName: z.string().max(255).nullable(),
  outputName: z.string().max(255).nullable(),
  /** The head of the program's output (WA/PE), for the case view. */
  userOutput: z.string().max(MESSAGE_MAX).nullable(),
  /** Checker, interactor or runtime message. */
  message: z.string().max(MESSAGE_MAX).nullable(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;

export const judgeResultRequest = z.object({
  kind: z.literal('judge'),
  name: z.string().trim().min(1).max(100),
  jobId: z.number().int().nullable().default(null),
  submitId: z.number().int(),
  attempt: z.number().int(),
  status: z.number().int(),
  time: z.number().int().min(0).nullable(),
  memory: z.number().int().min(0).nullable(),
  score: z.number().int().min(0).nullable(),
  errorMessage: z.string().max(MESSAGE_MAX).nullable(),
  cases: z.array(caseResultSchema).max(10_000),
});
export type JudgeResultRequest = z.infer<typeof judgeResultRequest>;

export const testResultRequest = z.object({
  kind: z.literal('test'),
  name: z.string().trim().min(1).max(100),
  jobId: z.number().int().nullable().default(null),
  testKey: z.string().max(100),
  attempt: z.number().int(),
  status: z.number().int(),
  time: z.number().int().min(0).nullable(),
  memory: z.number().int().min(0).nullable(),
  userOutput: z.string().max(MESSAGE_MAX).nullable(),
  stderr: z.string().max(MESSAGE_MAX).nullable(),
});
export type TestResultRequest = z.infer<typeof testResultRequest>;

export const compileResultRequest = z.object({
  kind: z.literal('compile'),
  name: z.string().trim().min(1).max(100),
  jobId: z.number().int().nullable().default(null),
  compileKey: z.string().max(100),
  attempt: z.number().int(),
  ok: z.boolean(),
  message: z.string().max(MESSAGE_MAX).nullable(),
});
export type CompileResultRequest = z.infer<typeof compileResultRequest>;

export const resultRequest = z.discriminatedUnion('kind', [
  judgeResultRequest,
  testResultRequest,
  compileResultRequest,
]);
export type ResultRequest = z.input<typeof resultRequest>;

export interface ResultResponse {
  /** False when the result was ignored: a stale attempt, a duplicate, or a cancelled job. */
  accepted: boolean;
}
