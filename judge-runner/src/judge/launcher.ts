// Starting sandbox helpers cheaply. A fork of the runner (a Node process of ~100 MB) costs 2–3 ms
// of CPU each time, more than the sandbox itself; a small shell kept running per lane forks in a
// fraction of that. The runner writes one command line per run to the shell's stdin; the shell
// starts the helper (its report goes to a file), says its pid, waits, and says its exit status.
// Where no shell is found the helper is spawned directly (runSandboxed).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import {
  parseSandboxReport,
  runSandboxed,
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

const SHELL = '/bin/sh';
/** Makes the shell die with the runner, so a killed runner leaves no shell behind. */
const SETPRIV = '/usr/bin/setpriv';

export function shellQuote(arg: string): string {
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

interface PendingRun {
  resolve(result: SandboxResult): void;
  reject(error: Error): void;
  pid: number | null;
  signal?: AbortSignal;
  reportPath: string;
  errorPath: string;
  onAbort: () => void;
}

/** One lane: runs one helper at a time through a persistent shell. */
export class ShellLauncher implements SandboxLauncher {
  private shell: ChildProcess | null = null;
  private readonly pending = new Map<number, PendingRun>();
  private buffered = '';
  private counter = 0;

  /** `filePrefix` names the report and stderr files; it must be in a directory only root can enter. */
  constructor(private readonly filePrefix: string) {}

  static available(): boolean {
    return existsSync(SHELL);
  }

  private ensureShell(): ChildProcess {
    if (this.shell) return this.shell;
    const [command, args] = existsSync(SETPRIV)
      ? [SETPRIV, ['--pdeathsig', 'KILL', '--', SHELL]]
      : [SHELL, []];
    const shell = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    shell.stdout!.setEncoding('utf8').on('data', (chunk: string) => this.onOutput(chunk));
    shell.on('exit', () => {
      if (this.shell === shell) this.shell = null;
      for (const [id, run] of this.pending) {
        this.pending.delete(id);
        run.signal?.removeEventListener('abort', run.onAbort);
        run.reject(new SandboxError('the launcher shell ended while a sandbox was running'));
      }
    });
    shell.stdin!.on('error', () => undefined);
    this.shell = shell;
    return shell;
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
    const [kind, value, idText] = line.trim().split(' ');
    const id = Number(idText);
    const run = this.pending.get(id);
    if (!run) return;
    if (kind === 'p') {
      run.pid = Number(value);
      if (run.signal?.aborted) this.kill(run);
      return;
    }
    if (kind !== 'd') return;
    this.pending.delete(id);
    run.signal?.removeEventListener('abort', run.onAbort);
    let report = '';
    try {
      report = readFileSync(run.reportPath, 'utf8');
    } catch {
      // No report: the helper could not start; its stderr says why.
    }
    if (run.signal?.aborted) {
      run.reject(new DOMException('The sandbox run was aborted', 'AbortError'));
    } else if (report.trim()) {
      try {
        run.resolve(parseSandboxReport(report));
      } catch (error) {
        run.reject(error as Error);
      }
    } else {
      let stderr = '';
      try {
        stderr = readFileSync(run.errorPath, 'utf8').slice(0, 2000);
      } catch {
        // Nothing more to say than the exit status.
      }
      run.reject(new SandboxError(`the sandbox helper ended (status ${value}) without a report`, stderr));
    }
    rmSync(run.reportPath, { force: true });
  }

  private kill(run: PendingRun) {
    if (run.pid === null) return;
    try {
      process.kill(run.pid, 'SIGKILL');
    } catch {
      // It ended on its own meanwhile.
    }
  }

  run(options: SandboxOptions): Promise<SandboxResult> {
    const shell = this.ensureShell();
    const id = ++this.counter;
    const reportPath = `${this.filePrefix}-${id}.report`;
    const errorPath = `${this.filePrefix}.err`;
    const args = [options.binary ?? SANDBOX_BINARY, '--report', reportPath, ...sandboxArgs(options)];
    const line = `${args.map(shellQuote).join(' ')} </dev/null >/dev/null 2>${shellQuote(errorPath)} & echo "p $! ${id}"; wait $!; echo "d $? ${id}"\n`;
    return new Promise((resolve, reject) => {
      const run: PendingRun = {
        resolve,
        reject,
        pid: null,
        signal: options.signal,
        reportPath,
        errorPath,
        onAbort: () => this.kill(run),
      };
      this.pending.set(id, run);
      options.signal?.addEventListener('abort', run.onAbort, { once: true });
      shell.stdin!.write(line);
    });
  }

  close(): void {
    this.shell?.stdin?.end();
    this.shell = null;
  }
}

/** Spawns the helper from the runner itself; for machines without /bin/sh. */
export const directLauncher: SandboxLauncher = { run: runSandboxed, close() {} };
