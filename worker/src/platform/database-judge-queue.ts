import { judgeJob } from '../db/schema';
import type { DbOrTx } from './db';
import type { JudgeJobMessage, JudgeQueue } from './judge-queue';

/**
 * The judge queue of the embedded default: a row in `judge_job`, written in the caller's
 * transaction so a submission and its job commit together. Runners lease rows through
 * /api/judge-server (see domains/judge).
 */
export const databaseJudgeQueue: JudgeQueue = {
  leasesFromDatabase: true,
  async enqueue(db: DbOrTx, job: JudgeJobMessage) {
    await db.insert(judgeJob).values({
      kind: job.kind,
      submitId: job.submitId ?? null,
      testKey: job.testKey ?? null,
      attempt: job.attempt,
      payload: job,
    });
  },
};
