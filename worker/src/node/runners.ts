import { type ChildProcess, spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../platform/platform';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RUNNER_MAIN = join(REPO_ROOT, 'judge-runner/src/main.ts');

export interface EmbeddedRunnerOptions {
  count: number;
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
  /** The live child processes, by runner index (tests kill them to check recovery). */
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

/**
 * The embedded default judges beside the server: `count` runner processes with one slot each
 * (distinct sandbox uids and cgroups through --slot-offset), restarted with backoff when they crash
 * and stopped with the server.
 */
export function startEmbeddedRunners(options: EmbeddedRunnerOptions): EmbeddedRunners {
  const processes: (ChildProcess | null)[] = Array.from({ length: options.count }, () => null);
  const names = processes.map((_, i) => `${hostname()}-embedded-${i}`);
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;

  const launch = (index: number, failures: number) => {
    if (stopping) return;
    const args = [
      '--import',
      'tsx',
      RUNNER_MAIN,
      '--server',
      options.serverUrl,
      '--name',
      names[index]!,
      '--concurrency',
      '1',
      '--slot-offset',
      String((options.slotOffset ?? 0) + index),
      '--work-dir',
      join(options.workDir, String(index)),
      '--lease-seconds',
      String(options.leaseSeconds ?? 60),
      '--shutdown-grace-seconds',
      String(RUNNER_GRACE_SECONDS),
    ];
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, RUNNER_TOKEN: options.token },
    });
    processes[index] = child;
    const startedAt = Date.now();
    child.on('exit', (code, signal) => {
      processes[index] = null;
      if (stopping) return;
      const healthy = Date.now() - startedAt > HEALTHY_AFTER_MS;
      const nextFailures = healthy ? 0 : failures + 1;
      const delay = healthy ? 0 : Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures);
      options.log.warn(`judge runner ${names[index]} exited; restarting in ${delay} ms`, { code, signal });
      const timer = setTimeout(() => {
        timers.delete(timer);
        launch(index, nextFailures);
      }, delay);
      timers.add(timer);
    });
  };

  for (let i = 0; i < options.count; i++) launch(i, 0);

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
    },
  };
}
