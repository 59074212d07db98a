// How long a job can take at worst on this runner, so a Cloudflare lease (which cannot be
// extended) is only held for a job that fits in it. Deliberately pessimistic: every case runs to
// its wall limit, nothing is cached, every byte of test data is downloaded.
import type { RunnerJob } from '../../../contract/runner/protocol';
import { remoteJudgeAdapter } from '../../../remote-judge/registry';
import { defaultWallMs, helperLimits, INTERACTOR_EXTRA_WALL_MS } from '../judge/execute';
import { findLanguageSpec } from '../languages/languages';

/** A language this runner does not know yet is budgeted as the slowest there is. */
const SLOWEST_TIME_SCALING = 2;
const SLOWEST_COMPILE_WALL_MS = 40_000;
/** Creating the box, placing files and comparing output, per run. */
const PER_RUN_OVERHEAD_MS = 500;
/** Test data is fetched from the server before judging; assume a slow link, 2 MiB/s. */
const DOWNLOAD_BYTES_PER_MS = (2 * 1024 * 1024) / 1000;
/** Logging in and submitting to a remote judge, around the polling. */
const REMOTE_SUBMIT_MS = 5 * 60_000;

function timeScaling(language: string): number {
  return findLanguageSpec(language)?.scaling.time ?? SLOWEST_TIME_SCALING;
}

function compileWallMs(language: string): number {
  return findLanguageSpec(language)?.compileLimits.wallMs ?? SLOWEST_COMPILE_WALL_MS;
}

export interface RemotePace {
  /** The runner's overrides of every judge's polling (null: the judge's own). */
  pollIntervalMs: number | null;
  maxPolls: number | null;
}

/** The longest this job may keep a place busy, in milliseconds. */
export function worstCaseMs(
  job: RunnerJob,
  remote: RemotePace = { pollIntervalMs: null, maxPolls: null },
): number {
  switch (job.kind) {
    case 'compile':
      return compileWallMs(job.language) + PER_RUN_OVERHEAD_MS;
    case 'test': {
      const cpuMs = job.problem.timeLimitMs * timeScaling(job.language);
      return compileWallMs(job.language) + defaultWallMs(cpuMs) + 2 * PER_RUN_OVERHEAD_MS;
    }
    case 'remote': {
      const adapter = remoteJudgeAdapter(job.judge);
      const interval = remote.pollIntervalMs ?? adapter.pollIntervalMs;
      const polls = remote.maxPolls ?? adapter.maxPolls;
      return REMOTE_SUBMIT_MS + interval * polls;
    }
    case 'judge': {
      const { problem } = job;
      const cpuMs = problem.timeLimitMs * timeScaling(job.language);
      const checker = problem.checker;
      // A special judge runs after each case, under the helpers' limits; an interactor runs
      // beside the program, a little longer than it.
      const helperWall = defaultWallMs(helperLimits(cpuMs).cpuMs);
      const perCase =
        problem.judgeMode === 'spj' && checker
          ? defaultWallMs(cpuMs) + helperWall + 2 * PER_RUN_OVERHEAD_MS
          : problem.judgeMode === 'interactive'
            ? defaultWallMs(cpuMs) + INTERACTOR_EXTRA_WALL_MS + PER_RUN_OVERHEAD_MS
            : defaultWallMs(cpuMs) + PER_RUN_OVERHEAD_MS;
      const bytes = problem.cases.reduce((sum, c) => sum + c.inputSize + c.outputSize, 0);
      return (
        compileWallMs(job.language) +
        (checker ? compileWallMs(checker.language) : 0) +
        Math.ceil(bytes / DOWNLOAD_BYTES_PER_MS) +
        problem.cases.length * perCase
      );
    }
  }
}
