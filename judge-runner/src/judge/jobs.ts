// One job from start to result: a submission (compile, fetch test data, run the cases by the
// problem's case mode, score), a self-test (compile and run on the user's input) or a checker
// compile for the problem editor.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '../../../contract/judge-status';
import type {
  CaseResult,
  CompileResultRequest,
  CompileRunnerJob,
  JudgeResultRequest,
  JudgeRunnerJob,
  TestResultRequest,
  TestRunnerJob,
} from '../../../contract/runner/protocol';
import type { CompileCache, CompileLease } from '../cache/compile-cache';
import type { TestcaseCache, TestcaseLease } from '../cache/testcase-cache';
import type { Language } from '../languages/languages';
import type { RunnerLog } from '../log';
import type { Slot } from './box';
import { type CaseOutcome, caseScore, planCases, shouldSkip, summarize } from './case-modes';
import { compareOutput, outputHead } from './compare';
import { compile } from './compiler';
import { SystemError } from './errors';
import { judgeCase, type Program, runLimits, runUserProgram } from './execute';

export interface JobEnvironment {
  slot: Slot;
  languages: ReadonlyMap<string, Language>;
  testcases: TestcaseCache;
  compiles: CompileCache;
  log: RunnerLog;
  signal: AbortSignal;
}

type Verdict<T> = Omit<T, 'name' | 'jobId' | 'kind' | 'attempt'>;

const SYSTEM_ERROR_MESSAGE =
  'Oops, something has gone wrong with the judge. Please report this to an administrator.';

function languageOf(env: JobEnvironment, name: string, role: string): Language {
  const language = env.languages.get(name);
  if (!language)
    throw new SystemError(`the ${role} language '${name}' is not available on this judge runner`);
  return language;
}

function programOf(language: Language, lease: CompileLease): Program | null {
  return lease.outcome.ok ? { language, dir: lease.outcome.dir, files: lease.outcome.files } : null;
}

export async function runJudgeJob(
  env: JobEnvironment,
  job: JudgeRunnerJob,
  progress: (status: 6 | 7) => void,
): Promise<Verdict<JudgeResultRequest>> {
  const held: { release(): void }[] = [];
  try {
    return await judgeSubmission(env, job, progress, held);
  } catch (error) {
    if (env.signal.aborted) throw error;
    env.log.error('system error while judging', { submitId: job.submitId, error: String(error) });
    const detail = error instanceof SystemError ? error.message : String(error);
    return {
      submitId: job.submitId,
      status: JudgeStatus.SYSTEM_ERROR,
      time: null,
      memory: null,
      score: null,
      errorMessage: `${SYSTEM_ERROR_MESSAGE}\n(${detail})`,
      cases: [],
    };
  } finally {
    for (const lease of held) lease.release();
  }
}

async function judgeSubmission(
  env: JobEnvironment,
  job: JudgeRunnerJob,
  progress: (status: 6 | 7) => void,
  held: { release(): void }[],
): Promise<Verdict<JudgeResultRequest>> {
  const { problem } = job;
  const language = languageOf(env, job.language, 'submission');
  progress(JudgeStatus.COMPILING);
  const hashes = problem.cases.flatMap((c) => [c.inputHash, c.outputHash]);
  const testdata: Promise<TestcaseLease> = env.testcases.acquire(hashes, env.signal);
  // Keep a failed download from surfacing as an unhandled rejection while the compile runs.
  testdata.catch(() => undefined);
  const compiled = await compile(
    env.compiles,
    env.slot,
    { language, code: job.code, extraFiles: problem.userExtraFiles },
    env.signal,
  );
  held.push(compiled);
  const lease = await testdata;
  held.push(lease);
  if (!compiled.outcome.ok) {
    return {
      submitId: job.submitId,
      status: JudgeStatus.COMPILE_ERROR,
      time: null,
      memory: null,
      score: null,
      errorMessage: compiled.outcome.message,
      cases: [],
    };
  }
  if (problem.cases.length === 0) throw new SystemError('the problem has no test data');

  let checker: Program | null = null;
  if (problem.judgeMode !== 'default') {
    const role = problem.judgeMode === 'spj' ? 'special judge' : 'interactive judge';
    if (!problem.checker?.code.trim()) throw new SystemError(`the ${role} program does not exist`);
    const checkerLanguage = languageOf(env, problem.checker.language, role);
    const checkerBuild = await compile(
      env.compiles,
      env.slot,
      { language: checkerLanguage, code: problem.checker.code, extraFiles: problem.judgeExtraFiles },
      env.signal,
    );
    held.push(checkerBuild);
    checker = programOf(checkerLanguage, checkerBuild);
    if (!checker) {
      const message = checkerBuild.outcome.ok ? '' : checkerBuild.outcome.message;
      throw new SystemError(`the ${role} program does not compile: ${message.slice(0, 2000)}`);
    }
  }

  progress(JudgeStatus.JUDGING);
  const program = programOf(language, compiled)!;
  const rules = { isOI: problem.type === 1, mode: problem.judgeCaseMode, ioScore: problem.ioScore };
  const planned = planCases(problem.cases, problem.ioScore);
  const outcomes: CaseOutcome[] = [];
  const cases: CaseResult[] = [];
  const context = {
    slot: env.slot,
    program,
    checker,
    problem,
    judgeMode: problem.judgeMode,
    pathOf: lease.path,
    answerOf: lease.text,
    signal: env.signal,
  };
  for (const [index, testcase] of problem.cases.entries()) {
    const plan = planned[index]!;
    if (shouldSkip(rules, plan, planned, outcomes)) continue;
    const run = await judgeCase(context, testcase);
    const outcome: CaseOutcome = { seq: testcase.seq, ...run };
    outcomes.push(outcome);
    cases.push({
      caseId: testcase.caseId,
      seq: testcase.seq,
      status: run.status,
      time: run.time,
      memory: run.memory,
      score: caseScore(rules.isOI, plan, outcome),
      groupNum: testcase.groupNum,
      inputName: testcase.inputName,
      outputName: testcase.outputName,
      userOutput: run.userOutput,
      message: run.message,
    });
  }
  const summary = summarize(rules, planned, outcomes);
  return {
    submitId: job.submitId,
    status: summary.status,
    time: summary.time,
    memory: summary.memory,
    score: summary.score,
    errorMessage: summary.errorMessage,
    cases,
  };
}

const TEST_OUTPUT_MAX = 1000;

/** Spec 1 §5 self-test: the program's output on the user's input, judged only if an answer was given. */
export async function runTestJob(
  env: JobEnvironment,
  job: TestRunnerJob,
): Promise<Verdict<TestResultRequest>> {
  const held: { release(): void }[] = [];
  try {
    const language = languageOf(env, job.language, 'submission');
    const compiled = await compile(
      env.compiles,
      env.slot,
      { language, code: job.code, extraFiles: job.problem.userExtraFiles },
      env.signal,
    );
    held.push(compiled);
    if (!compiled.outcome.ok) {
      return {
        testKey: job.testKey,
        status: JudgeStatus.COMPILE_ERROR,
        time: null,
        memory: null,
        userOutput: null,
        stderr: compiled.outcome.message,
      };
    }
    const inputPath = join(env.slot.dir, 'self-test.in');
    writeFileSync(inputPath, job.input, { mode: 0o444 });
    const program = programOf(language, compiled)!;
    const limits = runLimits(language, job.problem, (job.expectedOutput ?? '').length);
    const run = await runUserProgram(env.slot, program, job.problem, limits, inputPath, env.signal);
    const output = run.output ?? Buffer.alloc(0);
    let status = run.status;
    if (status === null) {
      const compared =
        job.expectedOutput === null
          ? 'AC'
          : compareOutput(output.toString('latin1'), job.expectedOutput, job.problem.isRemoveEndBlank);
      status = { AC: JudgeStatus.ACCEPTED, PE: JudgeStatus.PRESENTATION_ERROR, WA: JudgeStatus.WRONG_ANSWER }[
        compared
      ];
    }
    const stderr = [run.message, run.stderr].filter(Boolean).join('\n');
    return {
      testKey: job.testKey,
      status,
      time: run.result.cpuMs,
      memory: run.result.memoryKb,
      userOutput: outputHead(output, TEST_OUTPUT_MAX),
      stderr: stderr || null,
    };
  } catch (error) {
    if (env.signal.aborted) throw error;
    env.log.error('system error in a self-test', { testKey: job.testKey, error: String(error) });
    return {
      testKey: job.testKey,
      status: JudgeStatus.SYSTEM_ERROR,
      time: null,
      memory: null,
      userOutput: null,
      stderr: SYSTEM_ERROR_MESSAGE,
    };
  } finally {
    for (const lease of held) lease.release();
  }
}

/** The problem editor's compile-spj / compile-interactive: does the checker compile here? */
export async function runCompileJob(
  env: JobEnvironment,
  job: CompileRunnerJob,
): Promise<Verdict<CompileResultRequest>> {
  const language = env.languages.get(job.language);
  if (!language) {
    return {
      compileKey: job.compileKey,
      ok: false,
      message: `The language ${job.language} is not available on the judge runner`,
    };
  }
  try {
    const compiled = await compile(
      env.compiles,
      env.slot,
      { language, code: job.code, extraFiles: job.extraFiles },
      env.signal,
    );
    compiled.release();
    return {
      compileKey: job.compileKey,
      ok: compiled.outcome.ok,
      message: compiled.outcome.ok ? null : compiled.outcome.message,
    };
  } catch (error) {
    if (env.signal.aborted) throw error;
    return {
      compileKey: job.compileKey,
      ok: false,
      message: `The judge runner could not compile: ${String(error)}`,
    };
  }
}
