import { afterAll, describe, expect, it } from 'vitest';
import { CloudflareQueuesApi, decodePulledBody } from '../../judge-runner/src/sources/cloudflare-queues-api';
import { PullQueue, startQueuesPullStandIn } from '../../scripts/lib/edge/queues-pull-stand-in.mjs';

/**
 * The rehearsal's stand-in for the Queues HTTP pull API keeps Cloudflare's rules, or the edge
 * test would prove nothing about the real queue: leases hide a message for the visibility
 * timeout, a lease that runs out or a retry delivers it again with one more attempt, the retries
 * run out into the dead-letter queue, and only the newest lease acknowledges.
 */
function queueAt(start = 1_000_000) {
  let now = start;
  const queue = new PullQueue({ maxRetries: 2, now: () => now });
  return { queue, advance: (ms: number) => (now += ms) };
}

const job = (id: string) => ({
  id,
  text: JSON.stringify({ kind: 'judge', submitId: Number(id), attempt: 1 }),
});

describe('the pull API stand-in', () => {
  it('hides a leased message until its visibility timeout, then delivers it again', () => {
    const { queue, advance } = queueAt();
    queue.enqueue([job('1')]);
    const first = queue.pull({ batchSize: 10, visibilityTimeoutMs: 5000 }).messages;
    expect(first.map((message) => [message.id, message.attempts])).toEqual([['1', 1]]);
    expect(queue.pull({ batchSize: 10, visibilityTimeoutMs: 5000 }).messages).toEqual([]);
    advance(5000);
    const again = queue.pull({ batchSize: 10, visibilityTimeoutMs: 5000 }).messages;
    expect(again.map((message) => [message.id, message.attempts])).toEqual([['1', 2]]);
    // The lease of the earlier delivery acknowledges nothing.
    expect(queue.ack({ acks: [{ lease_id: first[0]!.lease_id }], retries: [] }).ackCount).toBe(0);
    expect(queue.ack({ acks: [{ lease_id: again[0]!.lease_id }], retries: [] }).ackCount).toBe(1);
    expect(queue.backlog).toBe(0);
  });

  it('honours a retry delay and dead-letters a message once its retries are spent', () => {
    const { queue, advance } = queueAt();
    queue.enqueue([job('2')]);
    for (let delivery = 1; delivery <= 3; delivery += 1) {
      const [message] = queue.pull({ batchSize: 1, visibilityTimeoutMs: 60_000 }).messages;
      expect(message?.attempts).toBe(delivery);
      queue.ack({ acks: [], retries: [{ lease_id: message!.lease_id, delay_seconds: 10 }] });
      if (delivery < 3) {
        expect(queue.pull({ batchSize: 1, visibilityTimeoutMs: 60_000 }).messages).toEqual([]);
        advance(10_000);
      }
    }
    expect(queue.backlog).toBe(0);
    expect(queue.deadLettered.map((message) => [message.id, message.attempts])).toEqual([['2', 3]]);
  });

  it('serves bodies as the real API does, which the runner decodes by content type', () => {
    const { queue } = queueAt();
    queue.enqueue([job('3')]);
    const [message] = queue.pull({ batchSize: 1, visibilityTimeoutMs: 1000 }).messages;
    expect(message!.body).toBe(Buffer.from(job('3').text).toString('base64'));
    expect(message!.metadata['CF-Content-Type']).toBe('json');
    expect(decodePulledBody(message!.body, message!.metadata)).toEqual({
      ok: true,
      message: { kind: 'judge', submitId: 3, attempt: 1 },
    });
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

    it('is pulled and acknowledged by the runner’s own API client', async () => {
      const { apiBase, accountId, queueId, apiToken, forwardUrl, forwarderSecret, queue } = await standIn;
      const forwarded = await fetch(forwardUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarder-secret': forwarderSecret },
        body: JSON.stringify({ messages: [job('4')] }),
      });
      expect(forwarded.status).toBe(200);
      const api = new CloudflareQueuesApi({
        accountId,
        queueId,
        apiToken,
        apiBase,
        visibilityTimeoutMs: 30_000,
      });
      const pulled = await api.pull(5, 30_000);
      expect(pulled.map((message) => message.id)).toEqual(['4']);
      await api.ack([pulled[0]!.lease_id], []);
      expect(queue.backlog).toBe(0);
      expect(queue.counters.acked).toBe(1);
    });
  });
});
