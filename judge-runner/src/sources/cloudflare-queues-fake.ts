// A loopback fake of the Cloudflare Queues HTTP pull API and of the judge server's runner
// endpoints, for the pull consumer's contract test. The queue itself (leases, attempts, acks and
// retries by lease id, dead-lettering) is the shared model of Cloudflare's documented rules,
// cloudflare-queues-model.mjs, which the edge rehearsal's stand-in uses too; this file is only
// the transport: the documented routes and envelopes, a log of what the runner sent, and replies
// scripted ahead per endpoint (errors, 429 with Retry-After) to test the runner's handling of
// faults the real API has. Time is the caller's `now`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunnerJob } from '../../../contract/runner/protocol';
import type { JudgeJobMessage } from '../../../contract/runner/queue-message';
import {
  apiFailure,
  apiSuccess,
  type ContentType,
  encodeForPull,
  PullQueue,
  type QueuedMessage,
  type RetryEntry,
  readAckRequest,
  readPublishRequest,
  readPullRequest,
} from './cloudflare-queues-model.mjs';

export type { ContentType };
export type FakeMessage = QueuedMessage;

export interface ScriptedReply {
  status: number;
  headers?: Record<string, string>;
  /** A JSON value sent as the body, or a string sent as it is (an HTML error page, say). */
  body: unknown;
}

/** The envelope of a refused token, as the Cloudflare API sends it. */
export const AUTH_ERROR: ScriptedReply = { status: 401, body: apiFailure(10000, 'Authentication error') };

/** What a producer's value becomes on the wire for `contentType`, before the pull API encodes it. */
function serialize(value: unknown, contentType: ContentType): string | Uint8Array {
  switch (contentType) {
    case 'json':
      return JSON.stringify(value);
    case 'bytes':
      return value as Uint8Array;
    case 'text':
      return String(value);
    case 'v8':
      // The structured-clone wire format: opaque outside Workers. A version tag and a few bytes do.
      return Uint8Array.from([0xff, 0x0f, 0x6f, 0x22, 0x04]);
  }
}

export interface FakeOptions {
  now: () => number;
  accountId?: string;
  queueId?: string;
  apiToken?: string;
  runnerToken?: string;
  /** The job the server builds for a queued message; null: nothing to do (a stale attempt). */
  jobFor?: (message: JudgeJobMessage) => { job: RunnerJob | null; retryAfterMs?: number };
}

export class FakeQueuesApi {
  readonly now: () => number;
  readonly accountId: string;
  readonly queueId: string;
  apiToken: string;
  runnerToken: string;
  jobFor: NonNullable<FakeOptions['jobFor']>;
  /** The queue behind the API; `reset()` starts a new one. */
  queue!: PullQueue;
  /** Every retry in an ack request the queue took, honoured or not (a stale lease included). */
  retries: RetryEntry[] = [];
  pullBodies: unknown[] = [];
  /** Every publish request's body (`messages/batch`) the queue took. */
  publishBodies: unknown[] = [];
  jobRequests: unknown[] = [];
  results: unknown[] = [];
  /** Replies served instead of the real behaviour, first in first out, per endpoint. */
  scripted: Record<'pull' | 'ack' | 'batch' | 'queue', ScriptedReply[]> = {
    pull: [],
    ack: [],
    batch: [],
    queue: [],
  };
  /** What `GET …/queues/{id}` reports instead of the queue's own details (a misconfigured queue). */
  queueInfo: Record<string, unknown> | null = null;
  private server: Server | null = null;
  base = '';

  constructor(options: FakeOptions) {
    this.now = options.now;
    this.accountId = options.accountId ?? 'acc';
    this.queueId = options.queueId ?? 'q1';
    this.apiToken = options.apiToken ?? 'cf-token';
    this.runnerToken = options.runnerToken ?? 'runner-token';
    this.jobFor = options.jobFor ?? (() => ({ job: null }));
    this.reset();
  }

  /** An empty queue with `maxRetries` (Cloudflare's default 3), the logs and scripts cleared. */
  reset({ maxRetries = 3 }: { maxRetries?: number } = {}): void {
    this.queue = new PullQueue({ queueId: this.queueId, queueName: 'judge-jobs', maxRetries, now: this.now });
    this.retries = [];
    this.pullBodies = [];
    this.publishBodies = [];
    this.jobRequests = [];
    this.results = [];
    this.scripted = { pull: [], ack: [], batch: [], queue: [] };
    this.queueInfo = null;
  }

  get apiBase(): string {
    return `${this.base}/client/v4`;
  }

  get maxRetries(): number {
    return this.queue.maxRetries;
  }

  /** Messages still queued (visible, delayed or leased). */
  get messages(): readonly FakeMessage[] {
    return this.queue.messages;
  }

  get deadLettered(): readonly FakeMessage[] {
    return this.queue.deadLettered;
  }

  /** Ids of messages acknowledged (deleted), in order. */
  get acked(): readonly string[] {
    return this.queue.acknowledged;
  }

  /** Queues a message as a producer sent it with `contentType`. */
  send(value: unknown, contentType: ContentType = 'json'): FakeMessage {
    return this.queue.send(encodeForPull(serialize(value, contentType), contentType));
  }

  /** Queues a message whose pulled body and metadata are given as they are. */
  sendRaw(message: { body: unknown; metadata?: Record<string, string> | null }): FakeMessage {
    return this.queue.send(message);
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
    const queuePath = `/client/v4/accounts/${this.accountId}/queues/${this.queueId}`;
    if (url.startsWith('/client/v4/')) {
      const endpoint =
        req.method === 'GET' && url === queuePath
          ? 'queue'
          : req.method === 'POST' && url === `${queuePath}/messages/pull`
            ? 'pull'
            : req.method === 'POST' && url === `${queuePath}/messages/ack`
              ? 'ack'
              : req.method === 'POST' && url === `${queuePath}/messages/batch`
                ? 'batch'
                : null;
      if (!endpoint) return send({ status: 404, body: apiFailure(7003, 'Could not route to this path') });
      if (req.headers.authorization !== `Bearer ${this.apiToken}`) return send(AUTH_ERROR);
      const scripted = this.scripted[endpoint].shift();
      if (scripted) return send(scripted);
      const ok = (result: unknown) => send({ status: 200, body: apiSuccess(result) });
      const badRequest = (reason: string) => send({ status: 400, body: apiFailure(10001, reason) });
      if (endpoint === 'queue') return ok(this.queueInfo ?? this.queue.details());
      if (endpoint === 'pull') {
        this.pullBodies.push(payload);
        const pull = readPullRequest(payload, this.queue.defaultVisibilityMs);
        return pull.error !== undefined ? badRequest(pull.error) : ok(this.queue.pull(pull));
      }
      if (endpoint === 'batch') {
        const publish = readPublishRequest(payload);
        if (publish.error !== undefined) return badRequest(publish.error);
        this.publishBodies.push(payload);
        this.queue.publish(publish.messages);
        return ok(null);
      }
      const ack = readAckRequest(payload);
      if (ack.error !== undefined) return badRequest(ack.error);
      this.retries.push(...ack.retries);
      return ok(this.queue.ack(ack));
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
