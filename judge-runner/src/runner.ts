// The runner: one worker slot per concurrent job, a lease loop that fills free slots, heartbeats
// that keep leases alive and tell the server what this machine can run, and a graceful stop.
import { cpus, freemem, hostname, totalmem } from 'node:os';
import { join } from 'node:path';
import type { HeartbeatResponse, ResultRequest } from '../../contract/runner/protocol';
import { CompileCache } from './cache/compile-cache';
import { TestcaseCache } from './cache/testcase-cache';
import type { RunnerConfig } from './config';
import { prepareSlot, type Slot, slotFor } from './judge/box';
import { type JobEnvironment, runCompileJob, runJudgeJob, runTestJob } from './judge/jobs';
import type { Language } from './languages/languages';
import type { RunnerLog } from './log';
import type { ServerClient } from './server-client';
import { sleep } from './server-client';
import { type JobSource, type LeasedJob, leaseIdsOf } from './sources/job-source';

const COMPILE_CACHE_ENTRIES = 512;

export interface RunnerOptions {
  config: RunnerConfig;
  client: ServerClient;
  source: JobSource;
  languages: Language[];
  /** Sandbox protections this machine cannot give. */
  missingProtections: string[];
  version: string;
  log: RunnerLog;
}

interface Running {
  leased: LeasedJob;
  controller: AbortController;
  done: Promise<void>;
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
  private readonly slots: Slot[];
  private readonly freeSlots: Slot[];
  private readonly running = new Map<LeasedJob, Running>();
  private readonly testcases: TestcaseCache;
  private readonly compiles: CompileCache;
  private readonly languageMap: Map<string, Language>;
  private readonly stopLeasing = new AbortController();
  private slotFreed: (() => void) | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private leaseLoop: Promise<void> | null = null;
  private readonly cpuUsage = cpuSampler();
  private stopping = false;
  jobsDone = 0;

  constructor(private readonly options: RunnerOptions) {
    const { config } = options;
    this.slots = Array.from({ length: config.concurrency }, (_, i) =>
      slotFor(config.slotOffset + i, config.workDir),
    );
    this.freeSlots = [...this.slots];
    this.testcases = new TestcaseCache(
      join(config.workDir, 'cache', 'testcases'),
      config.cacheMb * 1024 * 1024,
      (hash, signal) => options.client.fetchTestcase(hash, signal),
      options.log,
    );
    this.compiles = new CompileCache(join(config.workDir, 'cache', 'compiled'), COMPILE_CACHE_ENTRIES);
    this.languageMap = new Map(options.languages.map((l) => [l.name, l]));
  }

  get compileCache(): CompileCache {
    return this.compiles;
  }

  async start(): Promise<void> {
    for (const slot of this.slots) await prepareSlot(slot);
    await this.testcases.init();
    await this.compiles.init();
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

  private waitForSlot(): Promise<void> {
    if (this.freeSlots.length > 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.slotFreed = resolve;
    });
  }

  private async runLeaseLoop(): Promise<void> {
    const signal = this.stopLeasing.signal;
    while (!signal.aborted) {
      await this.waitForSlot();
      if (signal.aborted) break;
      const jobs = await this.options.source.lease(this.freeSlots.length, signal);
      for (const leased of jobs) {
        const slot = this.freeSlots.shift();
        if (!slot || signal.aborted) {
          await this.options.source.release([leased]).catch(() => undefined);
          continue;
        }
        this.startJob(leased, slot);
      }
    }
  }

  private startJob(leased: LeasedJob, slot: Slot) {
    const controller = new AbortController();
    const run: Running = { leased, controller, done: Promise.resolve() };
    run.done = this.execute(leased, slot, controller.signal)
      .catch((error) => {
        if (!controller.signal.aborted)
          this.options.log.error('job failed', { job: jobLabel(leased), error: String(error) });
      })
      .finally(() => {
        this.running.delete(leased);
        this.freeSlots.push(slot);
        this.slotFreed?.();
        this.slotFreed = null;
      });
    this.running.set(leased, run);
  }

  private async execute(leased: LeasedJob, slot: Slot, signal: AbortSignal): Promise<void> {
    const { source, config, log } = this.options;
    const env: JobEnvironment = {
      slot,
      languages: this.languageMap,
      testcases: this.testcases,
      compiles: this.compiles,
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
    } else {
      result = { ...common, kind: 'compile', ...(await runCompileJob(env, job)) };
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
    this.slotFreed?.();
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
    for (const slot of this.slots) {
      slot.launcher.close();
      slot.auxLauncher.close();
    }
    await client
      .post('release', { name: config.name })
      .catch((error) => log.warn('could not sign off', { error: String(error) }));
  }
}

function jobLabel({ job }: LeasedJob) {
  if (job.kind === 'judge') return { kind: job.kind, submitId: job.submitId, attempt: job.attempt };
  if (job.kind === 'test') return { kind: job.kind, testKey: job.testKey };
  return { kind: job.kind, compileKey: job.compileKey };
}
