import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunnerJob } from '../../../contract/runner/protocol';
import { ServerClient } from '../server-client';
import { CloudflarePullSource } from './cloudflare-pull';

const quiet = { info() {}, warn() {}, error() {} };

/** A loopback stand-in for the Cloudflare Queues pull API and the judge server's runner endpoints. */
interface Fake {
  queue: { id: string; body: unknown; lease_id: string }[];
  acked: string[];
  retried: { lease_id: string; delay_seconds: number }[];
  results: unknown[];
  jobRequests: unknown[];
  pullBodies: unknown[];
  authorizations: string[];
}

const fake: Fake = {
  queue: [],
  acked: [],
  retried: [],
  results: [],
  jobRequests: [],
  pullBodies: [],
  authorizations: [],
};
let server: Server;
let base: string;

const judgeJob = (submitId: number): RunnerJob => ({
  kind: 'judge',
  jobId: null,
  submitId,
  attempt: 1,
  language: 'C',
  code: 'int main(){}',
  problem: {
    pid: 1,
    type: 0,
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    stackLimitMb: 128,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    isRemoveEndBlank: true,
    ioScore: 100,
    isFileIo: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFiles: {},
    judgeExtraFiles: {},
    checker: null,
    caseVersion: 'v1',
    cases: [],
  },
});

const remoteJob = (submitId: number): RunnerJob => ({
  kind: 'remote',
  jobId: null,
  submitId,
  attempt: 1,
  judge: 'CF',
  baseUrl: 'http://127.0.0.1:9/',
  remoteProblemId: '1A',
  language: 'GNU G++17 7.3.0',
  code: 'int main(){}',
  account: { id: 1, username: 'u', password: 'p' },
  remoteRunId: null,
});

/** The fields the fake reads from request bodies. */
interface FakeRequest {
  batch_size: number;
  acks: { lease_id: string }[];
  retries: { lease_id: string; delay_seconds: number }[];
  kind: string;
  submitId: number;
}

async function body(req: IncomingMessage): Promise<FakeRequest> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text || '{}');
}

function reply(res: ServerResponse, payload: unknown) {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(payload));
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = req.url ?? '';
    const payload = await body(req);
    fake.authorizations.push(req.headers.authorization ?? '');
    if (url === '/client/v4/accounts/acc/queues/q1/messages/pull') {
      fake.pullBodies.push(payload);
      const messages = fake.queue.splice(0, payload.batch_size);
      return reply(res, { success: true, errors: [], result: { message_backlog_count: 0, messages } });
    }
    if (url === '/client/v4/accounts/acc/queues/q1/messages/ack') {
      fake.acked.push(...payload.acks.map((a) => a.lease_id));
      fake.retried.push(...payload.retries);
      return reply(res, { success: true, errors: [], result: { ackCount: payload.acks.length } });
    }
    if (url === '/api/judge-server/job') {
      fake.jobRequests.push(payload);
      // 503: a remote job whose judge has no free account yet.
      if (payload.submitId === 503)
        return reply(res, { status: 200, data: { job: null, retryAfterMs: 5000 }, msg: 'success' });
      const job =
        payload.submitId === 404
          ? null
          : payload.kind === 'judge'
            ? judgeJob(payload.submitId)
            : payload.kind === 'remote'
              ? remoteJob(payload.submitId)
              : null;
      return reply(res, { status: 200, data: { job }, msg: 'success' });
    }
    if (url === '/api/judge-server/result') {
      fake.results.push(payload);
      return reply(res, { status: 200, data: { accepted: true }, msg: 'success' });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  Object.assign(fake, {
    queue: [],
    acked: [],
    retried: [],
    results: [],
    jobRequests: [],
    pullBodies: [],
    authorizations: [],
  });
});

function source() {
  const client = new ServerClient(base, 'runner-token', quiet);
  return new CloudflarePullSource(
    client,
    {
      accountId: 'acc',
      queueId: 'q1',
      apiToken: 'cf-token',
      apiBase: `${base}/client/v4`,
      visibilityTimeoutMs: 60_000,
    },
    'cf-runner',
    quiet,
  );
}

describe('CloudflarePullSource', () => {
  it('pulls messages, fetches their jobs from the server, and acknowledges what needs no judging', async () => {
    fake.queue.push(
      { id: 'm1', lease_id: 'L1', body: { kind: 'judge', submitId: 11, attempt: 1, enqueuedAt: 0 } },
      { id: 'm2', lease_id: 'L2', body: JSON.stringify({ kind: 'judge', submitId: 404, attempt: 1 }) },
      { id: 'm3', lease_id: 'L3', body: 'garbage' },
    );
    const jobs = await source().lease({ local: 5, remote: 0 }, new AbortController().signal);
    expect(jobs.map((j) => [j.receipt, j.job.kind === 'judge' ? j.job.submitId : null])).toEqual([
      ['L1', 11],
    ]);
    expect(fake.pullBodies).toEqual([{ batch_size: 5, visibility_timeout_ms: 60_000 }]);
    expect(fake.jobRequests).toEqual([
      { kind: 'judge', submitId: 11, attempt: 1, enqueuedAt: 0 },
      { kind: 'judge', submitId: 404, attempt: 1 },
    ]);
    expect(fake.acked.sort()).toEqual(['L2', 'L3']);
    expect(fake.authorizations).toContain('Bearer cf-token');
    expect(fake.authorizations).toContain('Runner runner-token');
  });

  it('acknowledges a message once its result is delivered', async () => {
    fake.queue.push({ id: 'm1', lease_id: 'L9', body: { kind: 'judge', submitId: 12, attempt: 1 } });
    const src = source();
    const [leased] = await src.lease({ local: 1, remote: 0 }, new AbortController().signal);
    await src.complete(leased!, {
      kind: 'judge',
      name: 'cf-runner',
      jobId: null,
      submitId: 12,
      attempt: 1,
      status: 0,
      time: 1,
      memory: 1,
      score: null,
      errorMessage: null,
      cases: [],
    });
    expect(fake.results).toHaveLength(1);
    expect(fake.acked).toEqual(['L9']);
  });

  it('gives unfinished jobs back for immediate redelivery', async () => {
    fake.queue.push({ id: 'm1', lease_id: 'L5', body: { kind: 'judge', submitId: 13, attempt: 1 } });
    const src = source();
    const jobs = await src.lease({ local: 1, remote: 0 }, new AbortController().signal);
    await src.release(jobs);
    expect(fake.retried).toEqual([{ lease_id: 'L5', delay_seconds: 0 }]);
  });

  it('waits a moment when the queue is empty', async () => {
    const started = Date.now();
    expect(await source().lease({ local: 1, remote: 0 }, new AbortController().signal)).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('takes remote messages into remote places and gives back, unread, what has no free place', async () => {
    fake.queue.push(
      { id: 'm1', lease_id: 'R1', body: { kind: 'remote', submitId: 21, attempt: 1 } },
      { id: 'm2', lease_id: 'R2', body: { kind: 'remote', submitId: 22, attempt: 1 } },
      { id: 'm3', lease_id: 'J1', body: { kind: 'judge', submitId: 23, attempt: 1 } },
    );
    const src = source();
    const first = await src.lease({ local: 1, remote: 1 }, new AbortController().signal);
    expect(first.map((j) => [j.receipt, j.job.kind])).toEqual([['R1', 'remote']]);
    // R2 had no place: it was not turned into a job (no account reserved for nothing).
    expect(fake.jobRequests).toEqual([{ kind: 'remote', submitId: 21, attempt: 1 }]);
    expect(fake.retried).toEqual([{ lease_id: 'R2', delay_seconds: 10 }]);
    const second = await src.lease({ local: 1, remote: 0 }, new AbortController().signal);
    expect(second.map((j) => [j.receipt, j.job.kind])).toEqual([['J1', 'judge']]);
    expect(fake.pullBodies).toEqual([
      { batch_size: 2, visibility_timeout_ms: 60_000 },
      { batch_size: 1, visibility_timeout_ms: 60_000 },
    ]);
    expect(fake.acked).toEqual([]);
  });

  it('a runner without sandbox slots gives every local message back', async () => {
    fake.queue.push({ id: 'm1', lease_id: 'J7', body: { kind: 'compile', compileKey: 'k', attempt: 1 } });
    const jobs = await source().lease({ local: 0, remote: 8 }, new AbortController().signal);
    expect(jobs).toEqual([]);
    expect(fake.jobRequests).toEqual([]);
    expect(fake.retried).toEqual([{ lease_id: 'J7', delay_seconds: 10 }]);
  });

  it('gives a remote message back for later when its judge has no free account yet', async () => {
    fake.queue.push(
      { id: 'm1', lease_id: 'B1', body: { kind: 'remote', submitId: 503, attempt: 1 } },
      { id: 'm2', lease_id: 'R3', body: { kind: 'remote', submitId: 24, attempt: 1 } },
    );
    const jobs = await source().lease({ local: 0, remote: 2 }, new AbortController().signal);
    // The busy message is retried after the server's delay, not acknowledged (it is still needed).
    expect(jobs.map((j) => j.receipt)).toEqual(['R3']);
    expect(fake.retried).toEqual([{ lease_id: 'B1', delay_seconds: 5 }]);
    expect(fake.acked).toEqual([]);
  });
});
