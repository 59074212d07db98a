// Typed front of the jsandbox helper (judge-runner/sandbox): builds its command line, runs it and
// parses the one JSON line it prints. Limits, verdicts and protections are documented in
// judge-runner/sandbox/README.md.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const SANDBOX_BINARY = fileURLToPath(new URL('../../sandbox/build/jsandbox', import.meta.url));

export type SeccompProfile = 'run' | 'compile' | 'none';

/** A host directory made visible inside the sandbox, read-only unless `writable`. */
export interface SandboxBind {
  source: string;
  /** Path inside the sandbox; defaults to `source`. Only same-path binds work without namespaces. */
  target?: string;
  writable?: boolean;
}

export interface SandboxOptions {
  /** argv of the program; argv[0] is a path inside the sandbox, relative to /box, or a name on PATH. */
  command: readonly string[];
  /** Host directory mounted read-write at /box, the program's working directory. Owned by `uid` afterwards. */
  box: string;
  /**
   * Files for the program's stdio: absolute host paths (invisible inside the sandbox, the safe choice
   * for test input and captured output) or names relative to the box. FIFOs work (interactive).
   * Unset means /dev/null.
   */
  stdin?: string;
  stdout?: string;
  stderr?: string;
  cpuMs: number;
  /** Defaults to 2 × cpuMs + 1000. */
  wallMs?: number;
  memoryKb: number;
  /** Defaults to memoryKb. */
  stackKb?: number;
  /** Processes plus threads; the JVM and Go need dozens. */
  procs?: number;
  /** Largest file the program may write, stdout and stderr included. */
  outputKb?: number;
  /** Size of the private /tmp (its pages also count as memory). */
  tmpKb?: number;
  uid?: number;
  gid?: number;
  /** Reused cgroup (and network namespace) name, e.g. `worker-3`; one per concurrent worker. */
  cgroup?: string;
  env?: Readonly<Record<string, string>>;
  binds?: readonly SandboxBind[];
  seccomp?: SeccompProfile;
  /** false runs without namespaces (the non-root fallback); for tests and diagnosis. */
  namespaces?: boolean;
  /** false runs without cgroups (the non-root fallback). */
  cgroups?: boolean;
  /** false skips RLIMIT_AS in the fallback (it breaks the JVM, Go and V8). */
  addressSpaceLimit?: boolean;
  /** Helper binary; defaults to the one `npm install` builds. */
  binary?: string;
  /** Aborting kills the helper; its sandbox dies with it (parent-death signal). */
  signal?: AbortSignal;
}

export const sandboxStatusSchema = z.enum(['OK', 'TLE', 'MLE', 'OLE', 'RE', 'SE']);
export type SandboxStatus = z.infer<typeof sandboxStatusSchema>;

export const sandboxMissingSchema = z.enum([
  'namespaces',
  'network-namespace',
  'cgroup-memory',
  'cgroup-pids',
  'cgroup-cpu',
  'cgroup-swap',
  'uid-switch',
]);
export type SandboxMissing = z.infer<typeof sandboxMissingSchema>;

export const sandboxResultSchema = z.object({
  status: sandboxStatusSchema,
  cpuMs: z.number().int().nonnegative(),
  /** The same CPU unrounded, in µs: a sum over many sub-millisecond runs stays true. */
  cpuUs: z.number().int().nonnegative(),
  wallMs: z.number().int().nonnegative(),
  memoryKb: z.number().int().nonnegative(),
  exitCode: z.number().int(),
  signal: z.number().int().nonnegative(),
  timeKind: z.enum(['cpu', 'wall']).nullable(),
  missing: z.array(sandboxMissingSchema),
  error: z.string().optional(),
});
export type SandboxResult = z.infer<typeof sandboxResultSchema>;

export class SandboxError extends Error {
  constructor(
    message: string,
    readonly stderr = '',
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

function positive(name: string, value: number | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value <= 0)
    throw new SandboxError(`${name} must be a positive integer, got ${value}`);
  return String(value);
}

function addFlag(args: string[], flag: string, value: string | undefined) {
  if (value !== undefined) args.push(flag, value);
}

/** The helper's command line for these options (without the binary itself). */
export function sandboxArgs(options: SandboxOptions): string[] {
  if (options.command.length === 0) throw new SandboxError('command is empty');
  const args: string[] = ['--box', options.box];
  addFlag(args, '--stdin', options.stdin);
  addFlag(args, '--stdout', options.stdout);
  addFlag(args, '--stderr', options.stderr);
  addFlag(args, '--cpu-ms', positive('cpuMs', options.cpuMs));
  addFlag(args, '--wall-ms', positive('wallMs', options.wallMs));
  addFlag(args, '--memory-kb', positive('memoryKb', options.memoryKb));
  addFlag(args, '--stack-kb', positive('stackKb', options.stackKb));
  addFlag(args, '--procs', positive('procs', options.procs));
  addFlag(args, '--output-kb', positive('outputKb', options.outputKb));
  addFlag(args, '--tmp-kb', positive('tmpKb', options.tmpKb));
  addFlag(args, '--uid', positive('uid', options.uid));
  addFlag(args, '--gid', positive('gid', options.gid));
  addFlag(args, '--cgroup', options.cgroup);
  addFlag(args, '--seccomp', options.seccomp);
  if (options.env) {
    for (const [key, value] of Object.entries(options.env)) {
      if (!key || key.includes('=')) throw new SandboxError(`bad environment variable name '${key}'`);
      args.push('--env', `${key}=${value}`);
    }
  }
  for (const bind of options.binds ?? []) {
    const spec = bind.target && bind.target !== bind.source ? `${bind.source}:${bind.target}` : bind.source;
    args.push(bind.writable ? '--rw' : '--ro', spec);
  }
  if (options.namespaces === false) args.push('--no-namespaces');
  if (options.cgroups === false) args.push('--no-cgroups');
  if (options.addressSpaceLimit === false) args.push('--no-address-limit');
  args.push('--', ...options.command);
  return args;
}

const STATUSES: ReadonlySet<unknown> = new Set(sandboxStatusSchema.options);
const MISSING: ReadonlySet<unknown> = new Set(sandboxMissingSchema.options);

const COUNTS = ['cpuMs', 'cpuUs', 'wallMs', 'memoryKb', 'signal'] as const;

function isMissingName(name: unknown): boolean {
  return MISSING.has(name);
}

/** The first field of a report that the schema would refuse, or null. */
function badField(report: Record<string, unknown>): string | null {
  if (!STATUSES.has(report.status)) return 'status';
  for (const key of COUNTS) {
    const value = report[key];
    if (!Number.isSafeInteger(value) || (value as number) < 0) return key;
  }
  if (!Number.isSafeInteger(report.exitCode)) return 'exitCode';
  const { timeKind, missing, error } = report;
  if (timeKind !== null && timeKind !== 'cpu' && timeKind !== 'wall') return 'timeKind';
  if (!Array.isArray(missing) || !missing.every(isMissingName)) return 'missing';
  if (error !== undefined && typeof error !== 'string') return 'error';
  return null;
}

/**
 * A report as `sandboxResultSchema` reads it (unknown keys dropped), checked by hand: the runner
 * checks one per run, and zod's parse was about 6 % of the runner's CPU in a burst of A+B. The
 * schema stays the contract; run-sandboxed.test.ts holds the two to the same answers.
 */
export function toSandboxResult(value: unknown): SandboxResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SandboxError('the sandbox report is not an object');
  const report = value as Record<string, unknown>;
  const wrong = badField(report);
  if (wrong) throw new SandboxError(`the sandbox report has a bad ${wrong}`);
  const { status, cpuMs, cpuUs, wallMs, memoryKb, exitCode, signal, timeKind, missing, error } = report;
  const result = {
    status,
    cpuMs,
    cpuUs,
    wallMs,
    memoryKb,
    exitCode,
    signal,
    timeKind,
    missing,
  } as SandboxResult;
  if (error !== undefined) result.error = error as string;
  return result;
}

/** Parses the helper's report (its last non-empty line of output). */
export function parseSandboxReport(output: string): SandboxResult {
  const line = output.trim().split('\n').pop() ?? '';
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new SandboxError(`the sandbox printed no JSON report: '${line.slice(0, 200)}'`);
  }
  try {
    return toSandboxResult(json);
  } catch (error) {
    throw new SandboxError(`unexpected sandbox report ${line}: ${(error as Error).message}`);
  }
}

export function sandboxAvailable(binary = SANDBOX_BINARY): boolean {
  return existsSync(binary);
}

/**
 * Runs one program in the sandbox. Resolves with the helper's report, status SE included; rejects
 * only when the helper itself could not be run or printed no report.
 */
export function runSandboxed(options: SandboxOptions): Promise<SandboxResult> {
  const binary = options.binary ?? SANDBOX_BINARY;
  const args = sandboxArgs(options);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error) => reject(new SandboxError(`cannot run ${binary}: ${error.message}`, stderr)));
    child.on('close', (code, signal) => {
      if (!stdout.trim()) {
        reject(new SandboxError(`${binary} ended (code ${code}, signal ${signal}) without a report`, stderr));
        return;
      }
      try {
        resolve(parseSandboxReport(stdout));
      } catch (error) {
        reject(error instanceof SandboxError ? new SandboxError(error.message, stderr) : error);
      }
    });
  });
}
