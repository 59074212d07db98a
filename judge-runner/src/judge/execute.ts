// Running the user's program on one case, and deciding the case's verdict: by comparing its
// output, by a special judge, or, for interactive problems, by an interactor wired to the program
// through two FIFOs. Every program runs in the sandbox; checkers and interactors under the slot's
// second uid and cgroup.
import { statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '../../../contract/judge-status';
import type { CaseManifestEntry, ProblemRunSpec } from '../../../contract/runner/protocol';
import { isLanguageMemoryError, type Language, scaledLimits } from '../languages/languages';
import type { SandboxResult } from '../sandbox/run-sandboxed';
import { type BoxName, makeFifo, readBoxFile, resetBox, type Slot } from './box';
import { checkerVerdict } from './checker-verdict';
import { compareOutput, outputHead } from './compare';
import { SystemError } from './errors';
import { runVerdict } from './run-verdict';

/** A compiled program: its language and where its artifacts are. */
export interface Program {
  language: Language;
  dir: string;
  files: string[];
}

export interface RunLimits {
  cpuMs: number;
  memoryKb: number;
  stackKb: number;
  outputKb: number;
}

const MB = 1024;
/** Output allowed beyond the answer's size, so a slightly different answer is judged, not cut. */
const MIN_OUTPUT_KB = 16 * MB;
const MAX_OUTPUT_KB = 256 * MB;
const STDERR_MAX = 4096;

/** Limits of the user's program: the problem's, scaled for the language (double for non-C/C++). */
export function runLimits(language: Language, problem: ProblemRunSpec, answerBytes = 0): RunLimits {
  const scaled = scaledLimits(language, {
    timeMs: problem.timeLimitMs,
    memoryKb: problem.memoryLimitMb * MB,
  });
  return {
    cpuMs: scaled.timeMs,
    memoryKb: scaled.memoryKb,
    stackKb: Math.min(scaled.memoryKb, problem.stackLimitMb * MB),
    outputKb: Math.min(MAX_OUTPUT_KB, Math.max(MIN_OUTPUT_KB, Math.ceil((answerBytes * 2) / 1024))),
  };
}

/** The sandbox's own wall limit when none is given (sandbox/src/args.c): twice the CPU limit plus a second. */
export const defaultWallMs = (cpuMs: number) => cpuMs * 2 + 1000;

/** How much longer than its program an interactor may run: it is there before and after it. */
export const INTERACTOR_EXTRA_WALL_MS = 2000;

/** Limits of a special judge or an interactor: generous, they are trusted to be sane. */
export function helperLimits(programCpuMs: number): RunLimits {
  return {
    cpuMs: Math.max(10_000, programCpuMs * 2),
    memoryKb: 1024 * MB,
    stackKb: 256 * MB,
    outputKb: 64 * MB,
  };
}

/** The box `name` reset to hold the program, its extra files and the given host files. */
function programBox(
  slot: Slot,
  name: BoxName,
  program: Program,
  extraFiles: Record<string, string>,
  hostFiles: Record<string, string> = {},
) {
  const files: Record<string, string> = {};
  for (const file of program.files) files[file] = join(program.dir, file);
  return resetBox(slot, name, { ...files, ...hostFiles }, extraFiles);
}

interface RunOptions {
  slot: Slot;
  program: Program;
  box: string;
  limits: RunLimits;
  args?: string[];
  stdin?: string;
  stdout?: string;
  stderr?: string;
  aux?: boolean;
  wallMs?: number;
  signal?: AbortSignal;
}

function sandboxRun(options: RunOptions): Promise<SandboxResult> {
  const { language } = options.program;
  const uid = options.aux ? options.slot.auxUid : options.slot.uid;
  const launcher = options.aux ? options.slot.auxLauncher : options.slot.launcher;
  return launcher.run({
    command: [
      ...language.run(language.toolchainInfo, { memoryKb: options.limits.memoryKb }),
      ...(options.args ?? []),
    ],
    box: options.box,
    stdin: options.stdin,
    stdout: options.stdout,
    stderr: options.stderr,
    cpuMs: options.limits.cpuMs,
    wallMs: options.wallMs,
    memoryKb: options.limits.memoryKb,
    stackKb: options.limits.stackKb,
    outputKb: options.limits.outputKb,
    procs: language.runProcs,
    uid,
    gid: uid,
    cgroup: options.aux ? options.slot.auxCgroup : options.slot.cgroup,
    env: language.runEnv,
    binds: language.toolchainInfo.binds.map((source) => ({ source })),
    seccomp: 'run',
    addressSpaceLimit: language.addressSpaceLimit,
    signal: options.signal,
  });
}

function readText(path: string, max: number): string {
  return (readBoxFile(path, max) ?? Buffer.alloc(0)).toString('latin1');
}

/**
 * Removes the files a run's output will be captured in when they hold anything, so the sandbox
 * creates them afresh. Truncating an ext4 file that holds data (the sandbox opens them with
 * O_TRUNC) makes the first close after it write the file out to disk (ext4's auto_da_alloc):
 * a disk write per case for output that is read once and thrown away. An empty file is cheaper
 * to truncate than to make again.
 */
function clearCaptures(...paths: string[]) {
  for (const path of paths) {
    if ((statSync(path, { throwIfNoEntry: false })?.size ?? 0) > 0) unlinkSync(path);
  }
}

export interface ProgramRun {
  result: SandboxResult;
  /** What the program wrote (stdout, or its output file for file IO); null when there is none or
   * it was not kept. */
  output: Buffer | null;
  /** The head of its stderr; null when it was not kept. */
  stderr: string | null;
  /** null: ran cleanly, output to be judged. */
  status: number | null;
  message: string | null;
}

/**
 * What a run keeps beyond its verdict: a judged case needs the output only of a clean run and the
 * stderr only to tell a runtime's out-of-memory exit; a self-test shows both.
 */
export type RunCapture = 'verdict' | 'all';

/** Runs the user's program on one input file (standard or file IO). */
export async function runUserProgram(
  slot: Slot,
  program: Program,
  problem: ProblemRunSpec,
  limits: RunLimits,
  inputPath: string,
  signal?: AbortSignal,
  capture: RunCapture = 'all',
): Promise<ProgramRun> {
  const fileIo = problem.isFileIo && problem.ioReadFileName && problem.ioWriteFileName;
  const box = programBox(
    slot,
    'run',
    program,
    problem.userExtraFiles,
    fileIo ? { [problem.ioReadFileName!]: inputPath } : {},
  );
  const stdoutPath = join(slot.dir, 'stdout');
  const stderrPath = join(slot.dir, 'stderr');
  clearCaptures(stdoutPath, stderrPath);
  const result = await sandboxRun({
    slot,
    program,
    box,
    limits,
    stdin: fileIo ? undefined : inputPath,
    stdout: stdoutPath,
    stderr: stderrPath,
    signal,
  });
  const memoryRule = result.status === 'RE' && program.language.memoryError !== undefined;
  const stderr = capture === 'all' || memoryRule ? readText(stderrPath, STDERR_MAX) : null;
  const verdict = runVerdict(result, isLanguageMemoryError(program.language, result, stderr ?? ''));
  let output: Buffer | null = null;
  if (capture === 'all' || verdict.status === null) {
    const outputLimit = limits.outputKb * 1024 + 1;
    output = fileIo
      ? readBoxFile(join(box, problem.ioWriteFileName!), outputLimit)
      : readBoxFile(stdoutPath, outputLimit);
  }
  return { result, output, stderr, ...verdict };
}

export interface CaseRun {
  status: number;
  time: number;
  memory: number;
  ratio: number | null;
  message: string | null;
  /** Head of the program's output, kept for Wrong Answer and Presentation Error. */
  userOutput: string | null;
}

export interface CaseContext {
  slot: Slot;
  program: Program;
  /** The special judge or interactor, when the problem has one. */
  checker: Program | null;
  problem: ProblemRunSpec & { judgeExtraFiles: Record<string, string> };
  judgeMode: 'default' | 'spj' | 'interactive';
  pathOf(hash: string): string;
  /** A test data file's content as latin1 text. */
  answerOf(hash: string): string;
  signal?: AbortSignal;
}

export async function judgeCase(context: CaseContext, testcase: CaseManifestEntry): Promise<CaseRun> {
  if (context.judgeMode === 'interactive') return judgeInteractive(context, testcase);
  const { slot, program } = context;
  const limits = runLimits(program.language, context.problem, testcase.outputSize);
  const inputPath = context.pathOf(testcase.inputHash);
  const run = await runUserProgram(
    slot,
    program,
    context.problem,
    limits,
    inputPath,
    context.signal,
    'verdict',
  );
  const base = { time: run.result.cpuMs, memory: run.result.memoryKb, ratio: null, userOutput: null };
  if (run.status !== null) return { ...base, status: run.status, message: run.message };
  const output = run.output ?? Buffer.alloc(0);

  if (context.judgeMode === 'spj') {
    if (!context.checker) throw new SystemError('the special judge program is missing');
    const verdict = await runChecker(
      context,
      context.checker,
      inputPath,
      output,
      context.pathOf(testcase.outputHash),
      limits,
    );
    return {
      ...base,
      status: verdict.status,
      ratio: verdict.ratio,
      message: verdict.message,
      userOutput: verdict.status === JudgeStatus.ACCEPTED ? null : outputHead(output),
    };
  }

  const answer = context.answerOf(testcase.outputHash);
  const compared = compareOutput(output.toString('latin1'), answer, context.problem.isRemoveEndBlank);
  const status = {
    AC: JudgeStatus.ACCEPTED,
    PE: JudgeStatus.PRESENTATION_ERROR,
    WA: JudgeStatus.WRONG_ANSWER,
  }[compared];
  return { ...base, status, message: null, userOutput: compared === 'AC' ? null : outputHead(output) };
}

async function runChecker(
  context: CaseContext,
  checker: Program,
  inputPath: string,
  userOutput: Buffer,
  answerPath: string,
  programLimits: RunLimits,
) {
  const { slot } = context;
  const extraFiles = context.problem.judgeExtraFiles;
  const box = programBox(slot, 'check', checker, extraFiles, { input: inputPath, answer: answerPath });
  // Written straight into the box, a new file every case (the reset removes it), rather than placed
  // from a host file rewritten every case, which only its inode and times would tell from the last
  // case's. An extra file of that name takes its place, as it always has.
  if (!Object.hasOwn(extraFiles, 'user_output'))
    writeFileSync(join(box, 'user_output'), userOutput, { mode: 0o444, flag: 'wx' });
  const stdoutPath = join(slot.dir, 'checker.out');
  const stderrPath = join(slot.dir, 'checker.err');
  clearCaptures(stdoutPath, stderrPath);
  const result = await sandboxRun({
    slot,
    program: checker,
    box,
    limits: helperLimits(programLimits.cpuMs),
    args: ['input', 'user_output', 'answer'],
    stdout: stdoutPath,
    stderr: stderrPath,
    aux: true,
    signal: context.signal,
  });
  return checkerVerdict(result, readText(stdoutPath, STDERR_MAX), readText(stderrPath, STDERR_MAX));
}

/**
 * The program and the interactor run at once, each one's stdout feeding the other's stdin through
 * FIFOs in the slot directory. The program's own limits come first (TLE, MLE, …); then what the
 * interactor says, read like a checker's exit; a program killed by a broken pipe after the
 * interactor gave up is judged by the interactor.
 */
async function judgeInteractive(context: CaseContext, testcase: CaseManifestEntry): Promise<CaseRun> {
  const { slot, program, checker } = context;
  if (!checker) throw new SystemError('the interactive judge program is missing');
  const limits = runLimits(program.language, context.problem, 0);
  const wallMs = defaultWallMs(limits.cpuMs);
  const toProgram = join(slot.dir, 'to_program');
  const toInteractor = join(slot.dir, 'to_interactor');
  await makeFifo(toProgram);
  await makeFifo(toInteractor);
  const programBoxDir = programBox(slot, 'run', program, context.problem.userExtraFiles);
  const interactorBox = programBox(slot, 'interact', checker, context.problem.judgeExtraFiles, {
    input: context.pathOf(testcase.inputHash),
    answer: context.pathOf(testcase.outputHash),
  });
  const programErr = join(slot.dir, 'stderr');
  const interactorErr = join(slot.dir, 'checker.err');
  const interactorOut = join(slot.dir, 'checker.out');
  clearCaptures(programErr, interactorErr, interactorOut);

  const [programResult, interactorResult] = await Promise.all([
    sandboxRun({
      slot,
      program,
      box: programBoxDir,
      limits,
      stdin: toProgram,
      stdout: toInteractor,
      stderr: programErr,
      wallMs,
      signal: context.signal,
    }),
    sandboxRun({
      slot,
      program: checker,
      box: interactorBox,
      limits: helperLimits(limits.cpuMs),
      args: ['input', 'tout', 'answer'],
      stdin: toInteractor,
      stdout: toProgram,
      stderr: interactorErr,
      aux: true,
      wallMs: wallMs + INTERACTOR_EXTRA_WALL_MS,
      signal: context.signal,
    }),
  ]);
  const programStderr = readText(programErr, STDERR_MAX);
  const tout = readText(join(interactorBox, 'tout'), STDERR_MAX);
  const verdict = checkerVerdict(
    interactorResult,
    tout || readText(interactorOut, STDERR_MAX),
    readText(interactorErr, STDERR_MAX),
  );
  const own = runVerdict(
    programResult,
    isLanguageMemoryError(program.language, programResult, programStderr),
  );
  const base = { time: programResult.cpuMs, memory: programResult.memoryKb, userOutput: null };
  const brokenPipe = programResult.signal === 13;
  const interactorJudged = verdict.status !== JudgeStatus.SYSTEM_ERROR;
  if (own.status !== null && own.status !== JudgeStatus.RUNTIME_ERROR)
    return { ...base, status: own.status, ratio: null, message: own.message };
  if (own.status === JudgeStatus.RUNTIME_ERROR && !(brokenPipe && interactorJudged)) {
    return { ...base, status: own.status, ratio: null, message: own.message };
  }
  return { ...base, status: verdict.status, ratio: verdict.ratio, message: verdict.message };
}
