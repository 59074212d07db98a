// A loopback fake of the Cloudflare Queues HTTP pull API and of the judge server's runner
// endpoints, for the pull consumer's contract test. It answers in
// the shapes Cloudflare documents (cloudflare-queues-api.ts lists them) and behaves as the docs
// say: a pulled message is leased for the visibility timeout and delivered again with `attempts`
// one higher when the lease runs out or it is retried; once `attempts` reaches `max_retries` a
// failed delivery moves it to the dead-letter list; an ack by any lease the message ever had is
// accepted (the docs: acks after the timeout are still honoured). Bodies are encoded by content
// type as the API returns them: base64 for `json` and `bytes`, plain text for `text`. Replies can
// be scripted ahead (errors, 429 with Retry-After) per endpoint. Time is the caller's `now`.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunnerJob } from '../../../contract/runner/protocol';
import type { JudgeJobMessage } from '../../../contract/runner/queue-message';

export type ContentType = 'json' | 'text' | 'bytes' | 'v8';

export interface FakeMessage {
  id: string;
  /** The body as the pull API returns it (already encoded for its content type). */
  body: unknown;
  metadata: Record<string, string> | null;
  timestampMs: number;
  attempts: number;
  visibleAt: number;
  lease: { id: string; expiresAt: number } | null;
  /** Every lease it was delivered under: an ack by any of them is accepted. */
  leaseIds: string[];
}

export interface ScriptedReply {
  status: number;
  headers?: Record<string, string>;
  /** A JSON value sent as the body, or a string sent as it is (an HTML error page, say). */
  body: unknown;
}

/** The envelope of a refused token, as the Cloudflare API sends it. */
export const AUTH_ERROR: ScriptedReply = {
  status: 401,
  body: {
    success: false,
    errors: [{ code: 10000, message: 'Authentication error' }],
    messages: [],
    result: null,
  },
};

/** How the pull API hands back a body sent with `contentType`. */
export function encodeForPull(
  value: unknown,
  contentType: ContentType,
): { body: unknown; metadata: Record<string, string> } {
  const metadata = { 'CF-sourceMessageSource': 'worker', 'CF-Content-Type': contentType };
  switch (contentType) {
    case 'json':
      return { body: Buffer.from(JSON.stringify(value), 'utf8').toString('base64'), metadata };
    case 'bytes':
      return { body: Buffer.from(value as Uint8Array).toString('base64'), metadata };
    case 'text':
      return { body: String(value), metadata };
    case 'v8':
      // The structured-clone wire format: opaque outside Workers. A version tag and a few bytes do.
      return { body: Buffer.from([0xff, 0x0f, 0x6f, 0x22, 0x04]).toString('base64'), metadata };
  }
}

export interface FakeOptions {
  now: () => number;
  maxRetries?: number;
  accountId?: string;
  queueId?: string;
  apiToken?: string;
  runnerToken?: string;
  /** The job the server builds for a queued message; null: nothing to do (a stale attempt). */
  jobFor?: (message: JudgeJobMessage) => { job: RunnerJob | null; retryAfterMs?: number };
}

export class FakeQueuesApi {
  readonly now: () => number;
  maxRetries: number;
  readonly accountId: string;
  readonly queueId: string;
  apiToken: string;
  runnerToken: string;
  jobFor: NonNullable<FakeOptions['jobFor']>;
  messages: FakeMessage[] = [];
  deadLettered: FakeMessage[] = [];
  /** Ids of messages acknowledged (deleted). */
  acked: string[] = [];
  retries: { lease_id: string; delay_seconds?: number }[] = [];
  pullBodies: unknown[] = [];
  jobRequests: unknown[] = [];
  results: unknown[] = [];
  /** Replies served instead of the real behaviour, first in first out, per endpoint. */
  scripted: Record<'pull' | 'ack' | 'queue', ScriptedReply[]> = { pull: [], ack: [], queue: [] };
  /** What `GET …/queues/{id}` reports. */
  queueInfo: Record<string, unknown>;
  private server: Server | null = null;
  private counter = 0;
  base = '';

  constructor(options: FakeOptions) {
    this.now = options.now;
    this.maxRetries = options.maxRetries ?? 3;
    this.accountId = options.accountId ?? 'acc';
    this.queueId = options.queueId ?? 'q1';
    this.apiToken = options.apiToken ?? 'cf-token';
    this.runnerToken = options.runnerToken ?? 'runner-token';
    this.jobFor = options.jobFor ?? (() => ({ job: null }));
    this.queueInfo = {
      queue_id: this.queueId,
      queue_name: 'judge-jobs',
      consumers: [
        {
          type: 'http_pull',
          consumer_id: 'c1',
          queue_id: this.queueId,
          dead_letter_queue: 'judge-jobs-dlq',
          settings: {
            batch_size: 5,
            max_retries: this.maxRetries,
            visibility_timeout_ms: 30_000,
            retry_delay: 0,
          },
        },
      ],
      producers: [{ type: 'worker', script: 'judge-platform' }],
      settings: { delivery_paused: false, delivery_delay: 0, message_retention_period: 345_600 },
    };
  }

  get apiBase(): string {
    return `${this.base}/client/v4`;
  }

  /** Queues a message as a producer sent it with `contentType`. */
  send(value: unknown, contentType: ContentType = 'json'): FakeMessage {
    return this.sendRaw(encodeForPull(value, contentType));
  }

  /** Queues a message whose pulled body and metadata are given as they are. */
  sendRaw({
    body,
    metadata = null,
  }: {
    body: unknown;
    metadata?: Record<string, string> | null;
  }): FakeMessage {
    this.counter += 1;
    const message: FakeMessage = {
      id: `m${this.counter}-${randomBytes(4).toString('hex')}`,
      body,
      metadata,
      timestampMs: this.now(),
      attempts: 0,
      visibleAt: this.now(),
      lease: null,
      leaseIds: [],
    };
    this.messages.push(message);
    return message;
  }

  private expireLeases() {
    for (const message of [...this.messages]) {
      if (message.lease && message.lease.expiresAt <= this.now()) this.giveBack(message, 0);
    }
  }

  private giveBack(message: FakeMessage, delayMs: number) {
    message.lease = null;
    // The docs: when `attempts` reaches max_retries the message is not delivered again.
    if (message.attempts >= this.maxRetries) {
      this.messages = this.messages.filter((m) => m !== message);
      this.deadLettered.push(message);
      return;
    }
    message.visibleAt = this.now() + delayMs;
  }

  private pull(batchSize: number, visibilityMs: number) {
    this.expireLeases();
    const pulled = [];
    for (const message of this.messages) {
      if (pulled.length >= batchSize) break;
      if (message.lease || message.visibleAt > this.now()) continue;
      message.attempts += 1;
      const leaseId = `lease-${randomBytes(12).toString('base64url')}`;
      message.lease = { id: leaseId, expiresAt: this.now() + visibilityMs };
      message.leaseIds.push(leaseId);
      pulled.push({
        body: message.body,
        id: message.id,
        timestamp_ms: message.timestampMs,
        attempts: message.attempts,
        ...(message.metadata ? { metadata: message.metadata } : {}),
        lease_id: leaseId,
      });
    }
    return { message_backlog_count: this.messages.length, messages: pulled };
  }

  private ack(acks: { lease_id: string }[], retries: { lease_id: string; delay_seconds?: number }[]) {
    this.expireLeases();
    let ackCount = 0;
    let retryCount = 0;
    const warnings: Record<string, string> = {};
    for (const { lease_id } of acks) {
      const message = this.messages.find((m) => m.leaseIds.includes(lease_id));
      if (!message) {
        warnings[lease_id] = 'message not found';
        continue;
      }
      this.messages = this.messages.filter((m) => m !== message);
      this.acked.push(message.id);
      ackCount += 1;
    }
    for (const retry of retries) {
      this.retries.push(retry);
      const message = this.messages.find((m) => m.lease?.id === retry.lease_id);
      if (!message) {
        warnings[retry.lease_id] = 'lease not found or expired';
        continue;
      }
      this.giveBack(message, (retry.delay_seconds ?? 0) * 1000);
      retryCount += 1;
    }
    return { ackCount, retryCount, warnings };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    const payload = text ? JSON.parse(text) : {};
    const url = req.url ?? '';
    const send = (reply: ScriptedReply) => {
      res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    };
    const envelope = (result: unknown) =>
      send({ status: 200, body: { success: true, errors: [], messages: [], result } });
    const queuePath = `/client/v4/accounts/${this.accountId}/queues/${this.queueId}`;
    if (url.startsWith('/client/v4/')) {
      const endpoint =
        req.method === 'GET' && url === queuePath
          ? 'queue'
          : req.method === 'POST' && url === `${queuePath}/messages/pull`
            ? 'pull'
            : req.method === 'POST' && url === `${queuePath}/messages/ack`
              ? 'ack'
              : null;
      if (!endpoint) {
        return send({
          status: 404,
          body: {
            success: false,
            errors: [{ code: 7003, message: 'Could not route to this path' }],
            result: null,
          },
        });
      }
      if (req.headers.authorization !== `Bearer ${this.apiToken}`) return send(AUTH_ERROR);
      const scripted = this.scripted[endpoint].shift();
      if (scripted) return send(scripted);
      if (endpoint === 'queue') return envelope(this.queueInfo);
      if (endpoint === 'pull') {
        this.pullBodies.push(payload);
        return envelope(this.pull(payload.batch_size ?? 5, payload.visibility_timeout_ms ?? 30_000));
      }
      return envelope(this.ack(payload.acks ?? [], payload.retries ?? []));
    }
    const runnerEnvelope = (status: number, data: unknown, msg = 'success') =>
      send({ status, body: { status, data, msg } });
    if (!url.startsWith('/api/judge-server/')) return runnerEnvelope(404, null, 'not found');
    if (req.headers.authorization !== `Runner ${this.runnerToken}`) {
      return runnerEnvelope(401, null, 'A valid judge runner token is required');
    }
    if (url.startsWith('/api/judge-server/testcase/')) {
      return runnerEnvelope(404, null, 'No problem has test data with this hash');
    }
    if (url === '/api/judge-server/job') {
      this.jobRequests.push(payload);
      return runnerEnvelope(200, this.jobFor(payload as JudgeJobMessage));
    }
    if (url === '/api/judge-server/result') {
      this.results.push(payload);
      return runnerEnvelope(200, { accepted: true });
    }
    if (url === '/api/judge-server/progress') return runnerEnvelope(200, { accepted: true });
    if (url === '/api/judge-server/heartbeat') return runnerEnvelope(200, { abandon: [] });
    if (url === '/api/judge-server/release') return runnerEnvelope(200, { released: 0 });
    return runnerEnvelope(404, null, 'not found');
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error) => {
        res.writeHead(500).end(String(error));
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.base;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
