import type { JudgeJobMessage } from '@contract/runner/queue-message';
import { sql } from 'drizzle-orm';
import { judgeJob } from '../db/schema';
import { type DbOrTx, preparedStatement } from './db';
import type { JudgeQueue } from './judge-queue';

/**
 * The `judge_job` row of a message, as both queues write it: the message itself is the payload;
 * the columns beside it let the lease query filter and order jobs. `test_key` holds the request
 * key of a self-test or of a checker compile (the column is older than compile jobs).
 */
export function judgeJobRow(job: JudgeJobMessage) {
  return {
    kind: job.kind,
    submitId: job.kind === 'judge' || job.kind === 'remote' ? job.submitId : null,
    testKey: job.kind === 'test' ? job.testKey : job.kind === 'compile' ? job.compileKey : null,
    attempt: job.attempt,
    payload: job,
  };
}

/** Every submission queues one: its SQL built once. */
const insertJob = preparedStatement('insert_judge_job', (db) =>
  db.insert(judgeJob).values({
    kind: sql.placeholder('kind'),
    submitId: sql.placeholder('submitId'),
    testKey: sql.placeholder('testKey'),
    attempt: sql.placeholder('attempt'),
    payload: sql.placeholder('payload'),
  }),
);

/**
 * The judge queue of the embedded default: a row in `judge_job`, written in the caller's
 * transaction so a submission and its job commit together. Runners lease rows through
 * /api/judge-server (see domains/judge).
 */
export const databaseJudgeQueue: JudgeQueue = {
  async enqueue(db: DbOrTx, job: JudgeJobMessage) {
    await insertJob(db, judgeJobRow(job));
  },
};
