// A local stand-in for the HTTP pull API of Cloudflare Queues, for the edge rehearsal
// (`npm run dev:edge`, tests/edge/). Miniflare keeps local queues but has no HTTP pull API, so
// the rehearsal's forwarder Worker (queue-forwarder.mjs) hands every batch the real Worker
// produced to this server, and judge runners pull from it exactly as they pull from Cloudflare:
//
//   POST {base}/accounts/{account}/queues/{queue}/messages/pull  {batch_size, visibility_timeout_ms}
//   POST {base}/accounts/{account}/queues/{queue}/messages/ack   {acks: [{lease_id}], retries: [{lease_id, delay_seconds}]}
//
// It follows Cloudflare's documented behaviour: a pulled message is leased and invisible for the
// visibility timeout; a message not acknowledged in time, or given back with a retry, is delivered
// again with `attempts` one higher; after `max_retries` retries it goes to the dead-letter queue
// (or is deleted when there is none); a lease of an earlier delivery acknowledges nothing. Bodies
// come back as the pull API returns them, by content type: base64 of the bytes for `json` and
// `bytes` (the default here, as Cloudflare's docs describe), or plain text with `bodyEncoding:
// 'text'`. Answers use Cloudflare's envelope `{success, errors, messages, result}`.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** Cloudflare's bounds for one pull. */
export const PULL_LIMITS = { maxBatchSize: 100, defaultBatchSize: 5, maxVisibilityMs: 12 * 3600 * 1000 };

/**
 * The queue itself, without HTTP: messages, leases, attempts and the dead-letter rule. `now` is
 * injectable so tests can move time; every operation first releases the leases that expired.
 */
export class PullQueue {
  constructor({
    maxRetries = 3,
    retryDelaySeconds = 0,
    defaultVisibilityMs = 30_000,
    bodyEncoding = 'base64',
    now = () => Date.now(),
    onDeadLetter = () => {},
  } = {}) {
    this.maxRetries = maxRetries;
    this.retryDelaySeconds = retryDelaySeconds;
    this.defaultVisibilityMs = defaultVisibilityMs;
    this.bodyEncoding = bodyEncoding;
    this.now = now;
    this.onDeadLetter = onDeadLetter;
    /** id → { id, text, contentType, timestampMs, attempts, visibleAt, lease } in arrival order. */
    this.messages = new Map();
    this.deadLettered = [];
    this.counters = { received: 0, delivered: 0, acked: 0, retried: 0, expired: 0, deadLettered: 0 };
  }

  /** Takes messages as a producer sent them: `text` is the JSON text of a `json` body. */
  enqueue(messages) {
    for (const message of messages) {
      if (this.messages.has(message.id)) continue;
      this.messages.set(message.id, {
        id: message.id,
        text: message.text,
        contentType: message.contentType ?? 'json',
        timestampMs: message.timestampMs ?? this.now(),
        attempts: 0,
        visibleAt: this.now(),
        lease: null,
      });
      this.counters.received += 1;
    }
  }

  get backlog() {
    this.#expireLeases();
    return this.messages.size;
  }

  pull({ batchSize, visibilityTimeoutMs }) {
    this.#expireLeases();
    const now = this.now();
    const pulled = [];
    for (const message of this.messages.values()) {
      if (pulled.length >= batchSize) break;
      if (message.lease || message.visibleAt > now) continue;
      message.attempts += 1;
      message.lease = { id: randomBytes(24).toString('base64url'), expiresAt: now + visibilityTimeoutMs };
      this.counters.delivered += 1;
      pulled.push(this.#asPulled(message));
    }
    return { message_backlog_count: this.messages.size, messages: pulled };
  }

  ack({ acks, retries }) {
    this.#expireLeases();
    const warnings = [];
    let ackCount = 0;
    let retryCount = 0;
    for (const { lease_id: leaseId } of acks) {
      const message = this.#leased(leaseId);
      if (!message) {
        warnings.push(`lease ${leaseId.slice(0, 12)}… is unknown or expired; nothing acknowledged`);
        continue;
      }
      this.messages.delete(message.id);
      ackCount += 1;
      this.counters.acked += 1;
    }
    for (const { lease_id: leaseId, delay_seconds: delaySeconds } of retries) {
      const message = this.#leased(leaseId);
      if (!message) {
        warnings.push(`lease ${leaseId.slice(0, 12)}… is unknown or expired; nothing retried`);
        continue;
      }
      retryCount += 1;
      this.counters.retried += 1;
      this.#giveBack(message, (delaySeconds ?? this.retryDelaySeconds) * 1000);
    }
    return { ackCount, retryCount, warnings };
  }

  #leased(leaseId) {
    for (const message of this.messages.values()) if (message.lease?.id === leaseId) return message;
    return null;
  }

  #expireLeases() {
    const now = this.now();
    for (const message of [...this.messages.values()]) {
      if (message.lease && message.lease.expiresAt <= now) {
        this.counters.expired += 1;
        this.#giveBack(message, 0);
      }
    }
  }

  /** A delivery that failed: delivered again later, or dead-lettered once its retries are spent. */
  #giveBack(message, delayMs) {
    message.lease = null;
    if (message.attempts > this.maxRetries) {
      this.messages.delete(message.id);
      this.counters.deadLettered += 1;
      const dead = {
        id: message.id,
        text: message.text,
        contentType: message.contentType,
        attempts: message.attempts,
      };
      this.deadLettered.push(dead);
      this.onDeadLetter(dead);
      return;
    }
    message.visibleAt = this.now() + delayMs;
  }

  #asPulled(message) {
    const body =
      this.bodyEncoding === 'base64' && message.contentType !== 'text'
        ? Buffer.from(message.text, 'utf8').toString('base64')
        : message.text;
    return {
      id: message.id,
      body,
      attempts: message.attempts,
      timestamp_ms: message.timestampMs,
      metadata: { 'CF-sourceMessageSource': 'worker', 'CF-Content-Type': message.contentType },
      lease_id: message.lease.id,
    };
  }
}

const envelope = (result) => ({ success: true, errors: [], messages: [], result });
const failure = (code, message) => ({
  success: false,
  errors: [{ code, message }],
  messages: [],
  result: null,
});

/** Reads a pull request's body; a value out of Cloudflare's bounds is an error, not clamped. */
function parsePullRequest(body, defaultVisibilityMs) {
  const batchSize = body.batch_size ?? PULL_LIMITS.defaultBatchSize;
  const visibilityTimeoutMs = body.visibility_timeout_ms ?? defaultVisibilityMs;
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

function parseAckRequest(body) {
  const list = (value) => (value === undefined ? [] : value);
  const acks = list(body.acks);
  const retries = list(body.retries);
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
            entry.delay_seconds <= 43_200)),
    );
  if (!valid(acks, false)) return { error: 'acks must be a list of {lease_id}' };
  if (!valid(retries, true))
    return {
      error: 'retries must be a list of {lease_id, delay_seconds} with delay_seconds from 0 to 43200',
    };
  return { acks, retries };
}

async function readJson(request, limit = 1 << 20) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

/**
 * Starts the stand-in. Runners use `apiBase` as `--cf-api-base` with `accountId`, `queueId` and
 * `apiToken`. The forwarder Worker posts batches to `forwardUrl` with `forwarderSecret`.
 */
export async function startQueuesPullStandIn({
  port = 0,
  host = '127.0.0.1',
  accountId = 'local-account',
  queueId = 'judge-jobs',
  apiToken = randomBytes(16).toString('hex'),
  forwarderSecret = randomBytes(16).toString('hex'),
  log = () => {},
  ...queueOptions
} = {}) {
  const queue = new PullQueue({
    ...queueOptions,
    onDeadLetter: (message) => {
      log(`dead-lettered ${message.id} after ${message.attempts} deliveries`);
      queueOptions.onDeadLetter?.(message);
    },
  });
  const apiPrefix = `/client/v4/accounts/${accountId}/queues/${queueId}/messages/`;

  const server = createServer(async (request, response) => {
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    try {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'POST' && url.pathname === '/__edge/forward') {
        if (request.headers['x-forwarder-secret'] !== forwarderSecret)
          return send(403, failure(10000, 'forbidden'));
        const { messages } = await readJson(request, 16 << 20);
        if (!Array.isArray(messages)) return send(400, failure(10001, 'messages must be a list'));
        queue.enqueue(messages);
        return send(200, envelope({ accepted: messages.length }));
      }
      if (request.method === 'GET' && url.pathname === '/__edge/stats') {
        return send(
          200,
          envelope({ backlog: queue.backlog, ...queue.counters, deadLetters: queue.deadLettered }),
        );
      }
      if (!url.pathname.startsWith('/client/v4/accounts/'))
        return send(404, failure(7003, 'No route for that URI'));
      if (request.headers.authorization !== `Bearer ${apiToken}`)
        return send(401, failure(10000, 'Authentication error'));
      if (request.method !== 'POST' || !url.pathname.startsWith(apiPrefix))
        return send(404, failure(11000, 'Queue not found'));
      let body;
      try {
        body = await readJson(request);
      } catch (error) {
        return send(400, failure(10001, `request body is not JSON: ${error.message}`));
      }
      const action = url.pathname.slice(apiPrefix.length);
      if (action === 'pull') {
        const pull = parsePullRequest(body ?? {}, queue.defaultVisibilityMs);
        if (pull.error) return send(400, failure(10001, pull.error));
        const result = queue.pull(pull);
        if (result.messages.length > 0)
          log(`pulled ${result.messages.length} (backlog ${result.message_backlog_count})`);
        return send(200, envelope(result));
      }
      if (action === 'ack') {
        const ack = parseAckRequest(body ?? {});
        if (ack.error) return send(400, failure(10001, ack.error));
        return send(200, envelope(queue.ack(ack)));
      }
      return send(404, failure(7003, 'No route for that URI'));
    } catch (error) {
      log(`stand-in error: ${error.stack ?? error}`);
      send(500, failure(10002, 'internal error'));
    }
  });
  // Leases expire on their own, so a dead letter shows up even when nobody pulls.
  const sweeper = setInterval(() => queue.backlog, 1000);
  sweeper.unref();
  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => resolveListen());
  });
  const bound = server.address();
  const origin = `http://${host}:${typeof bound === 'object' && bound ? bound.port : port}`;
  return {
    queue,
    origin,
    apiBase: `${origin}/client/v4`,
    forwardUrl: `${origin}/__edge/forward`,
    accountId,
    queueId,
    apiToken,
    forwarderSecret,
    async close() {
      clearInterval(sweeper);
      server.closeAllConnections?.();
      await new Promise((done) => server.close(() => done()));
    },
  };
}
