// The languages a runner can offer, named as HOJ names them on the site. Each entry says how to
// compile and run a submission inside the sandbox (judge-runner/src/sandbox); detect.ts finds out
// which of them this machine can really run and fills in the toolchain's paths and version.

import { AB_TEMPLATES } from '../../../contract/languages';

export type ToolchainId = 'gcc' | 'g++' | 'java' | 'python3' | 'pypy3' | 'go' | 'rust' | 'node';

/** Where a detected toolchain lives, as the sandbox must see it. */
export interface Toolchain {
  id: ToolchainId;
  /** Absolute path of the main binary (compiler or interpreter). */
  command: string;
  /** Companion binary when the language needs two (javac's `java`). */
  runner?: string;
  /** e.g. "GCC 12.2.0", "OpenJDK 17.0.15". */
  version: string;
  /** Major version number, for languages that need a recent enough toolchain. */
  major: number;
  /** Host directories to bind read-only into the sandbox (same path inside). */
  binds: string[];
  /**
   * C/C++: link programs statically (the static libc, and libstdc++ for g++, are installed).
   * A static binary skips the dynamic loader and libstdc++'s relocations, ~3 ms on every case.
   */
  staticLink?: boolean;
}

/** Sandbox limits for one step; memory in KiB. */
export interface StepLimits {
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  procs: number;
  outputKb: number;
  tmpKb: number;
}

export interface RunContext {
  /** The (already scaled) memory limit of the run, KiB. */
  memoryKb: number;
}

export interface LanguageSpec {
  /** The name the site shows and submissions carry, e.g. "C++ 17 With O2". */
  name: string;
  /** Stable id for caches and logs. */
  key: string;
  /** CodeMirror mode. */
  contentType: string;
  toolchain: ToolchainId;
  /** Shown after the toolchain's version in the description, e.g. "C++17, -O2". */
  variant?: string;
  /** Oldest toolchain major version that supports this entry (GCC 10 for C++20). */
  minimumMajor?: number;
  /** File name the source is written to inside the box. */
  sourceFile: string;
  /** argv of the compile step, run in the box with the `compile` seccomp profile; absent when none. */
  compile?: (toolchain: Toolchain) => string[];
  /** argv of the run step, run in the box with the `run` seccomp profile. */
  run: (toolchain: Toolchain, context: RunContext) => string[];
  /** Files the run step needs from the compile step's box (the cache keeps these). */
  artifacts: string[];
  compileEnv?: Record<string, string>;
  runEnv?: Record<string, string>;
  /** Processes plus threads allowed while running. */
  runProcs: number;
  /** Whether RLIMIT_AS may stand in for the memory cgroup (false for runtimes that reserve huge address space). */
  addressSpaceLimit: boolean;
  /** Multipliers of the problem's limits on local problems (spec: non-C/C++ languages get double). */
  scaling: { time: number; memory: number };
  compileLimits: StepLimits;
  /** How the runtime reports running out of its own heap, so the runner can call it MLE. */
  memoryError?: { exitCode: number; stderr: RegExp };
  /** A+B: reads two integers, prints their sum. */
  template: string;
}

export interface Language extends LanguageSpec {
  /** e.g. "GCC 12.2.0 (C11)"; shown next to the name. */
  description: string;
  toolchainInfo: Toolchain;
}

const MB = 1024;

const NATIVE_COMPILE: StepLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryKb: 512 * MB,
  procs: 16,
  outputKb: 64 * MB,
  tmpKb: 256 * MB,
};

const HEAVY_COMPILE: StepLimits = {
  cpuMs: 20_000,
  wallMs: 40_000,
  memoryKb: 1536 * MB,
  procs: 128,
  outputKb: 128 * MB,
  tmpKb: 512 * MB,
};

const SCRIPT_CHECK: StepLimits = {
  cpuMs: 5_000,
  wallMs: 10_000,
  memoryKb: 256 * MB,
  procs: 8,
  outputKb: 16 * MB,
  tmpKb: 16 * MB,
};

const NATIVE_SCALING = { time: 1, memory: 1 };
const MANAGED_SCALING = { time: 2, memory: 2 };

function gccFamily(
  name: string,
  key: string,
  toolchain: 'gcc' | 'g++',
  standard: string,
  optimize: boolean,
  minimumMajor?: number,
): LanguageSpec {
  const isC = toolchain === 'gcc';
  const sourceFile = isC ? 'main.c' : 'main.cpp';
  const label = standard.toUpperCase();
  return {
    name,
    key,
    variant: optimize ? `${label}, -O2` : label,
    minimumMajor,
    contentType: isC ? 'text/x-csrc' : 'text/x-c++src',
    toolchain,
    sourceFile,
    compile: (tc) => [
      tc.command,
      '-DONLINE_JUDGE',
      '-w',
      '-fmax-errors=3',
      `-std=${standard}`,
      ...(optimize ? ['-O2'] : []),
      ...(tc.staticLink ? ['-static'] : []),
      sourceFile,
      '-lm',
      '-o',
      'main',
    ],
    run: () => ['./main'],
    artifacts: ['main'],
    // Threads only (the run profile refuses fork); CPU time counts every thread.
    runProcs: 16,
    addressSpaceLimit: true,
    scaling: NATIVE_SCALING,
    compileLimits: NATIVE_COMPILE,
    template: isC ? AB_TEMPLATES.c : AB_TEMPLATES.cpp,
  };
}

/** The JVM's heap gets the whole (already doubled) limit; the cgroup catches what lives outside it. */
function javaHeapMb(context: RunContext): number {
  return Math.max(16, Math.floor(context.memoryKb / 1024));
}

export const LANGUAGE_SPECS: readonly LanguageSpec[] = [
  gccFamily('C', 'c', 'gcc', 'c11', false),
  gccFamily('C With O2', 'c-o2', 'gcc', 'c11', true),
  gccFamily('C++', 'cpp', 'g++', 'c++14', false),
  gccFamily('C++ With O2', 'cpp-o2', 'g++', 'c++14', true),
  gccFamily('C++ 17', 'cpp17', 'g++', 'c++17', false, 7),
  gccFamily('C++ 17 With O2', 'cpp17-o2', 'g++', 'c++17', true, 7),
  gccFamily('C++ 20', 'cpp20', 'g++', 'c++20', false, 10),
  gccFamily('C++ 20 With O2', 'cpp20-o2', 'g++', 'c++20', true, 10),
  {
    name: 'Java',
    key: 'java',
    contentType: 'text/x-java',
    toolchain: 'java',
    sourceFile: 'Main.java',
    // javac is a JVM too: serial GC, C1 only and no perf-data file make it start ~30% faster.
    compile: (tc) => [
      tc.command,
      '-encoding',
      'UTF-8',
      '-J-Xmx1024m',
      '-J-XX:+UseSerialGC',
      '-J-XX:TieredStopAtLevel=1',
      '-J-XX:-UsePerfData',
      'Main.java',
    ],
    // Measured here (A+B): ~100 ms CPU with CDS on and serial GC; C2 stays on for long runs.
    run: (tc, context) => [
      tc.runner ?? 'java',
      `-Xmx${javaHeapMb(context)}m`,
      '-Xss64m',
      '-XX:+UseSerialGC',
      '-XX:+ExitOnOutOfMemoryError',
      '-XX:-UsePerfData',
      '-Xshare:auto',
      '-Dfile.encoding=UTF-8',
      '-cp',
      '.',
      'Main',
    ],
    artifacts: ['*.class'],
    runProcs: 64,
    addressSpaceLimit: false,
    scaling: MANAGED_SCALING,
    compileLimits: { ...HEAVY_COMPILE, memoryKb: 2048 * MB },
    memoryError: { exitCode: 3, stderr: /java\.lang\.OutOfMemoryError/ },
    template: AB_TEMPLATES.java,
  },
  {
    name: 'Python3',
    key: 'python3',
    contentType: 'text/x-python',
    toolchain: 'python3',
    sourceFile: 'main.py',
    compile: (tc) => [tc.command, '-m', 'py_compile', 'main.py'],
    run: (tc) => [tc.command, 'main.py'],
    artifacts: ['main.py'],
    compileEnv: { PYTHONPYCACHEPREFIX: '/tmp/pycache' },
    runEnv: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' },
    runProcs: 16,
    addressSpaceLimit: true,
    scaling: MANAGED_SCALING,
    compileLimits: SCRIPT_CHECK,
    memoryError: { exitCode: 1, stderr: /^MemoryError/m },
    template: AB_TEMPLATES.python,
  },
  {
    name: 'PyPy3',
    key: 'pypy3',
    contentType: 'text/x-python',
    toolchain: 'pypy3',
    sourceFile: 'main.py',
    compile: (tc) => [tc.command, '-m', 'py_compile', 'main.py'],
    run: (tc) => [tc.command, 'main.py'],
    artifacts: ['main.py'],
    compileEnv: { PYTHONPYCACHEPREFIX: '/tmp/pycache' },
    runEnv: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' },
    runProcs: 8,
    addressSpaceLimit: false,
    scaling: MANAGED_SCALING,
    compileLimits: SCRIPT_CHECK,
    memoryError: { exitCode: 1, stderr: /^MemoryError/m },
    template: AB_TEMPLATES.python,
  },
  {
    name: 'Golang',
    key: 'go',
    contentType: 'text/x-go',
    toolchain: 'go',
    sourceFile: 'main.go',
    compile: (tc) => [tc.command, 'build', '-o', 'main', 'main.go'],
    run: () => ['./main'],
    artifacts: ['main'],
    compileEnv: {
      HOME: '/tmp',
      GOCACHE: '/tmp/go-cache',
      GOPATH: '/tmp/go',
      CGO_ENABLED: '0',
      GO111MODULE: 'off',
    },
    runEnv: { GOMAXPROCS: '1' },
    runProcs: 32,
    addressSpaceLimit: false,
    scaling: MANAGED_SCALING,
    compileLimits: HEAVY_COMPILE,
    template: AB_TEMPLATES.go,
  },
  {
    name: 'Rust',
    key: 'rust',
    contentType: 'text/x-rustsrc',
    toolchain: 'rust',
    sourceFile: 'main.rs',
    compile: (tc) => [tc.command, '-O', '--edition', '2021', '-o', 'main', 'main.rs'],
    run: () => ['./main'],
    artifacts: ['main'],
    compileEnv: { HOME: '/tmp' },
    runProcs: 16,
    addressSpaceLimit: true,
    scaling: MANAGED_SCALING,
    compileLimits: HEAVY_COMPILE,
    template: AB_TEMPLATES.rust,
  },
  {
    name: 'JavaScript Node',
    key: 'node',
    contentType: 'text/javascript',
    toolchain: 'node',
    sourceFile: 'main.js',
    compile: (tc) => [tc.command, '--check', 'main.js'],
    run: (tc, context) => [
      tc.command,
      `--max-old-space-size=${Math.max(16, Math.floor(context.memoryKb / 1024))}`,
      '--stack-size=65500',
      'main.js',
    ],
    artifacts: ['main.js'],
    compileEnv: { HOME: '/tmp' },
    runEnv: { HOME: '/tmp' },
    runProcs: 32,
    addressSpaceLimit: false,
    scaling: MANAGED_SCALING,
    compileLimits: SCRIPT_CHECK,
    memoryError: { exitCode: 134, stderr: /JavaScript heap out of memory/ },
    template: AB_TEMPLATES.node,
  },
];

export function findLanguageSpec(name: string): LanguageSpec | undefined {
  return LANGUAGE_SPECS.find((spec) => spec.name === name);
}

/** Time and memory limits for a run of this language on a local problem. */
export function scaledLimits(
  spec: Pick<LanguageSpec, 'scaling'>,
  limits: { timeMs: number; memoryKb: number },
): { timeMs: number; memoryKb: number } {
  return { timeMs: limits.timeMs * spec.scaling.time, memoryKb: limits.memoryKb * spec.scaling.memory };
}

/**
 * The runtime's own out-of-memory exit (the JVM with -XX:+ExitOnOutOfMemoryError, Python's
 * MemoryError, V8's heap limit) is a memory limit, not a runtime error.
 */
export function isLanguageMemoryError(
  spec: Pick<LanguageSpec, 'memoryError'>,
  result: { exitCode: number; signal: number },
  stderr: string,
): boolean {
  const rule = spec.memoryError;
  if (!rule) return false;
  const code = result.signal ? 128 + result.signal : result.exitCode;
  return code === rule.exitCode && rule.stderr.test(stderr);
}
