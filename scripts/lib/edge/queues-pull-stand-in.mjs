// A local stand-in for the HTTP pull API of Cloudflare Queues, for the edge rehearsal
// (`npm run dev:edge`, tests/edge/). Miniflare keeps local queues but has no HTTP pull API, so
// the rehearsal's forwarder Worker (queue-forwarder.mjs) hands every batch the real Worker
// produced to this server, and judge runners pull from it exactly as they pull from Cloudflare:
//
//   GET  {base}/accounts/{account}/queues/{queue}                 the queue and its pull consumer
//   POST {base}/accounts/{account}/queues/{queue}/messages/pull  {batch_size, visibility_timeout_ms}
//   POST {base}/accounts/{account}/queues/{queue}/messages/ack   {acks: [{lease_id}], retries: [{lease_id, delay_seconds}]}
//   POST {base}/accounts/{account}/queues/{queue}/messages/batch {messages: [{body, content_type, delay_seconds}]}
//
// What the queue does (leases, attempts, acks and retries by lease id, dead-lettering) is the
// shared model of Cloudflare's documented rules, judge-runner/src/sources/cloudflare-queues-model.mjs,
// which the runner's contract-test fake uses too; this file is the transport around it: the
// routes, Cloudflare's envelope, and the forwarder's input. Bodies come back as the pull API
// returns them, by content type: base64 of the bytes for `json` and `bytes` (the default here),
// or, with `bodyEncoding: 'text'`, the JSON text unencoded, as some pull clients show it.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import {
  apiFailure,
  apiSuccess,
  encodeForPull,
  PULL_LIMITS,
  PullQueue,
  readAckRequest,
  readPublishRequest,
  readPullRequest,
} from '../../../judge-runner/src/sources/cloudflare-queues-model.mjs';

/** A dead letter's body as text for whoever reads the stats: json and bytes bodies are pulled as base64. */
function readableBody(body, metadata) {
  const type = metadata?.['CF-Content-Type'];
  return (type === 'json' || type === 'bytes') && typeof body === 'string'
    ? Buffer.from(body, 'base64').toString('utf8')
    : body;
}

export { PULL_LIMITS };

/**
 * Queues the messages the forwarder posted: `{id, text, contentType?, timestampMs?}`, `text` the
 * JSON text of a `json` body. The local queue delivers a batch at least once, so a message id
 * already queued here is the same message forwarded again, not a new one.
 */
export function acceptForwarded(queue, messages, bodyEncoding = 'base64') {
  for (const { id, text, contentType = 'json', timestampMs } of messages) {
    if (queue.find(id)) continue;
    const pulled = encodeForPull(text, contentType);
    queue.send({ id, timestampMs, ...pulled, body: bodyEncoding === 'text' ? text : pulled.body });
  }
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
  bodyEncoding = 'base64',
  ...queueOptions
} = {}) {
  const queue = new PullQueue({
    ...queueOptions,
    queueId,
    onDeadLetter: (message) => {
      log(`dead-lettered ${message.id} after ${message.attempts} deliveries`);
      queueOptions.onDeadLetter?.(message);
    },
  });
  const queuePath = `/client/v4/accounts/${accountId}/queues/${queueId}`;
  const apiPrefix = `${queuePath}/messages/`;

  const server = createServer(async (request, response) => {
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    try {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'POST' && url.pathname === '/__edge/forward') {
        if (request.headers['x-forwarder-secret'] !== forwarderSecret)
          return send(403, apiFailure(10000, 'forbidden'));
        const { messages } = await readJson(request, 16 << 20);
        if (!Array.isArray(messages)) return send(400, apiFailure(10001, 'messages must be a list'));
        acceptForwarded(queue, messages, bodyEncoding);
        return send(200, apiSuccess({ accepted: messages.length }));
      }
      if (request.method === 'GET' && url.pathname === '/__edge/stats') {
        return send(
          200,
          apiSuccess({
            backlog: queue.backlog,
            ...queue.counters,
            deadLetters: queue.deadLettered.map(({ id, attempts, body, metadata }) => ({
              id,
              attempts,
              metadata,
              text: readableBody(body, metadata),
            })),
          }),
        );
      }
      if (!url.pathname.startsWith('/client/v4/accounts/'))
        return send(404, apiFailure(7003, 'No route for that URI'));
      if (request.headers.authorization !== `Bearer ${apiToken}`)
        return send(401, apiFailure(10000, 'Authentication error'));
      if (request.method === 'GET' && url.pathname === queuePath)
        return send(200, apiSuccess(queue.details()));
      if (request.method !== 'POST' || !url.pathname.startsWith(apiPrefix))
        return send(404, apiFailure(11000, 'Queue not found'));
      let body;
      try {
        body = await readJson(request);
      } catch (error) {
        return send(400, apiFailure(10001, `request body is not JSON: ${error.message}`));
      }
      const action = url.pathname.slice(apiPrefix.length);
      if (action === 'pull') {
        const pull = readPullRequest(body, queue.defaultVisibilityMs);
        if (pull.error) return send(400, apiFailure(10001, pull.error));
        const result = queue.pull(pull);
        if (result.messages.length > 0)
          log(`pulled ${result.messages.length} (backlog ${result.message_backlog_count})`);
        return send(200, apiSuccess(result));
      }
      if (action === 'ack') {
        const ack = readAckRequest(body);
        if (ack.error) return send(400, apiFailure(10001, ack.error));
        return send(200, apiSuccess(queue.ack(ack)));
      }
      if (action === 'batch') {
        const publish = readPublishRequest(body);
        if (publish.error) return send(400, apiFailure(10001, publish.error));
        queue.publish(publish.messages);
        log(`published ${publish.messages.length} (backlog ${queue.backlog})`);
        return send(200, apiSuccess(null));
      }
      return send(404, apiFailure(7003, 'No route for that URI'));
    } catch (error) {
      log(`stand-in error: ${error.stack ?? error}`);
      send(500, apiFailure(10002, 'internal error'));
    }
  });
  // Leases expire on their own, so a dead letter shows up even when nobody pulls.
  const sweeper = setInterval(() => queue.expireLeases(), 1000);
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
