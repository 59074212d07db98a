// The rules of a Cloudflare Queue with an HTTP pull consumer, written once for the two test
// doubles of its pull API: the runner's contract-test fake (cloudflare-queues-fake.ts) and the
// edge rehearsal's stand-in (scripts/lib/edge/queues-pull-stand-in.mjs). Each keeps its own
// transport (routes, scripted faults, the forwarder's input); what the queue does with a pull or
// an ack is decided here, so the two cannot drift apart again. Plain JavaScript with types beside
// it (.d.mts) because the rehearsal runs under plain `node`, without a TypeScript loader. It lives
// in judge-runner/src, not beside the stand-in in scripts/, because the runner package imports
// only its own code and the shared contract/ and remote-judge/ (scripts/ is tooling that depends
// on the packages, not the other way round), and contract/ holds what the Worker and the runner
// exchange, not test doubles. scripts/ and tests/ already import from judge-runner/src.
//
// The rules, each from developers.cloudflare.com/queues (configuration/pull-consumers,
// batching-retries, dead-letter-queues):
// - A pull leases up to `batch_size` visible messages for `visibility_timeout_ms`, giving each a
//   new `lease_id` and one more `attempts`: "how many times the message has been attempted to be
//   delivered in full".
// - A delivery fails when its lease runs out unacknowledged ("Once this timeout expires, messages
//   are assumed unacknowledged and queued for re-delivery again") or when it is retried by its
//   lease. A failed delivery is delivered again after its delay, unless `attempts` has reached
//   max_retries: "When this reaches the value of `max_retries`, the message will not be
//   re-delivered" — it goes to the dead-letter queue. So a message is delivered at most
//   max_retries times. The dead-letter page reads the other way ("after retrying delivery (by
//   default, 3 times)": one delivery plus max_retries retries); the model takes the stricter
//   reading on purpose, so a runner that works against it works against either. The runner's
//   --check asks for max_retries of at least 2 for the same reason.
// - An ack is honoured under any lease the message was ever delivered with: "if a consumer
//   acknowledges a message by its lease ID after the visibility timeout is reached, Queues will
//   still accept that acknowledgment. If the message was delivered to another consumer during
//   the intervening period, it will also be able to acknowledge the message without an error."
// - A retry needs the current lease: the docs make that exception for acknowledgments only, and
//   "A `lease_id` is no longer valid once this timeout has been reached". A message whose lease
//   ran out has already failed that delivery; retrying it again would spend a second one.
// - A retry's own `delay_seconds` (0 included) wins over the consumer's `retry_delay`, which
//   applies to "any messages that are retried due to either implicit failure or when calling
//   `retry()` explicitly" — a lease that ran out included.
import { randomBytes } from 'node:crypto';

/** Cloudflare's documented bounds for a pull and for a delay. */
export const PULL_LIMITS = {
  maxBatchSize: 100,
  defaultBatchSize: 5,
  defaultVisibilityMs: 30_000,
  maxVisibilityMs: 12 * 3600 * 1000,
  maxDelaySeconds: 12 * 3600,
};

/**
 * A pulled body as the API serves it, by the content type it was sent with: "For both the `json`
 * and `bytes` content types, this means that they will be base64-encoded ... The `text` type will
 * be sent as a plain UTF-8 encoded string." `serialized` is what the producer's value became: the
 * JSON text for `json`, the bytes for `bytes`, the string for `text`, opaque bytes for `v8`.
 */
export function encodeForPull(serialized, contentType) {
  const metadata = { 'CF-sourceMessageSource': 'worker', 'CF-Content-Type': contentType };
  if (contentType === 'text') return { body: String(serialized), metadata };
  const bytes = typeof serialized === 'string' ? Buffer.from(serialized, 'utf8') : Buffer.from(serialized);
  return { body: bytes.toString('base64'), metadata };
}

/** The API's envelope around a result. */
export const apiSuccess = (result) => ({ success: true, errors: [], messages: [], result });
/** The API's envelope around a refusal. */
export const apiFailure = (code, message) => ({
  success: false,
  errors: [{ code, message }],
  messages: [],
  result: null,
});

/**
 * Reads a pull request's body (`{batch_size, visibility_timeout_ms}`, both optional): a value out
 * of Cloudflare's bounds is an error, as the API refuses it, not clamped, so a runner that sends
 * one fails its test.
 */
export function readPullRequest(body, defaultVisibilityMs = PULL_LIMITS.defaultVisibilityMs) {
  const batchSize = body?.batch_size ?? PULL_LIMITS.defaultBatchSize;
  const visibilityTimeoutMs = body?.visibility_timeout_ms ?? defaultVisibilityMs;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > PULL_LIMITS.maxBatchSize)
    return { error: `batch_size must be an integer from 1 to ${PULL_LIMITS.maxBatchSize}` };
  if (
    !Number.isInteger(visibilityTimeoutMs) ||
    visibilityTimeoutMs < 1 ||
    visibilityTimeoutMs > PULL_LIMITS.maxVisibilityMs
  )
    return { error: `visibility_timeout_ms must be an integer from 1 to ${PULL_LIMITS.maxVisibilityMs}` };
  return { batchSize, visibilityTimeoutMs };
}

/** Reads an ack request's body (`{acks: [{lease_id}], retries: [{lease_id, delay_seconds?}]}`). */
export function readAckRequest(body) {
  const acks = body?.acks ?? [];
  const retries = body?.retries ?? [];
  const valid = (entries, withDelay) =>
    Array.isArray(entries) &&
    entries.every(
      (entry) =>
        entry &&
        typeof entry.lease_id === 'string' &&
        entry.lease_id.length > 0 &&
        (!withDelay ||
          entry.delay_seconds === undefined ||
          (Number.isInteger(entry.delay_seconds) &&
            entry.delay_seconds >= 0 &&
            entry.delay_seconds <= PULL_LIMITS.maxDelaySeconds)),
    );
  if (!valid(acks, false)) return { error: 'acks must be a list of {lease_id}' };
  if (!valid(retries, true))
    return {
      error: `retries must be a list of {lease_id, delay_seconds} with delay_seconds from 0 to ${PULL_LIMITS.maxDelaySeconds}`,
    };
  return { acks, retries };
}

/** The most messages one publish request may carry (Cloudflare's batch limit). */
export const PUBLISH_BATCH_MAX = 100;

/**
 * Reads a publish request's body (`POST …/messages/batch`: `{messages: [{body, content_type?,
 * delay_seconds?}], delay_seconds?}`), as the REST schema defines it: a `json` message (the
 * default) carries its value as it is, a `text` one a string; a message's own delay wins over
 * the batch's. Returns what each message becomes on the wire (as a producer's send would).
 */
export function readPublishRequest(body) {
  const messages = body?.messages;
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > PUBLISH_BATCH_MAX)
    return { error: `messages must be a list of 1 to ${PUBLISH_BATCH_MAX} messages` };
  const delayOk = (delay) =>
    delay === undefined || (Number.isFinite(delay) && delay >= 0 && delay <= PULL_LIMITS.maxDelaySeconds);
  if (!delayOk(body.delay_seconds))
    return { error: `delay_seconds must be from 0 to ${PULL_LIMITS.maxDelaySeconds}` };
  const read = [];
  for (const message of messages) {
    const contentType = message?.content_type ?? 'json';
    if (contentType !== 'json' && contentType !== 'text')
      return { error: 'content_type must be json or text' };
    if (!delayOk(message.delay_seconds))
      return { error: `a message's delay_seconds must be from 0 to ${PULL_LIMITS.maxDelaySeconds}` };
    if (contentType === 'text' && typeof message.body !== 'string')
      return { error: 'a text message needs a string body' };
    if (contentType === 'json' && message.body === undefined) return { error: 'a json message needs a body' };
    read.push({
      serialized: contentType === 'json' ? JSON.stringify(message.body) : message.body,
      contentType,
      delaySeconds: message.delay_seconds ?? body.delay_seconds ?? 0,
    });
  }
  return { messages: read };
}

/**
 * One queue and its HTTP pull consumer, in memory. `now` is injected so tests move time; leases
 * run out lazily, at the next operation (or `expireLeases()`), which is all an observer can tell.
 */
export class PullQueue {
  constructor({
    queueId = 'judge-jobs',
    queueName = queueId,
    maxRetries = 3,
    retryDelaySeconds = 0,
    defaultVisibilityMs = PULL_LIMITS.defaultVisibilityMs,
    deadLetterQueue = `${queueName}-dlq`,
    now = () => Date.now(),
    onDeadLetter = () => {},
  } = {}) {
    this.queueId = queueId;
    this.queueName = queueName;
    this.maxRetries = maxRetries;
    this.retryDelaySeconds = retryDelaySeconds;
    this.defaultVisibilityMs = defaultVisibilityMs;
    this.deadLetterQueue = deadLetterQueue;
    this.now = now;
    this.onDeadLetter = onDeadLetter;
    /** Queued messages in arrival order, leased or not. */
    this.messages = [];
    /** What went to the dead-letter queue (or, without one, was deleted), oldest first. */
    this.deadLettered = [];
    /** Ids of the messages acknowledged, in order. */
    this.acknowledged = [];
    this.counters = {
      received: 0,
      published: 0,
      delivered: 0,
      acked: 0,
      retried: 0,
      expired: 0,
      deadLettered: 0,
    };
    this.sent = 0;
  }

  /**
   * Queues a message as a producer sent it; `body` and `metadata` are what a pull will serve
   * (encodeForPull). A `delaySeconds` hides it that long, as a delayed send does.
   */
  send({ id, body, metadata = null, timestampMs, delaySeconds = 0 }) {
    this.sent += 1;
    const now = this.now();
    const message = {
      id: id ?? `m${this.sent}-${randomBytes(4).toString('hex')}`,
      body,
      metadata,
      timestampMs: timestampMs ?? now,
      attempts: 0,
      visibleAt: now + delaySeconds * 1000,
      lease: null,
      leaseIds: [],
    };
    this.messages.push(message);
    this.counters.received += 1;
    return message;
  }

  /**
   * Queues what a publish request carried (readPublishRequest), each a new message with its own
   * id and no deliveries yet, as the API does; returns them.
   */
  publish(messages) {
    this.counters.published += messages.length;
    return messages.map(({ serialized, contentType, delaySeconds }) =>
      this.send({ ...encodeForPull(serialized, contentType), delaySeconds }),
    );
  }

  /** The queued message with this id, leased or not. */
  find(id) {
    return this.messages.find((message) => message.id === id) ?? null;
  }

  /** Messages still in the queue (visible, delayed or leased), as `message_backlog_count` says. */
  get backlog() {
    this.expireLeases();
    return this.messages.length;
  }

  pull({ batchSize, visibilityTimeoutMs = this.defaultVisibilityMs }) {
    this.expireLeases();
    const now = this.now();
    const pulled = [];
    for (const message of this.messages) {
      if (pulled.length >= batchSize) break;
      if (message.lease || message.visibleAt > now) continue;
      message.attempts += 1;
      message.lease = { id: randomBytes(24).toString('base64url'), expiresAt: now + visibilityTimeoutMs };
      message.leaseIds.push(message.lease.id);
      this.counters.delivered += 1;
      pulled.push({
        id: message.id,
        body: message.body,
        attempts: message.attempts,
        timestamp_ms: message.timestampMs,
        ...(message.metadata ? { metadata: message.metadata } : {}),
        lease_id: message.lease.id,
      });
    }
    return { message_backlog_count: this.messages.length, messages: pulled };
  }

  /**
   * Acknowledges and retries by lease id, each entry on its own: a stale or unknown lease is a
   * warning, never a failure of the others in the request.
   */
  ack({ acks = [], retries = [] }) {
    this.expireLeases();
    const warnings = [];
    let ackCount = 0;
    let retryCount = 0;
    for (const { lease_id: leaseId } of acks) {
      const message = this.messages.find((candidate) => candidate.leaseIds.includes(leaseId));
      if (!message) {
        warnings.push(`lease ${leaseId.slice(0, 12)}… names no queued message; nothing acknowledged`);
        continue;
      }
      this.#remove(message);
      this.acknowledged.push(message.id);
      this.counters.acked += 1;
      ackCount += 1;
    }
    for (const { lease_id: leaseId, delay_seconds: delaySeconds } of retries) {
      const message = this.messages.find((candidate) => candidate.lease?.id === leaseId);
      if (!message) {
        warnings.push(`lease ${leaseId.slice(0, 12)}… is unknown or no longer current; nothing retried`);
        continue;
      }
      this.counters.retried += 1;
      retryCount += 1;
      this.#failDelivery(message, delaySeconds ?? this.retryDelaySeconds);
    }
    return { ackCount, retryCount, warnings };
  }

  /** Ends every lease whose visibility timeout has passed: each is a failed delivery. */
  expireLeases() {
    const now = this.now();
    for (const message of [...this.messages]) {
      if (message.lease && message.lease.expiresAt <= now) {
        this.counters.expired += 1;
        this.#failDelivery(message, this.retryDelaySeconds);
      }
    }
  }

  /** What `GET /accounts/{account}/queues/{queue}` reports: the queue and its pull consumer. */
  details() {
    return {
      queue_id: this.queueId,
      queue_name: this.queueName,
      consumers: [
        {
          type: 'http_pull',
          queue_id: this.queueId,
          dead_letter_queue: this.deadLetterQueue ?? undefined,
          settings: {
            batch_size: PULL_LIMITS.defaultBatchSize,
            max_retries: this.maxRetries,
            visibility_timeout_ms: this.defaultVisibilityMs,
            retry_delay: this.retryDelaySeconds,
          },
        },
      ],
      producers: [],
      settings: { delivery_paused: false, delivery_delay: 0, message_retention_period: 345_600 },
    };
  }

  #remove(message) {
    const at = this.messages.indexOf(message);
    if (at >= 0) this.messages.splice(at, 1);
  }

  /** Ends a delivery that failed: delivered again after `delaySeconds`, or dead-lettered. */
  #failDelivery(message, delaySeconds) {
    message.lease = null;
    if (message.attempts >= this.maxRetries) {
      this.#remove(message);
      this.counters.deadLettered += 1;
      this.deadLettered.push(message);
      this.onDeadLetter(message);
      return;
    }
    message.visibleAt = this.now() + delaySeconds * 1000;
  }
}
