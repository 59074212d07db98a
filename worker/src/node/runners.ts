import { type ChildProcess, spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseMountsBelow, startFailureOf } from '../../../judge-runner/src/embedding';
import { ConfigError } from '../platform/config';
import type { Logger } from '../platform/platform';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RUNNER_MAIN = join(REPO_ROOT, 'judge-runner/src/main.ts');

export interface EmbeddedRunnerOptions {
  /** Sandbox runners. */
  count: number;
  /** One remote runner beside them (submits to other judges, no sandbox slot); on by default. */
  remote?: boolean;
  /** Every judge's poll pace overridden (rehearsals against stand-ins, tests). */
  remotePollMs?: number;
  remoteMaxPolls?: number;
  serverUrl: string;
  token: string;
  /** Each runner keeps its boxes and caches under `<workDir>/<index>`. */
  workDir: string;
  /** Lease visibility timeout; short in tests so a killed runner's job comes back quickly. */
  leaseSeconds?: number;
  /** First sandbox slot; runner i uses slot `slotOffset + i` (slots are machine-wide: uids, cgroups). */
  slotOffset?: number;
  log: Logger;
}

export interface EmbeddedRunners {
  /**
   * The live child processes, by runner index (tests kill them to check recovery): the sandbox
   * runners, then the remote runner.
   */
  readonly processes: ReadonlyArray<ChildProcess | null>;
  readonly names: readonly string[];
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;
/** A runner that stayed up this long is healthy again: its next crash restarts it at once. */
const HEALTHY_AFTER_MS = 60_000;
/** Running jobs get this long to finish on shutdown; the rest are given back to the queue. */
const RUNNER_GRACE_SECONDS = 5;
const STOP_GRACE_MS = (RUNNER_GRACE_SECONDS + 5) * 1000;
/** Remote jobs mostly wait on other sites, so one process holds several. */
const REMOTE_RUNNER_CONCURRENCY = 8;

/** The embedded runners' settings that come from the environment of `npm start`. */
export interface EmbeddedRunnerEnvSettings {
  slotOffset?: number;
  remotePollMs?: number;
  remoteMaxPolls?: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value)))
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return Number(value);
}

/**
 * RUNNER_SLOT_OFFSET moves the sandbox runners' slots (two servers on one machine each need
 * their own uids and cgroups); REMOTE_POLL_MS and REMOTE_MAX_POLLS set the remote runner's pace.
 */
export function embeddedRunnerSettingsFromEnv(env: NodeJS.ProcessEnv): EmbeddedRunnerEnvSettings {
  return {
    slotOffset: wholeNumber(env, 'RUNNER_SLOT_OFFSET', 0),
    remotePollMs: wholeNumber(env, 'REMOTE_POLL_MS', 1),
    remoteMaxPolls: wholeNumber(env, 'REMOTE_MAX_POLLS', 1),
  };
}

export interface RunnerProcessSpec {
  name: string;
  args: string[];
}

/** The runner processes to start: their names and flags. */
export function embeddedRunnerSpecs(options: EmbeddedRunnerOptions): RunnerProcessSpec[] {
  const common = (name: string, workDir: string) => [
    '--server',
    options.serverUrl,
    '--name',
    name,
    '--work-dir',
    workDir,
    '--lease-seconds',
    String(options.leaseSeconds ?? 60),
    '--shutdown-grace-seconds',
    String(RUNNER_GRACE_SECONDS),
  ];
  const specs = Array.from({ length: options.count }, (_, index) => {
    const name = `${hostname()}-embedded-${index}`;
    return {
      name,
      args: [
        ...common(name, join(options.workDir, String(index))),
        '--concurrency',
        '1',
        '--slot-offset',
        String((options.slotOffset ?? 0) + index),
      ],
    };
  });
  if (options.remote !== false) {
    const name = `${hostname()}-remote-0`;
    specs.push({
      name,
      args: [
        ...common(name, join(options.workDir, 'remote-0')),
        '--remote',
        '--concurrency',
        String(REMOTE_RUNNER_CONCURRENCY),
        ...(options.remotePollMs === undefined ? [] : ['--remote-poll-ms', String(options.remotePollMs)]),
        ...(options.remoteMaxPolls === undefined
          ? []
          : ['--remote-max-polls', String(options.remoteMaxPolls)]),
      ],
    });
  }
  return specs;
}

/**
 * The embedded default judges beside the server: `count` sandbox runner processes with one slot
 * each (distinct sandbox uids and cgroups through --slot-offset) and one remote runner with no
 * slot, each restarted with backoff when it crashes and all stopped with the server.
 */
export function startEmbeddedRunners(options: EmbeddedRunnerOptions): EmbeddedRunners {
  const specs = embeddedRunnerSpecs(options);
  const processes: (ChildProcess | null)[] = specs.map(() => null);
  const names = specs.map((spec) => spec.name);
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;
  // The flags say which kind each child is; a RUNNER_REMOTE left in the server's environment
  // must not turn the sandbox runners into remote ones.
  const { RUNNER_REMOTE: _ignored, ...inherited } = process.env;

  const launch = (index: number, failures: number) => {
    if (stopping) return;
    const child = spawn(process.execPath, ['--import', 'tsx', RUNNER_MAIN, ...specs[index]!.args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...inherited, RUNNER_TOKEN: options.token },
    });
    processes[index] = child;
    const startedAt = Date.now();
    // The runner's lines go to the server's stderr as they are; the reason it could not start is
    // kept to say it again beside the restart.
    let cannotStart: string | null = null;
    let partial = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const reason = startFailureOf(line);
        if (reason) cannotStart = reason;
      }
    });
    child.on('exit', (code, signal) => {
      processes[index] = null;
      if (stopping) return;
      const healthy = Date.now() - startedAt > HEALTHY_AFTER_MS;
      const nextFailures = healthy ? 0 : failures + 1;
      const delay = healthy ? 0 : Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures);
      if (cannotStart)
        options.log.error(
          `judge runner ${names[index]} cannot start: ${cannotStart}; trying again in ${delay} ms`,
        );
      else
        options.log.warn(`judge runner ${names[index]} exited; restarting in ${delay} ms`, { code, signal });
      const timer = setTimeout(() => {
        timers.delete(timer);
        launch(index, nextFailures);
      }, delay);
      timers.add(timer);
    });
  };

  for (let i = 0; i < specs.length; i++) launch(i, 0);

  return {
    processes,
    names,
    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(
        processes.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
              const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
              child.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
      // A runner that had to be killed (or crashed) could not unmount its boxes; with every
      // runner gone, nothing below the work directory is in use, so the data folder can be removed.
      releaseMountsBelow(options.workDir);
    },
  };
}
