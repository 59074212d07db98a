import type { JudgeJobMessage } from '@contract/runner/queue-message';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openCloudflareScope } from '../src/cloudflare/platform';
import { sweepJudgeOutbox } from '../src/cloudflare/queue-judge-queue';
import { createR2FileStore } from '../src/cloudflare/r2-file-store';
import { workerMailerTransport } from '../src/cloudflare/worker-mailer-transport';
import { judgeJob } from '../src/db/schema';
import type { SmtpSettings } from '../src/platform/mailer';
import { REFUSED_RECIPIENT } from './support/fake-smtp';
import { insertPendingSubmission, openTestDatabase, recordingQueue, testEnv } from './support/helpers';

const database = openTestDatabase();
afterAll(() => database.close());

const jobRows = (submitId: number) =>
  database.db.select({ state: judgeJob.state }).from(judgeJob).where(eq(judgeJob.submitId, submitId));

describe('R2 file store', () => {
  const files = createR2FileStore(testEnv.FILES);

  it('round-trips bytes, text and the content type', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await files.put('testcase/abc123', bytes);
    await files.put('avatar/u1.png', 'not really a png', { contentType: 'image/png' });

    expect(await files.has('testcase/abc123')).toBe(true);
    expect(await files.getBytes('testcase/abc123')).toEqual(bytes);
    const avatar = await files.get('avatar/u1.png');
    expect(avatar?.contentType).toBe('image/png');
    expect(avatar?.size).toBe(16);
    expect(await new Response(avatar!.body).text()).toBe('not really a png');
    expect((await files.get('testcase/abc123'))?.contentType).toBe('application/octet-stream');

    await files.delete('testcase/abc123');
    expect(await files.has('testcase/abc123')).toBe(false);
    expect(await files.get('testcase/abc123')).toBeNull();
    expect(await files.getBytes('testcase/abc123')).toBeNull();
  });

  it('refuses keys that climb out of their folder', async () => {
    await expect(files.put('../secrets', 'x')).rejects.toThrow('unsafe file store key');
  });
});

describe('judge queue on Cloudflare Queues', () => {
  const jobFor = (submitId: number, attempt = 1): JudgeJobMessage => ({
    kind: 'judge',
    submitId,
    attempt,
    enqueuedAt: Date.now(),
  });

  it('sends a job once its transaction has committed, after the handler', async () => {
    const recording = recordingQueue(testEnv.JUDGE_QUEUE);
    const scope = openCloudflareScope({ ...testEnv, JUDGE_QUEUE: recording.queue });
    const { submitId } = await insertPendingSubmission(database.db);
    const job = jobFor(submitId);

    await scope.platform.db.transaction(async (tx) => {
      await scope.platform.judgeQueue.enqueue(tx, job);
    });
    expect(recording.sent).toEqual([]);
    expect(await jobRows(submitId)).toEqual([{ state: 'outbox' }]);

    await scope.finish();
    expect(recording.sent).toEqual([job]);
    expect(await jobRows(submitId)).toEqual([]);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const recording = recordingQueue(testEnv.JUDGE_QUEUE);
    const scope = openCloudflareScope({ ...testEnv, JUDGE_QUEUE: recording.queue });
    const { submitId } = await insertPendingSubmission(database.db);

    await expect(
      scope.platform.db.transaction(async (tx) => {
        await scope.platform.judgeQueue.enqueue(tx, jobFor(submitId));
        throw new Error('submission refused');
      }),
    ).rejects.toThrow('submission refused');

    await scope.finish();
    expect(recording.sent).toEqual([]);
    expect(await jobRows(submitId)).toEqual([]);
  });

  it('sends jobs enqueued by background work too', async () => {
    const recording = recordingQueue(testEnv.JUDGE_QUEUE);
    const scope = openCloudflareScope({ ...testEnv, JUDGE_QUEUE: recording.queue });
    const { submitId } = await insertPendingSubmission(database.db);
    const job = jobFor(submitId, 2);

    scope.platform.waitUntil(scope.platform.judgeQueue.enqueue(scope.platform.db, job));
    await scope.finish();
    expect(recording.sent).toEqual([job]);
  });

  it('leaves a job whose send failed in the outbox, and the sweep sends it later', async () => {
    const failing = recordingQueue(testEnv.JUDGE_QUEUE);
    failing.queue.sendBatch = () => Promise.reject(new Error('queue unavailable'));
    const scope = openCloudflareScope({ ...testEnv, JUDGE_QUEUE: failing.queue });
    const { submitId } = await insertPendingSubmission(database.db);
    const job = jobFor(submitId);

    await scope.platform.judgeQueue.enqueue(scope.platform.db, job);
    await scope.finish();
    expect(await jobRows(submitId)).toEqual([{ state: 'outbox' }]);

    const recording = recordingQueue(testEnv.JUDGE_QUEUE);
    expect(await sweepJudgeOutbox(database.db, recording.queue)).toBe(0);
    expect(recording.sent).toEqual([]);

    await database.db
      .update(judgeJob)
      .set({ gmtCreate: new Date(Date.now() - 5 * 60_000) })
      .where(eq(judgeJob.submitId, submitId));
    expect(await sweepJudgeOutbox(database.db, recording.queue)).toBe(1);
    expect(recording.sent).toEqual([job]);
    expect(await jobRows(submitId)).toEqual([]);
  });
});

describe('SMTP over Cloudflare sockets', () => {
  const smtp: SmtpSettings = {
    host: '127.0.0.1',
    port: testEnv.SMTP_TEST_PORT,
    secure: false,
    username: '',
    password: '',
    from: 'judge@example.com',
  };
  const mail = { subject: 'Verify your account', html: '<p>Code: <b>123456</b></p>', text: 'Code: 123456' };

  it('delivers a mail through the SMTP dialogue', async () => {
    expect(await workerMailerTransport.deliver({ ...mail, to: 'user@example.com' }, smtp)).toEqual({
      status: 'sent',
    });
  });

  it('reports the server refusing a recipient as a failed delivery', async () => {
    const result = await workerMailerTransport.deliver({ ...mail, to: REFUSED_RECIPIENT }, smtp);
    expect(result.status).toBe('failed');
    expect(result.status === 'failed' && result.error).toContain('550');
  });
});
