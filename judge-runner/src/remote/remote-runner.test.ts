import { afterEach, describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../../contract/judge-status';
import type { ResultRequest, RunnerJob } from '../../../contract/runner/protocol';
import type { RemoteJudgeAdapter, RemoteVerdict } from '../../../remote-judge/adapter';
import { parseConfig } from '../config';
import { Runner } from '../runner';
import type { ServerClient } from '../server-client';
import type { JobSource, LeasedJob, LeaseRoom } from '../sources/job-source';

const quiet = { info() {}, warn() {}, error() {} };

const remoteJob = (jobId: number): RunnerJob => ({
  kind: 'remote',
  jobId,
  submitId: 100 + jobId,
  attempt: 1,
  judge: 'HDU',
  baseUrl: 'http://127.0.0.1:9',
  remoteProblemId: '1000',
  language: 'G++',
  code: 'int main() {}',
  account: { id: 1, username: 'u', password: 'p' },
  remoteRunId: null,
});

/** A source that hands out the queued jobs as room allows, and records what it was asked. */
class FakeSource implements JobSource {
  readonly kind = 'server';
  readonly rooms: LeaseRoom[] = [];
  readonly completed: ResultRequest[] = [];
  readonly released: LeasedJob[] = [];
  constructor(readonly queue: RunnerJob[]) {}

  async lease(room: LeaseRoom, signal: AbortSignal): Promise<LeasedJob[]> {
    this.rooms.push(room);
    const jobs = this.queue.splice(0, room.remote).map((job) => ({ job, receipt: null }));
    if (jobs.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    if (signal.aborted) return [];
    return jobs;
  }
  async progress() {}
  async complete(_leased: LeasedJob, result: ResultRequest) {
    this.completed.push(result);
  }
  async release(jobs: readonly LeasedJob[]) {
    this.released.push(...jobs);
  }
}

/** A judge whose runs stay pending until `finish` is called; counts runs polled at once. */
function slowJudge() {
  let finished = false;
  let inFlight = 0;
  let mostAtOnce = 0;
  const adapter: RemoteJudgeAdapter = {
    judge: 'HDU',
    languages: [{ name: 'G++', remoteId: '0', contentType: 'text/x-c++src' }],
    pollIntervalMs: 1,
    maxPolls: 100_000,
    accountIntervalMs: 0,
    fetchProblem: () => Promise.reject(new Error('not used')),
    async login() {},
    async submit() {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      return { runId: `run-${inFlight}` };
    },
    async poll(): Promise<RemoteVerdict> {
      if (!finished) return { status: null, timeMs: null, memoryKb: null, compileMessage: null, raw: '' };
      return { status: JudgeStatus.ACCEPTED, timeMs: 1, memoryKb: 1, compileMessage: null, raw: 'Accepted' };
    },
  };
  return {
    adapter,
    finish: () => {
      finished = true;
    },
    mostAtOnce: () => mostAtOnce,
  };
}

function fakeClient() {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const client = {
    async post(path: string, body: Record<string, unknown>) {
      posts.push({ path, body });
      return path === 'heartbeat' ? { abandon: [], heartbeatSeconds: 5 } : {};
    },
    async postReliably(path: string, body: Record<string, unknown>) {
      posts.push({ path, body });
      return { accepted: true };
    },
  };
  return { client: client as unknown as ServerClient, posts };
}

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

let runner: Runner | null = null;
afterEach(async () => {
  await runner?.stop();
  runner = null;
});

describe('a remote runner', () => {
  it('advertises no languages, leases only remote room, and runs at most --concurrency jobs at once', async () => {
    const config = parseConfig(
      ['--server', 'http://127.0.0.1:1', '--token', 't', '--name', 'r-0', '--remote', '--concurrency', '2'],
      {},
    );
    config.shutdownGraceSeconds = 0;
    const source = new FakeSource([remoteJob(1), remoteJob(2), remoteJob(3)]);
    const { client, posts } = fakeClient();
    const judge = slowJudge();
    runner = new Runner({
      config,
      client,
      source,
      languages: [],
      missingProtections: [],
      version: 'test',
      log: quiet,
      remote: { adapterFor: () => judge.adapter, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) },
    });
    await runner.start();
    const heartbeat = posts.find((p) => p.path === 'heartbeat')!.body;
    expect(heartbeat).toMatchObject({ name: 'r-0', concurrency: 2, languages: [], missingProtections: [] });

    await waitFor(() => posts.filter((p) => p.path === 'remote-submitted').length === 2);
    expect(source.rooms[0]).toEqual({ local: 0, remote: 2 });
    expect(source.queue).toHaveLength(1);
    expect(judge.mostAtOnce()).toBe(2);

    judge.finish();
    await waitFor(() => source.completed.length === 3);
    expect(source.completed.map((r) => r.kind === 'remote' && r.outcome)).toEqual([
      'verdict',
      'verdict',
      'verdict',
    ]);
    expect(source.rooms.every((room) => room.local === 0 && room.remote >= 1 && room.remote <= 2)).toBe(true);
  });

  it('keeps remote leases alive with heartbeats and gives unfinished jobs back on stop', async () => {
    const config = parseConfig(
      [
        '--server',
        'http://127.0.0.1:1',
        '--token',
        't',
        '--name',
        'r-1',
        '--remote',
        '--heartbeat-seconds',
        '1',
      ],
      {},
    );
    config.leaseSeconds = 3;
    config.shutdownGraceSeconds = 0;
    const source = new FakeSource([remoteJob(7)]);
    const { client, posts } = fakeClient();
    const judge = slowJudge();
    runner = new Runner({
      config,
      client,
      source,
      languages: [],
      missingProtections: [],
      version: 'test',
      log: quiet,
      remote: { adapterFor: () => judge.adapter, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) },
    });
    await runner.start();
    await waitFor(() =>
      posts.some((p) => p.path === 'heartbeat' && (p.body.activeJobIds as number[]).includes(7)),
    );
    await runner.stop();
    runner = null;
    expect(source.released.map((l) => l.job.jobId)).toEqual([7]);
    expect(source.completed).toEqual([]);
  });
});
