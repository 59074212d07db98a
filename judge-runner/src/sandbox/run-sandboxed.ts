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

/** The helper's command line for these options (without the binary itself). */
export function sandboxArgs(options: SandboxOptions): string[] {
  if (options.command.length === 0) throw new SandboxError('command is empty');
  const args: string[] = ['--box', options.box];
  const add = (flag: string, value: string | undefined) => {
    if (value !== undefined) args.push(flag, value);
  };
  add('--stdin', options.stdin);
  add('--stdout', options.stdout);
  add('--stderr', options.stderr);
  add('--cpu-ms', positive('cpuMs', options.cpuMs));
  add('--wall-ms', positive('wallMs', options.wallMs));
  add('--memory-kb', positive('memoryKb', options.memoryKb));
  add('--stack-kb', positive('stackKb', options.stackKb));
  add('--procs', positive('procs', options.procs));
  add('--output-kb', positive('outputKb', options.outputKb));
  add('--tmp-kb', positive('tmpKb', options.tmpKb));
  add('--uid', positive('uid', options.uid));
  add('--gid', positive('gid', options.gid));
  add('--cgroup', options.cgroup);
  add('--seccomp', options.seccomp);
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (!key || key.includes('=')) throw new SandboxError(`bad environment variable name '${key}'`);
    args.push('--env', `${key}=${value}`);
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

/** Parses the helper's report (its last non-empty line of output). */
export function parseSandboxReport(output: string): SandboxResult {
  const line = output.trim().split('\n').pop() ?? '';
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new SandboxError(`the sandbox printed no JSON report: '${line.slice(0, 200)}'`);
  }
  const parsed = sandboxResultSchema.safeParse(json);
  if (!parsed.success) throw new SandboxError(`unexpected sandbox report ${line}: ${parsed.error.message}`);
  return parsed.data;
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
