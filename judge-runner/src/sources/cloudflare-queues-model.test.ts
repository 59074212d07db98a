// Cloudflare's documented rules for a queue with an HTTP pull consumer, each tested once against
// the model both test doubles of the pull API serve (cloudflare-queues-model.mjs): the runner's
// contract-test fake and the edge rehearsal's stand-in. The doc sentence each rule rests on is
// quoted in the model's header.
import { describe, expect, it } from 'vitest';
import {
  encodeForPull,
  PullQueue,
  type PullQueueOptions,
  readAckRequest,
  readPublishRequest,
  readPullRequest,
} from './cloudflare-queues-model.mjs';

const START = 1_000_000;
const LEASE_MS = 5000;

function queueOf(options: Omit<PullQueueOptions, 'now'> = {}) {
  let now = START;
  const queue = new PullQueue({ now: () => now, ...options });
  const pullOne = () => queue.pull({ batchSize: 1, visibilityTimeoutMs: LEASE_MS }).messages[0];
  return { queue, pullOne, advance: (ms: number) => (now += ms) };
}

const ack = (...leaseIds: string[]) => ({ acks: leaseIds.map((lease_id) => ({ lease_id })), retries: [] });
const retry = (lease_id: string, delay_seconds?: number) => ({
  acks: [],
  retries: [delay_seconds === undefined ? { lease_id } : { lease_id, delay_seconds }],
});

describe('the pull consumer model', () => {
  it('leases up to batch_size visible messages, counting attempts from 1', () => {
    const { queue } = queueOf();
    for (const id of ['a', 'b', 'c']) queue.send({ id, body: id });
    const first = queue.pull({ batchSize: 2, visibilityTimeoutMs: LEASE_MS });
    expect(first.messages.map((m) => [m.id, m.attempts])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(first.message_backlog_count).toBe(3);
    expect(new Set(first.messages.map((m) => m.lease_id)).size).toBe(2);
    expect(queue.pull({ batchSize: 10, visibilityTimeoutMs: LEASE_MS }).messages.map((m) => m.id)).toEqual([
      'c',
    ]);
  });

  it('hides a delayed send until its delay has passed', () => {
    const { queue, pullOne, advance } = queueOf();
    queue.send({ id: 'later', body: 'x', delaySeconds: 10 });
    expect(pullOne()).toBeUndefined();
    advance(10_000);
    expect(pullOne()?.id).toBe('later');
  });

  it('delivers again, under a new lease and one more attempt, once the visibility timeout runs out', () => {
    const { queue, pullOne, advance } = queueOf();
    queue.send({ id: 'm', body: 'x' });
    const first = pullOne()!;
    advance(LEASE_MS - 1);
    expect(pullOne()).toBeUndefined();
    advance(1);
    const again = pullOne()!;
    expect([again.id, again.attempts]).toEqual(['m', 2]);
    expect(again.lease_id).not.toBe(first.lease_id);
    expect(queue.counters.expired).toBe(1);
  });

  it('delivers a message max_retries times: attempts reaching max_retries dead-letters it', () => {
    const { queue, pullOne, advance } = queueOf({ maxRetries: 3 });
    queue.send({ id: 'm', body: 'x' });
    // Two failed deliveries, one by retry and one by expiry: both come back.
    queue.ack(retry(pullOne()!.lease_id, 0));
    pullOne();
    advance(LEASE_MS);
    const third = pullOne()!;
    expect(third.attempts).toBe(3);
    expect(queue.deadLettered).toEqual([]);
    // The third (attempts = max_retries) fails too: it is not delivered again.
    queue.ack(retry(third.lease_id, 0));
    expect(pullOne()).toBeUndefined();
    expect(queue.backlog).toBe(0);
    expect(queue.deadLettered.map((m) => [m.id, m.attempts])).toEqual([['m', 3]]);
    expect(queue.counters.deadLettered).toBe(1);
  });

  it('dead-letters by expiry too when the last delivery is never answered', () => {
    const dead: string[] = [];
    const { queue, pullOne, advance } = queueOf({ maxRetries: 1, onDeadLetter: ({ id }) => dead.push(id) });
    queue.send({ id: 'm', body: 'x' });
    pullOne();
    advance(LEASE_MS);
    queue.expireLeases();
    expect(dead).toEqual(['m']);
  });

  it('honours an ack under a lease whose visibility timeout has passed', () => {
    const { queue, pullOne, advance } = queueOf();
    queue.send({ id: 'm', body: 'x' });
    const lease = pullOne()!.lease_id;
    advance(LEASE_MS + 1);
    expect(queue.ack(ack(lease))).toEqual({ ackCount: 1, retryCount: 0, warnings: [] });
    expect(queue.acknowledged).toEqual(['m']);
    expect(pullOne()).toBeUndefined();
  });

  it('honours an ack under an earlier lease after the message was delivered again', () => {
    const { queue, pullOne, advance } = queueOf();
    queue.send({ id: 'm', body: 'x' });
    const earlier = pullOne()!.lease_id;
    advance(LEASE_MS);
    const newer = pullOne()!.lease_id;
    expect(queue.ack(ack(earlier)).ackCount).toBe(1);
    // The message is gone: the newer lease has nothing left to acknowledge.
    const late = queue.ack(ack(newer));
    expect(late.ackCount).toBe(0);
    expect(late.warnings).toHaveLength(1);
    expect(queue.backlog).toBe(0);
  });

  it('retries only under the current lease: a stale one spends no delivery', () => {
    const { queue, pullOne, advance } = queueOf();
    queue.send({ id: 'm', body: 'x' });
    const earlier = pullOne()!.lease_id;
    advance(LEASE_MS);
    const current = pullOne()!;
    const stale = queue.ack(retry(earlier, 0));
    expect(stale.retryCount).toBe(0);
    expect(stale.warnings).toHaveLength(1);
    // Still leased under the current lease, with the attempts it had.
    expect(pullOne()).toBeUndefined();
    expect(queue.find('m')?.attempts).toBe(current.attempts);
    expect(queue.ack(retry(current.lease_id, 0)).retryCount).toBe(1);
    expect(pullOne()?.attempts).toBe(3);
  });

  it('delays a retry by its delay_seconds, 0 included, else by the consumer’s retry_delay', () => {
    const { queue, pullOne, advance } = queueOf({ retryDelaySeconds: 30, maxRetries: 10 });
    queue.send({ id: 'm', body: 'x' });
    queue.ack(retry(pullOne()!.lease_id, 10));
    advance(9_999);
    expect(pullOne()).toBeUndefined();
    advance(1);
    // No delay of its own: the consumer's retry_delay.
    queue.ack(retry(pullOne()!.lease_id));
    advance(29_999);
    expect(pullOne()).toBeUndefined();
    advance(1);
    // delay_seconds 0 overrides the consumer's delay.
    queue.ack(retry(pullOne()!.lease_id, 0));
    expect(pullOne()?.attempts).toBe(4);
    // A lease that runs out is a failed delivery, delayed by retry_delay as well.
    advance(LEASE_MS);
    expect(pullOne()).toBeUndefined();
    advance(30_000);
    expect(pullOne()?.attempts).toBe(5);
  });

  it('answers a batch mixing valid, stale and unknown leases entry by entry', () => {
    const { queue, advance } = queueOf();
    for (const id of ['a', 'b', 'c', 'd']) queue.send({ id, body: id });
    const [a, , c, d] = queue.pull({ batchSize: 4, visibilityTimeoutMs: LEASE_MS }).messages;
    advance(LEASE_MS);
    const [aAgain, bAgain, cAgain] = queue.pull({ batchSize: 3, visibilityTimeoutMs: LEASE_MS }).messages;
    expect([aAgain!.id, bAgain!.id, cAgain!.id]).toEqual(['a', 'b', 'c']);
    const result = queue.ack({
      acks: [{ lease_id: a!.lease_id }, { lease_id: bAgain!.lease_id }, { lease_id: 'no-such-lease' }],
      retries: [{ lease_id: c!.lease_id }, { lease_id: cAgain!.lease_id, delay_seconds: 0 }],
    });
    expect(result.ackCount).toBe(2); // a by its superseded lease, b by its current one
    expect(result.retryCount).toBe(1); // c by its current lease only
    expect(result.warnings).toHaveLength(2); // the unknown lease, c's superseded one
    expect(queue.acknowledged).toEqual(['a', 'b']);
    // d's lease ran out and was not redelivered yet: its expired lease still acknowledges it.
    expect(queue.ack(ack(d!.lease_id)).ackCount).toBe(1);
    expect(queue.messages.map((m) => [m.id, m.attempts])).toEqual([['c', 2]]);
  });

  it('reports its consumer’s settings as GET of the queue does', () => {
    const queue = new PullQueue({ queueId: 'q1', queueName: 'judge-jobs', maxRetries: 5 });
    expect(queue.details()).toMatchObject({
      queue_id: 'q1',
      queue_name: 'judge-jobs',
      consumers: [{ type: 'http_pull', dead_letter_queue: 'judge-jobs-dlq', settings: { max_retries: 5 } }],
    });
  });
});

describe('requests and bodies', () => {
  it('refuses pulls and acks out of the documented bounds rather than clamping them', () => {
    expect(readPullRequest({})).toEqual({ batchSize: 5, visibilityTimeoutMs: 30_000 });
    expect(readPullRequest({ batch_size: 101 }).error).toMatch(/batch_size/);
    expect(readPullRequest({ visibility_timeout_ms: 12 * 3600_000 + 1 }).error).toMatch(/visibility/);
    expect(readAckRequest({ retries: [{ lease_id: 'l', delay_seconds: 43_201 }] }).error).toMatch(/43200/);
    expect(readAckRequest({ acks: [{}] }).error).toMatch(/acks/);
    expect(readAckRequest({})).toEqual({ acks: [], retries: [] });
  });

  it('serves json and bytes bodies base64-encoded and text bodies as they are', () => {
    expect(encodeForPull('{"a":1}', 'json')).toEqual({
      body: Buffer.from('{"a":1}').toString('base64'),
      metadata: { 'CF-sourceMessageSource': 'worker', 'CF-Content-Type': 'json' },
    });
    expect(encodeForPull(Uint8Array.from([1, 2, 255]), 'bytes').body).toBe('AQL/');
    expect(encodeForPull('hello', 'text').body).toBe('hello');
  });

  it('refuses publish requests out of the documented shape, and reads each message as a producer sent it', () => {
    expect(readPublishRequest({}).error).toMatch(/messages/);
    expect(readPublishRequest({ messages: [] }).error).toMatch(/messages/);
    expect(readPublishRequest({ messages: Array.from({ length: 101 }, () => ({ body: 1 })) }).error).toMatch(
      /100/,
    );
    expect(readPublishRequest({ messages: [{ body: 1, content_type: 'v8' }] }).error).toMatch(/content_type/);
    expect(readPublishRequest({ messages: [{ body: 1, delay_seconds: 43_201 }] }).error).toMatch(/43200/);
    expect(readPublishRequest({ messages: [{ body: 1 }], delay_seconds: -1 }).error).toMatch(/delay_seconds/);
    expect(readPublishRequest({ messages: [{ body: 7, content_type: 'text' }] }).error).toMatch(/string/);
    expect(readPublishRequest({ messages: [{ content_type: 'json' }] }).error).toMatch(/body/);
    expect(
      readPublishRequest({
        delay_seconds: 4,
        messages: [{ body: { a: 1 } }, { body: 'hi', content_type: 'text', delay_seconds: 0 }],
      }),
    ).toEqual({
      messages: [
        { serialized: '{"a":1}', contentType: 'json', delaySeconds: 4 },
        { serialized: 'hi', contentType: 'text', delaySeconds: 0 },
      ],
    });
  });

  it('queues a published message as a new one: its own id, no deliveries, hidden for its delay', () => {
    const { queue, pullOne, advance } = queueOf();
    const first = queue.send({ body: 'x' });
    const request = readPublishRequest({ messages: [{ body: { a: 1 }, delay_seconds: 3 }] });
    if (request.error !== undefined) throw new Error(request.error);
    const [published] = queue.publish(request.messages);
    expect(published!.id).not.toBe(first.id);
    expect(queue.counters.published).toBe(1);
    expect(pullOne()!.id).toBe(first.id);
    expect(pullOne()).toBeUndefined();
    advance(3000);
    const pulled = pullOne()!;
    expect(pulled).toEqual(
      expect.objectContaining({
        id: published!.id,
        attempts: 1,
        body: Buffer.from('{"a":1}').toString('base64'),
      }),
    );
    expect(pulled.metadata?.['CF-Content-Type']).toBe('json');
  });
});
