import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, timestamps } from './common';

/**
 * Owned by the judge area (domains/judge): it creates submissions, judges them and keeps the
 * queue, the self-tests, the checker compiles and the runners. The submission area only reads
 * these tables (lists, details) and keeps its own page caches. A renamed problem reaches its
 * submissions through the problem hooks app.ts builds from domains/judge/index.ts. The queue
 * adapters (platform/, cloudflare/) are the judge's ports onto judge_job.
 */

/**
 * A submission ("judge" in HOJ). `judgeAttempt` grows on every (re)judge; a runner's result
 * carries the attempt it judged, so duplicate and stale deliveries are ignored.
 */
export const submission = pgTable(
  'submission',
  {
    submitId: id(),
    pid: integer().notNull(),
    displayPid: text().notNull(),
    uid: text().notNull(),
    username: text().notNull(),
    submitTime: at().notNull().defaultNow(),
    status: integer().notNull().default(5),
    share: boolean().notNull().default(false),
    errorMessage: text(),
    /** ms of the slowest case */
    time: integer(),
    /** KB of the largest case */
    memory: integer(),
    score: integer(),
    oiRankScore: integer(),
    length: integer().notNull(),
    code: text().notNull(),
    language: text().notNull(),
    /** 0 outside contests. */
    cid: integer().notNull().default(0),
    /** The contest_problem row when in a contest. */
    cpid: integer(),
    /** The training it was submitted from, if any. */
    tid: integer(),
    gid: integer(),
    judger: text(),
    ip: text(),
    isManual: boolean().notNull().default(false),
    isRemote: boolean().notNull().default(false),
    judgeAttempt: integer().notNull().default(1),
    /** A remote problem's run id on its judge, once the judge took the submission (HOJ's vjudgeSubmitId). */
    vjudgeSubmitId: text(),
    /** The site's account on the remote judge that submitted it (HOJ's vjudgeUsername; shown to admins). */
    vjudgeUsername: text(),
    ...timestamps,
  },
  (t) => [
    index('submission_public_list_idx').on(t.submitId.desc()).where(sql`${t.cid} = 0 and ${t.gid} is null`),
    index('submission_uid_idx').on(t.uid, t.submitId.desc()),
    index('submission_pid_idx').on(t.pid, t.submitId.desc()),
    index('submission_status_idx').on(t.status, t.submitId.desc()),
    /**
     * Only the submissions still being judged (PENDING_STATUSES: pending, compiling, judging), so
     * a user's per-problem status finds theirs in a few entries however many they have judged.
     */
    index('submission_pending_idx').on(t.uid, t.pid).where(sql`${t.status} in (5, 6, 7)`),
    index('submission_cid_idx').on(t.cid, t.submitId.desc()),
    index('submission_gid_idx').on(t.gid, t.submitId.desc()),
    index('submission_time_idx').on(t.submitTime),
  ],
);

/** Per-test-case result of a submission. */
export const judgeCase = pgTable(
  'judge_case',
  {
    id: id(),
    submitId: integer()
      .notNull()
      .references(() => submission.submitId, { onDelete: 'cascade' }),
    uid: text().notNull(),
    pid: integer().notNull(),
    caseId: integer(),
    /** Position in the case list, from 1. */
    seq: integer().notNull(),
    status: integer().notNull(),
    time: integer(),
    memory: integer(),
    score: integer(),
    groupNum: integer(),
    /** default, subtask_lowest, subtask_average, ergodic_without_error. */
    mode: text().notNull().default('default'),
    inputData: text(),
    outputData: text(),
    /** The head of the user's output, kept for the case result view. */
    userOutput: text(),
    /** Checker or runtime message, trimmed. */
    message: text(),
    ...timestamps,
  },
  (t) => [index('judge_case_submit_idx').on(t.submitId, t.seq)],
);

/**
 * The Postgres-backed judge queue of the embedded default. A runner leases a job with
 * FOR UPDATE SKIP LOCKED; a lease that is not renewed by heartbeats expires and the job is
 * leased again.
 */
export const judgeJob = pgTable(
  'judge_job',
  {
    id: id(),
    /** judge, test (the online self-test) or compile (an admin's checker compile). */
    kind: text().notNull().default('judge'),
    submitId: integer(),
    testKey: text(),
    attempt: integer().notNull().default(1),
    payload: jsonb().notNull(),
    /** queued, leased, done */
    state: text().notNull().default('queued'),
    leaseOwner: text(),
    leaseExpiresAt: at(),
    deliveries: integer().notNull().default(0),
    availableAt: at().notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('judge_job_ready_idx').on(t.state, t.availableAt, t.id),
    index('judge_job_submit_idx').on(t.submitId),
  ],
);

/** The online self-test (spec 1 §5): user input, optional expected output, polled by key. */
export const testJudge = pgTable(
  'test_judge',
  {
    key: text().primaryKey(),
    uid: text().notNull(),
    pid: integer().notNull(),
    language: text().notNull(),
    code: text().notNull(),
    userInput: text().notNull(),
    expectedOutput: text(),
    /** public, contest or group. */
    type: text().notNull().default('public'),
    status: integer().notNull().default(5),
    userOutput: text(),
    stderr: text(),
    time: integer(),
    memory: integer(),
    problemJudgeMode: text().notNull().default('default'),
    expiresAt: at().notNull(),
    ...timestamps,
  },
  (t) => [
    index('test_judge_uid_idx').on(t.uid, t.gmtCreate),
    index('test_judge_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A compile of a special judge or interactor asked for by the problem editor; the admin endpoint
 * waits for a runner to fill in the outcome.
 */
export const checkerCompile = pgTable(
  'checker_compile',
  {
    key: text().primaryKey(),
    language: text().notNull(),
    code: text().notNull(),
    /** File name → content, beside the source (e.g. testlib.h). */
    extraFiles: jsonb().notNull().default({}),
    /** pending, ok or failed. */
    status: text().notNull().default('pending'),
    message: text(),
    expiresAt: at().notNull(),
    ...timestamps,
  },
  (t) => [index('checker_compile_expires_idx').on(t.expiresAt)],
);

/** A judge runner as last reported by its heartbeat (admin dashboard, language offer). */
export const judgeServer = pgTable('judge_server', {
  id: id(),
  name: text().notNull().unique(),
  host: text().notNull(),
  version: text(),
  cpuCore: integer().notNull().default(1),
  taskNumber: integer().notNull().default(0),
  maxTaskNumber: integer().notNull().default(1),
  cpuUsage: integer(),
  memoryUsage: integer(),
  languages: jsonb().notNull().default([]),
  /** Protections the sandbox could not apply on that machine. */
  missingProtections: jsonb().notNull().default([]),
  /** Why the runner could not start (sandbox helper, slots, toolchains), until it starts; null when it did. */
  startError: text(),
  isRemote: boolean().notNull().default(false),
  status: integer().notNull().default(0),
  lastHeartbeat: at().notNull().defaultNow(),
  ...timestamps,
});
