import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { JudgeStatus } from '@contract/judge-status';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEAD_LETTER_JUDGER, GAVE_UP_MESSAGE } from '../src/cloudflare/dead-letter';
import worker from '../src/cloudflare/index';
import { OUTBOX_STATE } from '../src/cloudflare/queue-judge-queue';
import { cacheEntry, judgeJob, submission, testJudge } from '../src/db/schema';
import { randomId } from '../src/lib/random';
import { insertPendingSubmission, openTestDatabase, testEnv } from './support/helpers';

const database = openTestDatabase();
afterAll(() => database.close());

const submissionState = async (submitId: number) => {
  const [row] = await database.db
    .select({ status: submission.status, errorMessage: submission.errorMessage, judger: submission.judger })
    .from(submission)
    .where(eq(submission.submitId, submitId));
  return row;
};

describe('dead-letter queue consumer', () => {
  async function deliver(bodies: unknown[]) {
    const batch = createMessageBatch(
      'judge-jobs-dlq',
      bodies.map((body, i) => ({ id: `m${i}-${randomId(4)}`, timestamp: new Date(), attempts: 1, body })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch as never, testEnv);
    return { ids: batch.messages.map((m) => m.id), result: await getQueueResult(batch, ctx) };
  }

  it('ends a submission still pending at the same attempt with System Error', async () => {
    const { submitId } = await insertPendingSubmission(database.db, 2);
    const { ids, result } = await deliver([{ kind: 'judge', submitId, attempt: 2, enqueuedAt: Date.now() }]);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    expect(await submissionState(submitId)).toEqual({
      status: JudgeStatus.SYSTEM_ERROR,
      errorMessage: GAVE_UP_MESSAGE,
      judger: DEAD_LETTER_JUDGER,
    });
  });

  it('leaves a submission alone when a rejudge started a newer attempt or a verdict arrived', async () => {
    const rejudged = await insertPendingSubmission(database.db, 3);
    const judged = await insertPendingSubmission(database.db, 1);
    await database.db
      .update(submission)
      .set({ status: JudgeStatus.ACCEPTED })
      .where(eq(submission.submitId, judged.submitId));

    const { ids, result } = await deliver([
      { kind: 'judge', submitId: rejudged.submitId, attempt: 2, enqueuedAt: Date.now() },
      { kind: 'judge', submitId: judged.submitId, attempt: 1, enqueuedAt: Date.now() },
    ]);
    expect(result.explicitAcks).toEqual(ids);
    expect((await submissionState(rejudged.submitId))?.status).toBe(JudgeStatus.PENDING);
    expect((await submissionState(judged.submitId))?.status).toBe(JudgeStatus.ACCEPTED);
  });

  it('ends a pending self-test with System Error', async () => {
    const key = randomId(8);
    const { uid, pid } = await insertPendingSubmission(database.db);
    await database.db.insert(testJudge).values({
      key,
      uid,
      pid,
      language: 'C++',
      code: 'int main() {}',
      userInput: '1 2',
      expiresAt: new Date(Date.now() + 600_000),
    });
    await deliver([{ kind: 'test', testKey: key, attempt: 1, enqueuedAt: Date.now() }]);
    const [row] = await database.db
      .select({ status: testJudge.status, stderr: testJudge.stderr })
      .from(testJudge)
      .where(eq(testJudge.key, key));
    expect(row).toEqual({ status: JudgeStatus.SYSTEM_ERROR, stderr: GAVE_UP_MESSAGE });
  });

  it('acknowledges a message that is not a judge job instead of retrying it forever', async () => {
    const { ids, result } = await deliver([{ hello: 'world' }, 'plain text']);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
  });
});

describe('cron trigger', () => {
  it('purges expired rows and forwards judge jobs left in the outbox', async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 600_000);
    const tag = randomId(4);
    await database.db.insert(cacheEntry).values([
      { key: `expired-${tag}`, value: 1, expiresAt: past },
      { key: `live-${tag}`, value: 2, expiresAt: future },
    ]);
    const { uid, pid, submitId } = await insertPendingSubmission(database.db);
    const selfTest = { uid, pid, language: 'C++', code: 'int main() {}', userInput: '' };
    await database.db.insert(testJudge).values([
      { ...selfTest, key: `expired-${tag}`, expiresAt: past },
      { ...selfTest, key: `live-${tag}`, expiresAt: future },
    ]);
    await database.db.insert(judgeJob).values({
      kind: 'judge',
      submitId,
      attempt: 1,
      payload: { kind: 'judge', submitId, attempt: 1, enqueuedAt: past.getTime() },
      state: OUTBOX_STATE,
      gmtCreate: new Date(Date.now() - 5 * 60_000),
    });

    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: new Date(), cron: '* * * * *' }) as never,
      testEnv,
    );
    await waitOnExecutionContext(ctx);

    const cacheKeys = await database.db
      .select({ key: cacheEntry.key })
      .from(cacheEntry)
      .where(inArray(cacheEntry.key, [`expired-${tag}`, `live-${tag}`]));
    expect(cacheKeys).toEqual([{ key: `live-${tag}` }]);
    const testKeys = await database.db
      .select({ key: testJudge.key })
      .from(testJudge)
      .where(inArray(testJudge.key, [`expired-${tag}`, `live-${tag}`]));
    expect(testKeys).toEqual([{ key: `live-${tag}` }]);
    expect(await database.db.select().from(judgeJob).where(eq(judgeJob.submitId, submitId))).toEqual([]);
  });
});
