// Starting sandboxes cheaply. Each lane keeps one `jsandbox --serve` process (see
// judge-runner/sandbox/src/server.c): the runner writes a run's command line to its stdin and reads
// the one line that answers it from its stdout. The server keeps a long-lived sandbox per lane
// (judge-runner/sandbox/src/lane.c): an init already in its namespaces and cgroups that only starts
// the program per run, so a run costs no process spawn of the runner (a Node process of ~100 MB
// costs 2–3 ms of CPU per fork), no shell, no report file, no namespace or mount built and torn
// down, and no v1 cgroup migration (which waits for an RCU grace period, 10–27 ms, on every run
// that is not back to back).
//
// The runner's side of a run is one write and one read: the answer is one line, read as bytes
// (no string decoder or other stream layers) and checked by hand rather than by zod. In a burst of
// A+B its stream code, line splitting and zod took about a fifth of the runner's CPU.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  SANDBOX_BINARY,
  SandboxError,
  type SandboxOptions,
  type SandboxResult,
  sandboxArgs,
  toSandboxResult,
} from '../sandbox/run-sandboxed';

export interface SandboxLauncher {
  run(options: SandboxOptions): Promise<SandboxResult>;
  close(): void;
}

/** How many times a run that ended without a report (its lane's init, its supervisor or the server gone) is tried again. */
const RETRIES_WITHOUT_REPORT = 1;
const STDERR_TAIL = 2000;
const NEWLINE = 0x0a;
const SPACE = 0x20;

interface PendingRun {
  request: Buffer;
  resolve(result: SandboxResult): void;
  reject(error: Error): void;
  signal?: AbortSignal;
  onAbort?: () => void;
  retriesLeft: number;
}

/** The line that asks the server to abort the run in progress. */
const ABORT_LINE = 'k\n';

/** The request the server reads: "<bytes>\n", then every argument NUL-terminated. */
export function encodeRequest(args: readonly string[]): Buffer {
  for (const arg of args) {
    if (arg.includes('\0')) throw new SandboxError('a sandbox argument contains a NUL character');
  }
  const body = `${args.join('\0')}\0`;
  return Buffer.from(`${Buffer.byteLength(body)}\n${body}`);
}

/** True when a wait status says the process was killed by a signal (not an exit). */
export function killedBySignal(waitStatus: number): boolean {
  return waitStatus >= 0 && (waitStatus & 0x7f) !== 0 && (waitStatus & 0x7f) !== 0x7f;
}

/** How a run that ended without a report ended, from the server's status. */
function describeEnd(waitStatus: number): string {
  if (killedBySignal(waitStatus)) return `was killed from outside (signal ${waitStatus & 0x7f})`;
  if (waitStatus < 0) return 'could not be started by the sandbox server';
  return `ended (status ${waitStatus}) without a report`;
}

/** An answer line: "0 {report}", or a status alone when the run ended without a report. */
export interface ServerAnswer {
  status: number;
  report: string | null;
}

/** Reads the answer held in `bytes[start, end)` (without its newline). */
export function parseAnswer(bytes: Buffer, start: number, end: number): ServerAnswer {
  let at = start;
  const negative = bytes[at] === 0x2d;
  if (negative) at++;
  let status = 0;
  const digitsFrom = at;
  for (; at < end && bytes[at]! >= 0x30 && bytes[at]! <= 0x39; at++) status = status * 10 + bytes[at]! - 0x30;
  if (at === digitsFrom || (at < end && bytes[at] !== SPACE))
    throw new SandboxError(
      `unexpected line from the sandbox server: '${bytes.toString('utf8', start, end)}'`,
    );
  return {
    status: negative ? -status : status,
    report: at < end ? bytes.toString('utf8', at + 1, end) : null,
  };
}

/**
 * One lane: one sandbox server, runs answered in the order they were asked. A run is written to the
 * server only once the one before has been answered, so an abort line always means the run in
 * progress.
 */
export class ServerLauncher implements SandboxLauncher {
  private server: ChildProcess | null = null;
  /** The run written to the server and not yet answered. */
  private current: PendingRun | null = null;
  /** Runs not yet written, oldest first. */
  private waiting: PendingRun[] = [];
  /** The start of a line the server has not finished writing (it writes each in one write). */
  private partial: Buffer | null = null;
  private stderrTail = '';

  constructor(private readonly binary = SANDBOX_BINARY) {}

  private ensureServer(): ChildProcess {
    if (this.server) return this.server;
    const server = spawn(this.binary, ['--serve'], { stdio: ['pipe', 'pipe', 'pipe'] });
    server.stdout!.on('data', (chunk: Buffer) => this.onOutput(chunk));
    server.stderr!.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    server.stdin!.on('error', () => undefined);
    const ended = (reason: string) => {
      if (this.server !== server) return;
      this.server = null;
      this.partial = null;
      const lost = this.current;
      this.current = null;
      if (lost) this.retryOrFail(lost, `the sandbox server ${reason} while a run was waiting`);
      this.writeNext();
    };
    server.on('error', (error) => ended(`could not start (${error.message})`));
    server.on('close', (code, signal) => ended(`ended (code ${code}, signal ${signal})`));
    this.server = server;
    return server;
  }

  private onOutput(chunk: Buffer) {
    let bytes = chunk;
    if (this.partial) {
      bytes = Buffer.concat([this.partial, chunk]);
      this.partial = null;
    }
    let start = 0;
    for (let newline = bytes.indexOf(NEWLINE); newline >= 0; newline = bytes.indexOf(NEWLINE, start)) {
      this.onAnswer(bytes, start, newline);
      start = newline + 1;
    }
    if (start < bytes.length) this.partial = bytes.subarray(start);
  }

  private onAnswer(bytes: Buffer, start: number, end: number) {
    const run = this.current;
    if (!run) return;
    this.current = null;
    try {
      this.finish(run, parseAnswer(bytes, start, end));
    } catch (error) {
      this.fail(run, (error as Error).message);
    }
    this.writeNext();
  }

  private finish(run: PendingRun, { status, report }: ServerAnswer) {
    if (run.signal?.aborted) {
      this.rejectAborted(run);
    } else if (report === null) {
      this.retryOrFail(run, `the sandbox ${describeEnd(status)}`);
    } else {
      let result: SandboxResult;
      try {
        result = toSandboxResult(JSON.parse(report));
      } catch (error) {
        this.fail(run, `unexpected sandbox report ${report}: ${(error as Error).message}`);
        return;
      }
      this.settle(run);
      run.resolve(result);
    }
  }

  /** A run that ended without a report gets one more try before it becomes a system error. */
  private retryOrFail(run: PendingRun, reason: string) {
    if (run.signal?.aborted) {
      this.rejectAborted(run);
    } else if (run.retriesLeft > 0) {
      run.retriesLeft -= 1;
      this.waiting.unshift(run);
    } else {
      this.fail(run, `${reason}, again after a retry`);
    }
  }

  private fail(run: PendingRun, message: string) {
    this.settle(run);
    run.reject(new SandboxError(message, this.stderrTail));
  }

  private rejectAborted(run: PendingRun) {
    this.settle(run);
    run.reject(new DOMException('The sandbox run was aborted', 'AbortError'));
  }

  private settle(run: PendingRun) {
    if (run.onAbort) run.signal?.removeEventListener('abort', run.onAbort);
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
    if (options.signal?.aborted)
      return Promise.reject(new DOMException('The sandbox run was aborted', 'AbortError'));
    let run!: PendingRun;
    const promise = new Promise<SandboxResult>((resolve, reject) => {
      run = { request, resolve, reject, signal: options.signal, retriesLeft: RETRIES_WITHOUT_REPORT };
    });
    if (run.signal) {
      run.onAbort = () => this.abort(run);
      run.signal.addEventListener('abort', run.onAbort, { once: true });
    }
    this.waiting.push(run);
    this.writeNext();
    return promise;
  }

  /** Ends the server, and with it every sandbox of the lane; every run not yet answered is rejected. */
  close(): void {
    const server = this.server;
    this.server = null;
    this.partial = null;
    server?.stdin?.end();
    server?.kill('SIGKILL');
    const lost = [...(this.current ? [this.current] : []), ...this.waiting];
    this.current = null;
    this.waiting = [];
    for (const run of lost) {
      this.settle(run);
      run.reject(new SandboxError('the sandbox launcher was closed'));
    }
  }
}
