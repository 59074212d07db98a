import { afterAll, describe, expect, it } from 'vitest';
import { CloudflareQueuesApi, decodePulledBody } from '../../judge-runner/src/sources/cloudflare-queues-api';
import { PullQueue } from '../../judge-runner/src/sources/cloudflare-queues-model.mjs';
import { acceptForwarded, startQueuesPullStandIn } from '../../scripts/lib/edge/queues-pull-stand-in.mjs';

/**
 * The rehearsal's stand-in for the Queues HTTP pull API: its transport around the shared queue
 * model (whose rules judge-runner/src/sources/cloudflare-queues-model.test.ts tests): what the
 * forwarder posts becomes what the pull API serves, and the routes answer the runner's own client.
 */
const job = (id: string) => ({
  id,
  text: JSON.stringify({ kind: 'judge', submitId: Number(id), attempt: 1 }),
});

describe('the pull API stand-in', () => {
  it('serves forwarded bodies as the real API does, which the runner decodes by content type', () => {
    const queue = new PullQueue();
    acceptForwarded(queue, [job('3')]);
    const [message] = queue.pull({ batchSize: 1, visibilityTimeoutMs: 1000 }).messages;
    expect(message!.body).toBe(Buffer.from(job('3').text).toString('base64'));
    expect(message!.metadata?.['CF-Content-Type']).toBe('json');
    expect(decodePulledBody(message!.body, message!.metadata)).toEqual({
      ok: true,
      message: { kind: 'judge', submitId: 3, attempt: 1 },
    });
  });

  it('serves JSON text unencoded when asked to, and takes a batch forwarded twice once', () => {
    const queue = new PullQueue();
    acceptForwarded(queue, [job('5')], 'text');
    acceptForwarded(queue, [job('5')], 'text');
    const pulled = queue.pull({ batchSize: 10, visibilityTimeoutMs: 1000 }).messages;
    expect(pulled.map((message) => [message.id, message.body])).toEqual([['5', job('5').text]]);
  });

  describe('over HTTP', () => {
    const standIn = startQueuesPullStandIn({ maxRetries: 2 });
    afterAll(async () => (await standIn).close());

    it('refuses a wrong token and an out-of-range pull with Cloudflare’s envelope', async () => {
      const { apiBase, accountId, queueId } = await standIn;
      const url = `${apiBase}/accounts/${accountId}/queues/${queueId}/messages/pull`;
      const wrongToken = await fetch(url, {
        method: 'POST',
        headers: { authorization: 'Bearer nope' },
        body: '{}',
      });
      expect(wrongToken.status).toBe(401);
      expect(await wrongToken.json()).toMatchObject({ success: false, errors: [{ code: 10000 }] });
      const tooMany = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${(await standIn).apiToken}` },
        body: JSON.stringify({ batch_size: 101 }),
      });
      expect(tooMany.status).toBe(400);
    });

    /** The runner's own client of the pull API, pointed at the stand-in. */
    const runnerClient = async () => {
      const { apiBase, accountId, queueId, apiToken } = await standIn;
      return new CloudflareQueuesApi({ accountId, queueId, apiToken, apiBase, visibilityTimeoutMs: 30_000 });
    };

    it('describes the queue and its pull consumer to the runner’s `--check`', async () => {
      const api = await runnerClient();
      expect(await api.queueInfo()).toMatchObject({
        queue_id: (await standIn).queueId,
        consumers: [{ type: 'http_pull', settings: { max_retries: 2 } }],
      });
    });

    it('is pulled and acknowledged by the runner’s own API client', async () => {
      const { forwardUrl, forwarderSecret, queue } = await standIn;
      const forwarded = await fetch(forwardUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarder-secret': forwarderSecret },
        body: JSON.stringify({ messages: [job('4')] }),
      });
      expect(forwarded.status).toBe(200);
      const api = await runnerClient();
      const pulled = await api.pull(5, 30_000);
      expect(pulled.map((message) => message.id)).toEqual(['4']);
      await api.ack([pulled[0]!.lease_id], []);
      expect(queue.backlog).toBe(0);
      expect(queue.counters.acked).toBe(1);
    });

    it('takes the runner’s publish of a message again: a new message, pulled back as json', async () => {
      const { apiBase, accountId, queueId, apiToken, queue } = await standIn;
      const api = await runnerClient();
      const message = { kind: 'judge' as const, submitId: 6, attempt: 1, enqueuedAt: 1 };
      await api.publish([{ body: message, delaySeconds: 0 }]);
      const [pulled] = await api.pull(5, 30_000);
      expect(pulled!.attempts).toBe(1);
      expect(decodePulledBody(pulled!.body, pulled!.metadata)).toEqual({ ok: true, message });
      await api.ack([pulled!.lease_id], []);
      expect(queue.counters.published).toBe(1);
      const refused = await fetch(`${apiBase}/accounts/${accountId}/queues/${queueId}/messages/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiToken}` },
        body: JSON.stringify({ messages: [] }),
      });
      expect(refused.status).toBe(400);
      expect(queue.backlog).toBe(0);
    });
  });
});
