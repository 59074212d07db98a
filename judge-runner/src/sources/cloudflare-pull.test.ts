// The pull consumer against a loopback fake of the Cloudflare Queues HTTP pull API
// (cloudflare-queues-fake.ts): every documented body shape, API errors with backoff, visibility
// expiry and redelivery, the dead-letter path for what cannot be read, and leases for long jobs.
// Time is simulated: the source's waits advance the clock the fake's leases run on.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResultRequest, RunnerJob } from '../../../contract/runner/protocol';
import type { JudgeJobMessage } from '../../../contract/runner/queue-message';
import { formatCheck, runChecks } from '../check';
import { parseConfig } from '../config';
import { ServerClient } from '../server-client';
import { CloudflarePullSource, LEASE_SAFETY_MARGIN_MS, PLACE_WAIT_MAX_MS } from './cloudflare-pull';
import { CloudflareQueuesApi, decodePulledBody, parseRetryAfter } from './cloudflare-queues-api';
import { AUTH_ERROR, FakeQueuesApi } from './cloudflare-queues-fake';
import { apiFailure } from './cloudflare-queues-model.mjs';
import { worstCaseMs } from './job-budget';
import { judgeJobFixture } from './judge-job-fixture';

const quiet = { info() {}, warn() {}, error() {} };
const VISIBILITY_MS = 600_000;

let clock = 1_700_000_000_000;
const fake = new FakeQueuesApi({ now: () => clock });
/** Every wait the source asked for, in order; none really waits. */
let waits: number[] = [];
let logged: { level: string; message: string }[] = [];

const judgeJob = (submitId: number, cases = 0, timeLimitMs = 1000): RunnerJob =>
  judgeJobFixture({ submitId, cases, problem: { timeLimitMs } });

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

/** cloudflare-pull.ts's delay for a message with no free place of its kind. */
const NO_ROOM_DELAY_SECONDS_IN_TEST = 10;

/** Submission ids with a meaning to the fake server. */
const STALE = 404;
const NO_ACCOUNT_YET = 503;
const LONG = 900;

function jobFor(message: JudgeJobMessage) {
  if (message.kind === 'remote') {
    return message.submitId === NO_ACCOUNT_YET
      ? { job: null, retryAfterMs: 5000 }
      : { job: remoteJob(message.submitId) };
  }
  if (message.kind !== 'judge' || message.submitId === STALE) return { job: null };
  // 100 cases at 10 s: far longer than one lease.
  return { job: message.submitId === LONG ? judgeJob(LONG, 100, 10_000) : judgeJob(message.submitId) };
}

const judgeMessage = (submitId: number): JudgeJobMessage => ({
  kind: 'judge',
  submitId,
  attempt: 1,
  enqueuedAt: 5,
});

/** A sandbox runner's source, or with `remoteOnly` a --remote runner's. */
function source(visibilityTimeoutMs = VISIBILITY_MS, { remoteOnly = false } = {}) {
  const log = {
    info() {},
    warn: (message: string) => logged.push({ level: 'warn', message }),
    error: (message: string) => logged.push({ level: 'error', message }),
  };
  return new CloudflarePullSource(
    new ServerClient(fake.base, 'runner-token', quiet),
    { accountId: 'acc', queueId: 'q1', apiToken: 'cf-token', apiBase: fake.apiBase, visibilityTimeoutMs },
    'cf-runner',
    log,
    {
      now: () => clock,
      // Remote jobs polled briefly, so their worst case fits one lease here.
      remotePace: { pollIntervalMs: 1000, maxPolls: 10 },
      remoteOnly,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    },
  );
}

const signal = () => new AbortController().signal;
const remoteRunner = () => source(VISIBILITY_MS, { remoteOnly: true });
const local = (n: number) => ({ local: n, remote: 0 });

function resultFor(job: RunnerJob): ResultRequest {
  if (job.kind !== 'judge') throw new Error('judge jobs only');
  return {
    kind: 'judge',
    name: 'cf-runner',
    jobId: null,
    submitId: job.submitId,
    attempt: job.attempt,
    status: 0,
    time: 1,
    memory: 1,
    score: null,
    errorMessage: null,
    cases: [],
  };
}

beforeAll(async () => {
  fake.jobFor = jobFor;
  await fake.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset({ maxRetries: 3 });
  fake.apiToken = 'cf-token';
  waits = [];
  logged = [];
});
afterEach(() => {
  clock += 24 * 3600_000;
});

describe('message bodies, by content type', () => {
  it('reads every shape the pull API documents, and fetches the job each names', async () => {
    fake.send(judgeMessage(1), 'json'); // base64 of the JSON text (the default content type)
    fake.send(JSON.stringify(judgeMessage(2)), 'text'); // plain UTF-8 text
    fake.send(new TextEncoder().encode(JSON.stringify(judgeMessage(3))), 'bytes'); // base64 of the bytes
    fake.sendRaw({ body: judgeMessage(4) }); // an object (a stand-in that skips the encoding)
    fake.sendRaw({ body: JSON.stringify(judgeMessage(5)) }); // JSON text without metadata
    fake.sendRaw({ body: Buffer.from(JSON.stringify(judgeMessage(6))).toString('base64url') }); // base64url, no metadata
    const jobs = await source().lease(local(10), signal());
    expect(jobs.map((j) => (j.job.kind === 'judge' ? j.job.submitId : null))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fake.jobRequests).toEqual([1, 2, 3, 4, 5, 6].map(judgeMessage));
    expect(fake.pullBodies).toEqual([{ batch_size: 10, visibility_timeout_ms: VISIBILITY_MS }]);
    expect(fake.acked).toEqual([]);
    expect(fake.retries).toEqual([]);
  });

  it('decodes the documented pull example (base64 json with metadata)', () => {
    const body = Buffer.from('{"kind":"judge","submitId":7,"attempt":2}').toString('base64');
    expect(decodePulledBody(body, { 'CF-sourceMessageSource': 'dash', 'CF-Content-Type': 'json' })).toEqual({
      ok: true,
      message: { kind: 'judge', submitId: 7, attempt: 2 },
    });
    const v8 = decodePulledBody('/w9vIgQ=', { 'CF-Content-Type': 'v8' });
    expect(v8.ok).toBe(false);
    expect(!v8.ok && v8.reason).toMatch(/v8/);
    expect(
      decodePulledBody(Buffer.from('"hello"').toString('base64'), { 'CF-Content-Type': 'json' }).ok,
    ).toBe(false);
  });

  it('never acknowledges what it cannot read: it retries it with a delay until the queue dead-letters it', async () => {
    fake.send({ any: 'thing' }, 'v8');
    fake.sendRaw({ body: 'not base64 and not JSON!', metadata: { 'CF-Content-Type': 'json' } });
    fake.send({ kind: 'judge', submitId: 'x' }, 'json'); // JSON, but not a judge job
    fake.sendRaw({ body: 42 });
    const src = source();
    for (let delivery = 1; delivery <= fake.maxRetries; delivery++) {
      expect(await src.lease(local(10), signal())).toEqual([]);
      expect(fake.retries.slice(-4).map((r) => r.delay_seconds)).toEqual([60, 60, 60, 60]);
      clock += 61_000;
    }
    expect(fake.acked).toEqual([]);
    expect(fake.jobRequests).toEqual([]);
    expect(fake.deadLettered).toHaveLength(4);
    expect(fake.messages).toHaveLength(0);
    expect(logged.filter((l) => l.level === 'error')).toHaveLength(12);
  });
});

describe('API errors', () => {
  it('reads ack warnings in both documented shapes, a list and a map by lease id', async () => {
    const api = new CloudflareQueuesApi({
      accountId: 'acc',
      queueId: 'q1',
      apiToken: 'cf-token',
      apiBase: fake.apiBase,
      visibilityTimeoutMs: VISIBILITY_MS,
    });
    const reply = (warnings: unknown) => ({
      status: 200,
      body: { success: true, errors: [], messages: [], result: { ackCount: 0, retryCount: 0, warnings } },
    });
    fake.scripted.ack.push(reply({ l1: 'message not found' }), reply(['message not found']), reply(null));
    expect(await api.ack(['l1'])).toEqual({ warnings: ['message not found'] });
    expect(await api.ack(['l1'])).toEqual({ warnings: ['message not found'] });
    expect(await api.ack(['l1'])).toEqual({ warnings: [] });
  });

  it('backs off 1 s, 2 s, 4 s on server errors, and resets after a success', async () => {
    const unavailable = { status: 503, body: '<html>Service Unavailable</html>' };
    fake.scripted.pull.push(
      {
        status: 500,
        body: { success: false, errors: [{ code: 10001, message: 'Internal error' }], result: null },
      },
      unavailable,
      unavailable,
    );
    const src = source();
    for (let i = 0; i < 3; i++) expect(await src.lease(local(1), signal())).toEqual([]);
    expect(waits).toEqual([1000, 2000, 4000]);
    fake.send(judgeMessage(8));
    expect(await src.lease(local(1), signal())).toHaveLength(1);
    fake.scripted.pull.push(unavailable);
    await src.lease(local(1), signal());
    expect(waits).toEqual([1000, 2000, 4000, 1000]);
  });

  it('honours Retry-After on 429, in seconds or as a date, when it asks for longer than the backoff', async () => {
    const tooMany = (retryAfter: string) => ({
      status: 429,
      headers: { 'Retry-After': retryAfter },
      body: {
        success: false,
        errors: [{ code: 971, message: 'Please wait and consider throttling your request speed' }],
        result: null,
      },
    });
    fake.scripted.pull.push(tooMany('7'), tooMany(new Date(clock + 30_000).toUTCString()), tooMany('0'));
    const src = source();
    for (let i = 0; i < 3; i++) await src.lease(local(1), signal());
    expect(waits[0]).toBe(7000);
    // The date was 30 s ahead before the 7 s wait; HTTP dates have whole seconds.
    expect(waits[1]).toBeGreaterThanOrEqual(22_000);
    expect(waits[1]).toBeLessThanOrEqual(23_000);
    expect(waits[2]).toBe(4000);
    expect(parseRetryAfter('soon')).toBeNull();
  });

  it('names a refused token, and keeps retrying (the operator may fix it without a restart)', async () => {
    fake.apiToken = 'another-token';
    const src = source();
    await src.lease(local(1), signal());
    await src.lease(local(1), signal());
    expect(waits).toEqual([1000, 2000]);
    expect(logged.filter((l) => l.level === 'error').map((l) => l.message)).toEqual([
      expect.stringMatching(/refused the API token.*Queues Edit/),
      expect.stringMatching(/refused the API token/),
    ]);
  });

  it('retries a failed acknowledgement before giving up on it', async () => {
    fake.send(judgeMessage(9));
    const src = source();
    const [leased] = await src.lease(local(1), signal());
    fake.scripted.ack.push(
      { status: 502, body: 'Bad Gateway' },
      { status: 429, headers: { 'Retry-After': '3' }, body: {} },
    );
    await src.complete(leased!, resultFor(leased!.job));
    expect(waits).toEqual([1000, 3000]);
    expect(fake.results).toHaveLength(1);
    expect(fake.acked).toHaveLength(1);
  });

  it('a 4xx on pull (a bad request) is backed off like any failure, not a crash', async () => {
    fake.scripted.pull.push({
      status: 400,
      body: {
        success: false,
        errors: [{ code: 11001, message: 'visibility_timeout_ms out of range' }],
        result: null,
      },
    });
    expect(await source().lease(local(1), signal())).toEqual([]);
    expect(waits).toEqual([1000]);
    expect(logged[0]?.message).toMatch(/could not pull/);
  });
});

describe('leases', () => {
  it('acknowledges once the result is delivered; what needs nothing is acknowledged at once', async () => {
    const judged = fake.send(judgeMessage(10));
    const stale = fake.send(judgeMessage(STALE));
    const src = source();
    const jobs = await src.lease(local(5), signal());
    expect(jobs).toHaveLength(1);
    expect(fake.acked).toEqual([stale.id]);
    await src.complete(jobs[0]!, resultFor(jobs[0]!.job));
    expect(fake.acked).toEqual([stale.id, judged.id]);
  });

  it('keeps a message the queue redelivers to it while still judging, and acknowledges every lease', async () => {
    const message = fake.send(judgeMessage(11));
    const src = source(LEASE_SAFETY_MARGIN_MS + 60_000);
    const [leased] = await src.lease(local(2), signal());
    expect(message.attempts).toBe(1);
    // The lease runs out mid-judging; the queue hands the message out again, to this runner.
    clock += LEASE_SAFETY_MARGIN_MS + 60_001;
    expect(await src.lease(local(1), signal())).toEqual([]);
    expect(message.attempts).toBe(2);
    expect(fake.jobRequests).toHaveLength(1); // not judged twice
    await src.complete(leased!, resultFor(leased!.job));
    expect(fake.acked).toEqual([message.id]);
    expect(fake.messages).toEqual([]);
  });

  it('a job whose runner vanished is delivered again after the visibility timeout', async () => {
    const message = fake.send(judgeMessage(12));
    await source().lease(local(1), signal());
    clock += VISIBILITY_MS;
    const [again] = await source().lease(local(1), signal());
    expect(again?.job.kind === 'judge' && again.job.submitId).toBe(12);
    expect(message.attempts).toBe(2);
  });

  it('gives a job longer than its lease back once and pulls with a lease that covers it', async () => {
    const long = judgeJob(LONG, 100, 10_000);
    const budget = worstCaseMs(long);
    expect(budget).toBeGreaterThan(VISIBILITY_MS);
    const message = fake.send(judgeMessage(LONG));
    const src = source();
    expect(await src.lease(local(1), signal())).toEqual([]);
    expect(fake.retries).toEqual([{ lease_id: message.leaseIds[0], delay_seconds: 0 }]);
    const [leased] = await src.lease(local(1), signal());
    expect(leased?.job.kind === 'judge' && leased.job.submitId).toBe(LONG);
    expect(fake.pullBodies).toEqual([
      { batch_size: 1, visibility_timeout_ms: VISIBILITY_MS },
      { batch_size: 1, visibility_timeout_ms: budget + 2 * LEASE_SAFETY_MARGIN_MS },
    ]);
    expect(message.attempts).toBe(2);
  });

  it('judges a redelivered long job in the lease it has rather than spend another delivery', async () => {
    const message = fake.send(judgeMessage(LONG));
    message.attempts = 1; // an earlier delivery whose runner died
    const [leased] = await source().lease(local(1), signal());
    expect(leased?.job.kind).toBe('judge');
    expect(message.attempts).toBe(2);
    expect(fake.retries).toEqual([]);
  });

  it('gives unfinished jobs back for immediate redelivery', async () => {
    const message = fake.send(judgeMessage(13));
    const src = source();
    const jobs = await src.lease(local(1), signal());
    await src.release(jobs);
    expect(fake.retries).toEqual([{ lease_id: message.leaseIds[0], delay_seconds: 0 }]);
    expect(message.visibleAt).toBe(clock);
  });

  it('waits a moment when the queue is empty, and takes no local work while slots are only leased ahead', async () => {
    const src = source();
    expect(await src.lease(local(1), signal())).toEqual([]);
    expect(await src.lease({ local: 2, remote: 0, ahead: true }, signal())).toEqual([]);
    expect(waits).toEqual([1000, 1000]);
    expect(fake.pullBodies).toEqual([{ batch_size: 1, visibility_timeout_ms: VISIBILITY_MS }]);
  });
});

describe('places', () => {
  it('takes remote messages into remote places and gives back, unread, what has no free place', async () => {
    const r1 = fake.send({ kind: 'remote', submitId: 21, attempt: 1 });
    const r2 = fake.send({ kind: 'remote', submitId: 22, attempt: 1 });
    fake.send({ kind: 'judge', submitId: 23, attempt: 1 });
    const src = source();
    // Two free slots: a pull of two, both remote, and one remote place.
    const first = await src.lease({ local: 2, remote: 1 }, signal());
    expect(first.map((j) => [j.receipt, j.job.kind])).toEqual([[r1.leaseIds[0], 'remote']]);
    // R2 had no place: it was not turned into a job (no account reserved for nothing).
    expect(fake.jobRequests).toEqual([{ kind: 'remote', submitId: 21, attempt: 1 }]);
    expect(fake.retries).toEqual([{ lease_id: r2.leaseIds[0], delay_seconds: 10 }]);
    const second = await src.lease(local(1), signal());
    expect(second.map((j) => j.job.kind)).toEqual(['judge']);
    expect(fake.acked).toEqual([]);
  });

  it('pulls for its free slots only: nothing while every slot is busy, whatever its remote places', async () => {
    fake.send({ kind: 'judge', submitId: 25, attempt: 1 });
    const src = source();
    expect(await src.lease({ local: 0, remote: 8 }, signal())).toEqual([]);
    expect(fake.pullBodies).toEqual([]);
    const jobs = await src.lease({ local: 1, remote: 8 }, signal());
    expect(jobs.map((j) => j.job.kind === 'judge' && j.job.submitId)).toEqual([25]);
    expect(fake.pullBodies).toEqual([{ batch_size: 1, visibility_timeout_ms: VISIBILITY_MS }]);
    // A runner without a sandbox pulls for its remote places.
    await remoteRunner().lease({ local: 0, remote: 3 }, signal());
    expect(fake.pullBodies.at(-1)).toEqual({ batch_size: 3, visibility_timeout_ms: VISIBILITY_MS });
  });

  it('gives a remote message back for later when its judge has no free account yet', async () => {
    const busy = fake.send({ kind: 'remote', submitId: NO_ACCOUNT_YET, attempt: 1 });
    fake.send({ kind: 'remote', submitId: 24, attempt: 1 });
    const jobs = await remoteRunner().lease({ local: 0, remote: 2 }, signal());
    expect(jobs.map((j) => j.job.kind === 'remote' && j.job.submitId)).toEqual([24]);
    expect(fake.retries).toEqual([{ lease_id: busy.leaseIds[0], delay_seconds: 5 }]);
    expect(fake.acked).toEqual([]);
  });
});

describe('waiting for a place, without spending deliveries', () => {
  /** A judge message as the Worker queues it, first queued `agoMs` before now. */
  const queuedJudge = (submitId: number, agoMs = 0): JudgeJobMessage => ({
    kind: 'judge',
    submitId,
    attempt: 1,
    enqueuedAt: clock - agoMs,
  });
  const queuedSubmitIds = () =>
    fake.messages
      .map((m) => decodePulledBody(m.body, m.metadata))
      .map((d) => (d.ok && d.message.kind === 'judge' ? d.message.submitId : null))
      .sort();

  it('publishes a message with no place here again and acknowledges its delivery, so a long rush never dead-letters', async () => {
    const firstQueuedAt = clock;
    for (const submitId of [31, 32, 33]) fake.send(queuedJudge(submitId));
    // A runner without a sandbox pulls judge messages it has no place for: five rounds of a rush,
    // more than max_retries (3) give-backs would have allowed.
    const src = remoteRunner();
    for (let round = 0; round < 5; round++) {
      expect(await src.lease({ local: 0, remote: 2 }, signal())).toEqual([]);
      clock += (NO_ROOM_DELAY_SECONDS_IN_TEST + 1) * 1000;
    }
    expect(fake.deadLettered).toEqual([]);
    expect(fake.retries).toEqual([]);
    expect(fake.messages.every((m) => m.attempts === 0 && m.lease === null)).toBe(true);
    expect(queuedSubmitIds()).toEqual([31, 32, 33]);
    // Republished as they came, with the no-room delay; in every round the first enqueuedAt is
    // kept, so the wait stays bounded.
    expect(fake.publishBodies).toHaveLength(5);
    for (const published of fake.publishBodies) {
      expect(published).toEqual({
        messages: Array.from({ length: 2 }, () => ({
          body: expect.objectContaining({ kind: 'judge', attempt: 1, enqueuedAt: firstQueuedAt }),
          content_type: 'json',
          delay_seconds: NO_ROOM_DELAY_SECONDS_IN_TEST,
        })),
      });
    }
    const jobs = await source().lease(local(3), signal());
    expect(jobs.map((j) => j.job.kind === 'judge' && j.job.submitId).sort()).toEqual([31, 32, 33]);
  });

  it('publishes a remote job whose judge has no free account yet again after the delay the server asked for', async () => {
    fake.send({ kind: 'remote', submitId: NO_ACCOUNT_YET, attempt: 1, enqueuedAt: clock });
    expect(await remoteRunner().lease({ local: 0, remote: 1 }, signal())).toEqual([]);
    expect(fake.retries).toEqual([]);
    expect(fake.publishBodies).toEqual([
      {
        messages: [
          {
            body: { kind: 'remote', submitId: NO_ACCOUNT_YET, attempt: 1, enqueuedAt: clock },
            content_type: 'json',
            delay_seconds: 5,
          },
        ],
      },
    ]);
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]!.attempts).toBe(0);
  });

  it('gives back a message that has waited an hour, so one no runner ever takes still dead-letters', async () => {
    fake.send(queuedJudge(34, PLACE_WAIT_MAX_MS));
    const src = remoteRunner();
    for (let round = 0; round < 3; round++) {
      await src.lease({ local: 0, remote: 1 }, signal());
      clock += (NO_ROOM_DELAY_SECONDS_IN_TEST + 1) * 1000;
    }
    expect(fake.publishBodies).toEqual([]);
    expect(fake.retries).toHaveLength(3);
    expect(fake.deadLettered).toHaveLength(1);
  });

  it('gives the messages back when publishing fails: nothing is acknowledged that is not queued again', async () => {
    const message = fake.send(queuedJudge(35));
    fake.scripted.batch.push({ status: 500, body: apiFailure(10001, 'Internal error') });
    expect(await remoteRunner().lease({ local: 0, remote: 1 }, signal())).toEqual([]);
    expect(fake.acked).toEqual([]);
    expect(fake.retries).toEqual([
      { lease_id: message.leaseIds[0], delay_seconds: NO_ROOM_DELAY_SECONDS_IN_TEST },
    ]);
    expect(fake.messages).toEqual([message]);
    expect(logged.map((l) => l.message)).toContain(
      'could not publish messages waiting for a place again; giving them back instead',
    );
  });
});

describe('--check', () => {
  const config = (extra: string[] = []) =>
    parseConfig(
      [
        '--server',
        fake.base,
        '--token',
        'runner-token',
        '--remote',
        '--cf-account',
        'acc',
        '--cf-queue',
        'q1',
        '--cf-api-token',
        'cf-token',
        '--cf-api-base',
        fake.apiBase,
        '--check',
        ...extra,
      ],
      {},
    );

  it('passes against a queue with an HTTP pull consumer, and takes no message', async () => {
    fake.send(judgeMessage(30));
    const lines = await runChecks(config());
    expect(lines.every((l) => l.ok)).toBe(true);
    expect(formatCheck(lines)).toMatch(
      /runner token is accepted[\s\S]*HTTP pull consumer with max_retries 3, dead-letter queue judge-jobs-dlq[\s\S]*may acknowledge/,
    );
    expect(fake.pullBodies).toEqual([]);
    expect(fake.messages[0]?.attempts).toBe(0);
  });

  it('fails on a refused Cloudflare token, a queue without a pull consumer, or a wrong runner token', async () => {
    fake.apiToken = 'another-token';
    expect((await runChecks(config())).filter((l) => !l.ok).map((l) => l.detail)).toEqual([
      expect.stringMatching(/may not read the queue.*Queues Edit/),
    ]);
    fake.apiToken = 'cf-token';
    fake.queueInfo = { ...fake.queue.details(), consumers: [{ type: 'worker', script: 'judge-platform' }] };
    try {
      expect((await runChecks(config())).find((l) => !l.ok)?.detail).toMatch(
        /no HTTP pull consumer \(consumers: worker\)/,
      );
    } finally {
      fake.queueInfo = null;
    }
    const wrongToken = parseConfig(['--server', fake.base, '--token', 'nope', '--remote', '--check'], {});
    expect((await runChecks(wrongToken)).find((l) => !l.ok)?.detail).toMatch(/runner token is refused/);
  });

  it('only warns when an empty acknowledgement is not accepted for another reason', async () => {
    fake.scripted.ack.push({
      status: 400,
      body: { success: false, errors: [{ code: 10400, message: 'no leases given' }], result: null },
    });
    const lines = await runChecks(config());
    expect(lines.every((l) => l.ok)).toBe(true);
    expect(lines.some((l) => l.warning && /could not prove/.test(l.detail))).toBe(true);
    fake.scripted.ack.push(AUTH_ERROR);
    expect((await runChecks(config())).some((l) => !l.ok)).toBe(true);
  });
});
