// The runner: one worker slot per concurrent sandbox job and a bounded number of places for remote
// jobs, a lease loop that fills free places, heartbeats that keep leases alive and tell the server
// what this machine can run, and a graceful stop.
import { cpus, freemem, hostname, totalmem } from 'node:os';
import { join } from 'node:path';
import type {
  HeartbeatResponse,
  RemoteRunnerJob,
  ResultRequest,
  RunnerJob,
} from '../../contract/runner/protocol';
import { RemoteHttp } from '../../remote-judge/http';
import { remoteJudgeAdapter } from '../../remote-judge/registry';
import { CompileCache } from './cache/compile-cache';
import { TestcaseCache } from './cache/testcase-cache';
import type { RunnerConfig } from './config';
import { prepareSlot, type Slot, slotFor } from './judge/box';
import { type JobEnvironment, runCompileJob, runJudgeJob, runTestJob } from './judge/jobs';
import type { Language } from './languages/languages';
import type { RunnerLog } from './log';
import { executeRemoteJob, type RemoteExecutorDeps, type RemoteJobReporter } from './remote/executor';
import type { ServerClient } from './server-client';
import { sleep } from './server-client';
import { type JobSource, type LeasedJob, type LeaseRoom, leaseIdsOf, placeFor } from './sources/job-source';

const COMPILE_CACHE_ENTRIES = 512;

export interface RunnerOptions {
  config: RunnerConfig;
  client: ServerClient;
  source: JobSource;
  /** The toolchains of this machine; none on a remote runner. */
  languages: Language[];
  /** Sandbox protections this machine cannot give. */
  missingProtections: string[];
  version: string;
  log: RunnerLog;
  /** How remote jobs reach their judges; tests replace parts of it. */
  remote?: Partial<Omit<RemoteExecutorDeps, 'runnerName' | 'log'>>;
}

/** How long the server may take to record a remote run id before polling goes on without it. */
const REMOTE_SUBMITTED_REPORT_MS = 30_000;

interface Running {
  leased: LeasedJob;
  controller: AbortController;
  done: Promise<void>;
}

/** What a sandbox runner has and a remote runner does not. */
interface Sandbox {
  slots: Slot[];
  freeSlots: Slot[];
  testcases: TestcaseCache;
  compiles: CompileCache;
  languageMap: Map<string, Language>;
}

/** CPU use since the last call, from the kernel's per-core counters. */
function cpuSampler() {
  let last = cpus().map((c) => c.times);
  return () => {
    const now = cpus().map((c) => c.times);
    let busy = 0;
    let total = 0;
    now.forEach((t, i) => {
      const p = last[i] ?? t;
      const idle = t.idle - p.idle;
      const all = t.user - p.user + (t.nice - p.nice) + (t.sys - p.sys) + (t.irq - p.irq) + idle;
      busy += all - idle;
      total += all;
    });
    last = now;
    return total > 0 ? Math.round((busy / total) * 1000) / 10 : null;
  };
}

export class Runner {
  private readonly sandbox: Sandbox | null;
  private readonly remoteCapacity: number;
  private remoteRunning = 0;
  private readonly remoteDeps: RemoteExecutorDeps;
  private readonly running = new Map<LeasedJob, Running>();
  private readonly stopLeasing = new AbortController();
  private placeFreed: (() => void) | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private leaseLoop: Promise<void> | null = null;
  private readonly cpuUsage = cpuSampler();
  private stopping = false;
  jobsDone = 0;

  constructor(private readonly options: RunnerOptions) {
    const { config, log } = options;
    this.sandbox = config.remote ? null : this.createSandbox();
    this.remoteCapacity = config.remoteConcurrency;
    this.remoteDeps = {
      runnerName: config.name,
      log,
      adapterFor: remoteJudgeAdapter,
      httpFor: (baseUrl) => new RemoteHttp({ baseUrl }),
      sleep,
      pollIntervalMs: config.remotePollMs,
      maxPolls: config.remoteMaxPolls,
      ...options.remote,
    };
  }

  private createSandbox(): Sandbox {
    const { config, client, log, languages } = this.options;
    const slots = Array.from({ length: config.concurrency }, (_, i) =>
      slotFor(config.slotOffset + i, config.workDir),
    );
    return {
      slots,
      freeSlots: [...slots],
      testcases: new TestcaseCache(
        join(config.workDir, 'cache', 'testcases'),
        config.cacheMb * 1024 * 1024,
        (hash, signal) => client.fetchTestcase(hash, signal),
        log,
      ),
      compiles: new CompileCache(join(config.workDir, 'cache', 'compiled'), COMPILE_CACHE_ENTRIES),
      languageMap: new Map(languages.map((l) => [l.name, l])),
    };
  }

  async start(): Promise<void> {
    if (this.sandbox) {
      for (const slot of this.sandbox.slots) await prepareSlot(slot);
      await this.sandbox.testcases.init();
      await this.sandbox.compiles.init();
    }
    await this.heartbeat(true);
    // Leases must be renewed well before they expire, whatever the heartbeat setting says.
    const { heartbeatSeconds, leaseSeconds } = this.options.config;
    const intervalMs = Math.min(heartbeatSeconds * 1000, (leaseSeconds * 1000) / 3);
    this.heartbeatTimer = setInterval(() => {
      this.heartbeat(false).catch((error) =>
        this.options.log.warn('heartbeat failed', { error: String(error) }),
      );
    }, intervalMs);
    this.leaseLoop = this.runLeaseLoop();
  }

  private async heartbeat(starting: boolean): Promise<void> {
    const { config, client, languages, missingProtections, version } = this.options;
    const response = await client.post<HeartbeatResponse>('heartbeat', {
      name: config.name,
      host: hostname(),
      version,
      cores: cpus().length,
      concurrency: config.concurrency,
      cpuUsage: this.cpuUsage(),
      memoryUsage: Math.round((1 - freemem() / totalmem()) * 1000) / 10,
      languages: languages.map((l) => ({ name: l.name, description: l.description })),
      missingProtections,
      activeJobIds: leaseIdsOf(this.running.keys()),
      starting,
      leaseSeconds: config.leaseSeconds,
    });
    const abandon = new Set(response.abandon);
    for (const run of this.running.values()) {
      if (run.leased.job.jobId !== null && abandon.has(run.leased.job.jobId)) {
        this.options.log.info('stopping a job the server no longer needs', { jobId: run.leased.job.jobId });
        run.controller.abort();
      }
    }
  }

  private room(): LeaseRoom {
    return {
      local: this.sandbox?.freeSlots.length ?? 0,
      remote: this.remoteCapacity - this.remoteRunning,
    };
  }

  private waitForRoom(): Promise<void> {
    const room = this.room();
    if (room.local + room.remote > 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.placeFreed = resolve;
    });
  }

  private freePlace() {
    this.placeFreed?.();
    this.placeFreed = null;
  }

  private async runLeaseLoop(): Promise<void> {
    const signal = this.stopLeasing.signal;
    while (!signal.aborted) {
      await this.waitForRoom();
      if (signal.aborted) break;
      const jobs = await this.options.source.lease(this.room(), signal);
      for (const leased of jobs) {
        if (!signal.aborted && this.tryStart(leased)) continue;
        await this.options.source.release([leased]).catch(() => undefined);
      }
    }
  }

  /** Starts the job in a free place of its kind; false when there is none (it is given back). */
  private tryStart(leased: LeasedJob): boolean {
    const { job } = leased;
    if (placeFor(job.kind) === 'remote') {
      if (job.kind !== 'remote' || this.remoteRunning >= this.remoteCapacity) return false;
      this.remoteRunning += 1;
      this.track(
        leased,
        (signal) => this.executeRemote(leased, job, signal),
        () => {
          this.remoteRunning -= 1;
        },
      );
      return true;
    }
    const sandbox = this.sandbox;
    const slot = sandbox?.freeSlots.shift();
    if (!sandbox || !slot) return false;
    this.track(
      leased,
      (signal) => this.executeLocal(leased, sandbox, slot, signal),
      () => {
        sandbox.freeSlots.push(slot);
      },
    );
    return true;
  }

  private track(leased: LeasedJob, work: (signal: AbortSignal) => Promise<void>, release: () => void) {
    const controller = new AbortController();
    const run: Running = { leased, controller, done: Promise.resolve() };
    run.done = work(controller.signal)
      .catch((error) => {
        if (!controller.signal.aborted)
          this.options.log.error('job failed', { job: jobLabel(leased.job), error: String(error) });
      })
      .finally(() => {
        this.running.delete(leased);
        release();
        this.freePlace();
      });
    this.running.set(leased, run);
  }

  private async executeRemote(leased: LeasedJob, job: RemoteRunnerJob, signal: AbortSignal): Promise<void> {
    const { client, source } = this.options;
    const reporter: RemoteJobReporter = {
      async submitted(request) {
        const data = await client.postReliably<{ accepted?: boolean } | null>(
          'remote-submitted',
          request,
          REMOTE_SUBMITTED_REPORT_MS,
        );
        return data?.accepted !== false;
      },
      result: async (request) => {
        await source.complete(leased, request);
        this.jobsDone += 1;
      },
    };
    await executeRemoteJob(job, reporter, signal, this.remoteDeps);
  }

  private async executeLocal(
    leased: LeasedJob,
    sandbox: Sandbox,
    slot: Slot,
    signal: AbortSignal,
  ): Promise<void> {
    const { source, config, log } = this.options;
    const env: JobEnvironment = {
      slot,
      languages: sandbox.languageMap,
      testcases: sandbox.testcases,
      compiles: sandbox.compiles,
      log,
      signal,
    };
    const { job } = leased;
    const common = { name: config.name, jobId: job.jobId, attempt: job.attempt };
    let result: ResultRequest;
    if (job.kind === 'judge') {
      const progress = (status: 6 | 7) => {
        source
          .progress(leased, status)
          .catch((error) => log.warn('progress report failed', { error: String(error) }));
      };
      result = { ...common, kind: 'judge', ...(await runJudgeJob(env, job, progress)) };
    } else if (job.kind === 'test') {
      result = { ...common, kind: 'test', ...(await runTestJob(env, job)) };
    } else if (job.kind === 'compile') {
      result = { ...common, kind: 'compile', ...(await runCompileJob(env, job)) };
    } else {
      throw new Error('a remote job reached a sandbox slot');
    }
    if (signal.aborted) return;
    await source.complete(leased, result);
    this.jobsDone += 1;
  }

  /**
   * Stops leasing, lets running jobs finish within the grace period, then stops the rest and
   * gives them back so another runner judges them at once.
   */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    const { config, source, client, log } = this.options;
    this.stopLeasing.abort();
    this.freePlace();
    await this.leaseLoop;
    const finished = Promise.all([...this.running.values()].map((r) => r.done));
    const deadline = sleep(config.shutdownGraceSeconds * 1000);
    await Promise.race([finished, deadline]);
    const unfinished = [...this.running.values()];
    if (unfinished.length > 0) {
      log.info('giving back unfinished jobs', { count: unfinished.length });
      for (const run of unfinished) run.controller.abort();
      await Promise.all(unfinished.map((r) => r.done));
      await source
        .release(unfinished.map((r) => r.leased))
        .catch((error) => log.warn('release failed', { error: String(error) }));
    }
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    for (const slot of this.sandbox?.slots ?? []) {
      slot.launcher.close();
      slot.auxLauncher.close();
    }
    await client
      .post('release', { name: config.name })
      .catch((error) => log.warn('could not sign off', { error: String(error) }));
  }
}

function jobLabel(job: RunnerJob) {
  if (job.kind === 'judge' || job.kind === 'remote')
    return { kind: job.kind, submitId: job.submitId, attempt: job.attempt };
  if (job.kind === 'test') return { kind: job.kind, testKey: job.testKey };
  return { kind: job.kind, compileKey: job.compileKey };
}
