// Starting sandboxes cheaply. Each lane keeps one `jsandbox --serve` process (see
// judge-runner/sandbox/src/server.c): the runner writes a run's command line to its stdin and reads
// its JSON report and its end from its stdout. The server keeps a long-lived sandbox per lane
// (judge-runner/sandbox/src/lane.c): an init already in its namespaces and cgroups that only starts
// the program per run, so a run costs no process spawn of the runner (a Node process of ~100 MB
// costs 2–3 ms of CPU per fork), no shell, no report file, no namespace or mount built and torn
// down, and no v1 cgroup migration (which waits for an RCU grace period, 10–27 ms, on every run
// that is not back to back).
import { type ChildProcess, spawn } from 'node:child_process';
import {
  parseSandboxReport,
  SANDBOX_BINARY,
  SandboxError,
  type SandboxOptions,
  type SandboxResult,
  sandboxArgs,
} from '../sandbox/run-sandboxed';

export interface SandboxLauncher {
  run(options: SandboxOptions): Promise<SandboxResult>;
  close(): void;
}

/** How many times a run killed from outside (its lane's init, its supervisor or the server gone) is tried again. */
const RETRIES_AFTER_OUTSIDE_KILL = 1;
const STDERR_TAIL = 2000;

interface PendingRun {
  request: Buffer;
  resolve(result: SandboxResult): void;
  reject(error: Error): void;
  signal?: AbortSignal;
  onAbort: () => void;
  report: string | null;
  /** Its result was handed to the caller; the server may still be ending the run. */
  delivered: boolean;
  retriesLeft: number;
}

/** The line that asks the server to abort the run in progress. */
const ABORT_LINE = 'k\n';

/** The request the server reads: "<bytes>\n", then every argument NUL-terminated. */
export function encodeRequest(args: readonly string[]): Buffer {
  for (const arg of args) {
    if (arg.includes('\0')) throw new SandboxError('a sandbox argument contains a NUL character');
  }
  const body = Buffer.from(args.map((arg) => `${arg}\0`).join(''), 'utf8');
  return Buffer.concat([Buffer.from(`${body.length}\n`), body]);
}

/** True when a wait status says the process was killed by a signal (not an exit). */
export function killedBySignal(waitStatus: number): boolean {
  return waitStatus >= 0 && (waitStatus & 0x7f) !== 0 && (waitStatus & 0x7f) !== 0x7f;
}

/**
 * One lane: one sandbox server, runs answered in the order they were asked. A run is written to the
 * server only once the one before has ended, so an abort line always means the run in progress.
 */
export class ServerLauncher implements SandboxLauncher {
  private server: ChildProcess | null = null;
  /** The run written to the server and not yet ended. */
  private current: PendingRun | null = null;
  /** Runs not yet written, oldest first. */
  private waiting: PendingRun[] = [];
  private buffered = '';
  private stderrTail = '';

  constructor(private readonly binary = SANDBOX_BINARY) {}

  private ensureServer(): ChildProcess {
    if (this.server) return this.server;
    const server = spawn(this.binary, ['--serve'], { stdio: ['pipe', 'pipe', 'pipe'] });
    server.stdout!.setEncoding('utf8').on('data', (chunk: string) => this.onOutput(chunk));
    server.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL);
    });
    server.stdin!.on('error', () => undefined);
    const ended = (reason: string) => {
      if (this.server !== server) return;
      this.server = null;
      this.buffered = '';
      const lost = this.current;
      this.current = null;
      if (lost && !lost.delivered)
        this.retryOrFail(lost, `the sandbox server ${reason} while a run was waiting`);
      this.writeNext();
    };
    server.on('error', (error) => ended(`could not start (${error.message})`));
    server.on('close', (code, signal) => ended(`ended (code ${code}, signal ${signal})`));
    this.server = server;
    return server;
  }

  private onOutput(chunk: string) {
    this.buffered += chunk;
    let newline = this.buffered.indexOf('\n');
    while (newline >= 0) {
      const line = this.buffered.slice(0, newline);
      this.buffered = this.buffered.slice(newline + 1);
      this.onLine(line);
      newline = this.buffered.indexOf('\n');
    }
  }

  private onLine(line: string) {
    const run = this.current;
    if (!run) return;
    const kind = line.slice(0, 1);
    const value = line.slice(2);
    if (kind === 'r') {
      run.report = value;
      if (!run.signal?.aborted) this.deliver(run, value);
    } else if (kind === 'd') {
      this.current = null;
      if (!run.delivered) this.finish(run, Number(value));
      this.writeNext();
    }
  }

  private deliver(run: PendingRun, report: string) {
    run.delivered = true;
    this.settle(run);
    try {
      run.resolve(parseSandboxReport(report));
    } catch (error) {
      run.reject(new SandboxError((error as Error).message, this.stderrTail));
    }
  }

  private finish(run: PendingRun, waitStatus: number) {
    if (run.signal?.aborted) {
      this.rejectAborted(run);
      return;
    }
    if (run.report) {
      this.deliver(run, run.report);
      return;
    }
    if (killedBySignal(waitStatus)) {
      this.retryOrFail(run, `the sandbox was killed from outside (signal ${waitStatus & 0x7f})`);
      return;
    }
    this.settle(run);
    run.reject(
      new SandboxError(`the sandbox helper ended (status ${waitStatus}) without a report`, this.stderrTail),
    );
  }

  /** A run killed from outside gets one more try before it becomes a system error. */
  private retryOrFail(run: PendingRun, reason: string) {
    if (run.signal?.aborted) {
      this.rejectAborted(run);
    } else if (run.retriesLeft > 0) {
      run.retriesLeft -= 1;
      run.report = null;
      this.waiting.unshift(run);
    } else {
      this.settle(run);
      run.reject(new SandboxError(`${reason}, again after a retry`, this.stderrTail));
    }
  }

  private rejectAborted(run: PendingRun) {
    this.settle(run);
    run.reject(new DOMException('The sandbox run was aborted', 'AbortError'));
  }

  private settle(run: PendingRun) {
    run.signal?.removeEventListener('abort', run.onAbort);
  }

  private writeNext() {
    if (this.current) return;
    const run = this.waiting.shift();
    if (!run) return;
    this.current = run;
    this.ensureServer().stdin!.write(run.request);
  }

  private abort(run: PendingRun) {
    if (this.current === run) {
      this.server?.stdin?.write(ABORT_LINE);
      return;
    }
    const index = this.waiting.indexOf(run);
    if (index < 0) return;
    this.waiting.splice(index, 1);
    this.rejectAborted(run);
  }

  run(options: SandboxOptions): Promise<SandboxResult> {
    let request: Buffer;
    try {
      request = encodeRequest(sandboxArgs(options));
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise((resolve, reject) => {
      const run: PendingRun = {
        request,
        resolve,
        reject,
        signal: options.signal,
        onAbort: () => this.abort(run),
        report: null,
        delivered: false,
        retriesLeft: RETRIES_AFTER_OUTSIDE_KILL,
      };
      if (options.signal?.aborted) {
        reject(new DOMException('The sandbox run was aborted', 'AbortError'));
        return;
      }
      options.signal?.addEventListener('abort', run.onAbort, { once: true });
      this.waiting.push(run);
      this.writeNext();
    });
  }

  /** Ends the server, and with it every sandbox of the lane; every run not yet answered is rejected. */
  close(): void {
    const server = this.server;
    this.server = null;
    server?.stdin?.end();
    server?.kill('SIGKILL');
    const lost = [...(this.current ? [this.current] : []), ...this.waiting];
    this.current = null;
    this.waiting = [];
    for (const run of lost.filter((pending) => !pending.delivered)) {
      this.settle(run);
      run.reject(new SandboxError('the sandbox launcher was closed'));
    }
  }
}
