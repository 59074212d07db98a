// The runner: one worker slot per concurrent sandbox job and a bounded number of places for remote
// jobs, a lease loop that fills free places, heartbeats that keep leases alive and tell the server
// what this machine can run, and a graceful stop.
//
// A slot never waits on the network: while every slot is busy the runner leases one job ahead per
// slot, a slot starts its next job as soon as its run ends, and the result is posted while the
// next job runs. A job that waits is held under the same lease rules as a running one (renewed by
// heartbeats, given back when the runner stops), so it is never lost.
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
import { InPlaceJsonFile } from './in-place-json-file';
import { prepareSlot, releaseSlot, type Slot, slotFor } from './judge/box';
import { type JobEnvironment, runCompileJob, runJudgeJob, runTestJob } from './judge/jobs';
import type { SandboxLauncher } from './judge/launcher';
import type { Language } from './languages/languages';
import type { RunnerLog } from './log';
import { DeferredProgress } from './progress';
import { executeRemoteJob, type RemoteExecutorDeps, type RemoteJobReporter } from './remote/executor';
import type { ServerClient } from './server-client';
import { sleep } from './server-client';
import { type JobSource, type LeasedJob, type LeaseRoom, leaseIdsOf, placeFor } from './sources/job-source';

const COMPILE_CACHE_ENTRIES = 512;

/**
 * What the sandboxes reported of the programs, compilers and checkers they ran, since the runner
 * started. Written to this file in the work dir after every sandbox job, so an operator or a
 * benchmark can tell the judged code's CPU from the platform's (tests/bench/judge-burst.mjs).
 */
export const SANDBOX_USAGE_FILE = 'sandbox-usage.json';

export interface SandboxUsage {
  jobs: number;
  runs: number;
  /** CPU of the sandboxed processes as the sandbox measured them (its cgroup), in ms, unrounded. */
  cpuMs: number;
  /** Their wall time, start to end of each run, in ms. */
  wallMs: number;
}

/** Counts every run of a launcher into `usage`. */
function countingLauncher(launcher: SandboxLauncher, usage: SandboxUsage): SandboxLauncher {
  return {
    async run(options) {
      const result = await launcher.run(options);
      usage.runs += 1;
      usage.cpuMs += result.cpuUs / 1000;
      usage.wallMs += result.wallMs;
      return result;
    },
    close: () => launcher.close(),
  };
}

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
  /** Jobs leased ahead while every slot was busy, at most one per slot, oldest first. */
  waiting: LeasedJob[];
  testcases: TestcaseCache;
  compiles: CompileCache;
  languageMap: Map<string, Language>;
  usage: SandboxUsage;
  usageFile: InPlaceJsonFile;
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
  /** Sandbox places a result post in flight is leasing jobs for. */
  private leasingWithResults = 0;
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
    const usage: SandboxUsage = { jobs: 0, runs: 0, cpuMs: 0, wallMs: 0 };
    const slots = Array.from({ length: config.concurrency }, (_, i) => {
      const slot = slotFor(config.slotOffset + i, config.workDir);
      slot.launcher = countingLauncher(slot.launcher, usage);
      slot.auxLauncher = countingLauncher(slot.auxLauncher, usage);
      return slot;
    });
    return {
      usage,
      usageFile: new InPlaceJsonFile(join(config.workDir, SANDBOX_USAGE_FILE)),
      slots,
      freeSlots: [...slots],
      waiting: [],
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
      activeJobIds: leaseIdsOf(this.heldJobs()),
      starting,
      leaseSeconds: config.leaseSeconds,
    });
    const abandon = new Set(response.abandon);
    if (this.sandbox && abandon.size > 0) {
      const { waiting } = this.sandbox;
      const kept = waiting.filter(({ job }) => job.jobId === null || !abandon.has(job.jobId));
      if (kept.length !== waiting.length) {
        this.options.log.info('dropping waiting jobs the server no longer needs', {
          count: waiting.length - kept.length,
        });
        waiting.splice(0, waiting.length, ...kept);
        this.freePlace();
      }
    }
    for (const run of this.running.values()) {
      if (run.leased.job.jobId !== null && abandon.has(run.leased.job.jobId)) {
        this.options.log.info('stopping a job the server no longer needs', { jobId: run.leased.job.jobId });
        run.controller.abort();
      }
    }
  }

  /** Jobs this runner holds a lease on: running, posting their result, or waiting for a slot. */
  private heldJobs(): LeasedJob[] {
    return [...this.running.keys(), ...(this.sandbox?.waiting ?? [])];
  }

  private room(): LeaseRoom {
    const remote = this.remoteCapacity - this.remoteRunning;
    const sandbox = this.sandbox;
    if (!sandbox) return { local: 0, remote };
    // Free slots are filled first and alone: a runner with an idle slot must not take a second
    // job that an idle runner elsewhere could start at once. Places a result post is leasing
    // for are taken already.
    const free = sandbox.freeSlots.length - this.leasingWithResults;
    if (free > 0) return { local: free, remote };
    // Each slot holds one running job and one waiting for it.
    const running = sandbox.slots.length - sandbox.freeSlots.length;
    const ahead = 2 * sandbox.slots.length - running - sandbox.waiting.length - this.leasingWithResults;
    return ahead > 0 ? { local: ahead, remote, ahead: true } : { local: 0, remote };
  }

  /**
   * Posts a job's result. When its end opened a sandbox place (its slot went on to a waiting job,
   * or is free), the same request leases the place's next job: one round trip instead of two, and
   * the lease loop holds off for those places meanwhile.
   */
  private async deliver(leased: LeasedJob, result: ResultRequest): Promise<void> {
    const { source, log } = this.options;
    const room = this.room();
    if (!source.completeAndLease || this.stopping || room.local === 0) {
      await source.complete(leased, result);
      return;
    }
    const places = room.local;
    this.leasingWithResults += places;
    let jobs: LeasedJob[];
    try {
      jobs = await source.completeAndLease(leased, result, {
        local: places,
        remote: 0,
        ...(room.ahead ? { ahead: true } : {}),
      });
    } finally {
      this.leasingWithResults -= places;
    }
    for (const next of jobs) {
      if (!this.stopping && this.tryStart(next)) continue;
      await source.release([next]).catch((error) => log.warn('release failed', { error: String(error) }));
    }
    this.freePlace();
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
      const room = this.room();
      // A result post may have taken the room between the wake-up and now.
      if (room.local + room.remote === 0) continue;
      const jobs = await this.options.source.lease(room, signal);
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
    if (!sandbox) return false;
    const slot = sandbox.freeSlots.shift();
    if (slot) {
      this.startLocal(leased, sandbox, slot);
      return true;
    }
    if (sandbox.waiting.length >= sandbox.slots.length) return false;
    sandbox.waiting.push(leased);
    return true;
  }

  /**
   * Runs a job in `slot`. The slot goes to the next waiting job (or back to the free ones) as soon
   * as the job's runs are over, before its result is posted.
   */
  private startLocal(leased: LeasedJob, sandbox: Sandbox, slot: Slot) {
    let handedOn = false;
    const handOnSlot = () => {
      if (handedOn) return;
      handedOn = true;
      const next = this.stopping ? undefined : sandbox.waiting.shift();
      if (next) this.startLocal(next, sandbox, slot);
      else sandbox.freeSlots.push(slot);
      this.freePlace();
    };
    this.track(leased, (signal) => this.executeLocal(leased, sandbox, slot, signal, handOnSlot), handOnSlot);
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
    slotDone: () => void,
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
      const progress = new DeferredProgress((status) => {
        source
          .progress(leased, status)
          .catch((error) => log.warn('progress report failed', { error: String(error) }));
      });
      try {
        result = { ...common, kind: 'judge', ...(await runJudgeJob(env, job, (s) => progress.report(s))) };
      } finally {
        progress.finish();
      }
    } else if (job.kind === 'test') {
      result = { ...common, kind: 'test', ...(await runTestJob(env, job)) };
    } else if (job.kind === 'compile') {
      result = { ...common, kind: 'compile', ...(await runCompileJob(env, job)) };
    } else {
      throw new Error('a remote job reached a sandbox slot');
    }
    slotDone();
    this.recordUsage(sandbox);
    if (signal.aborted) return;
    await this.deliver(leased, result);
    this.jobsDone += 1;
  }

  private recordUsage({ usage, usageFile }: Sandbox) {
    usage.jobs += 1;
    try {
      usageFile.write(usage);
    } catch (error) {
      this.options.log.warn('could not write the sandbox usage', { error: String(error) });
    }
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
    // Jobs that were only waiting for a slot go back at once: another runner can start them now.
    const waiting = this.sandbox?.waiting.splice(0) ?? [];
    if (waiting.length > 0) {
      log.info('giving back jobs that were waiting for a slot', { count: waiting.length });
      await source.release(waiting).catch((error) => log.warn('release failed', { error: String(error) }));
    }
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
    for (const slot of this.sandbox?.slots ?? []) releaseSlot(slot);
    this.sandbox?.usageFile.close();
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
