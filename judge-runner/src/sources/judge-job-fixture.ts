import type { RunnerJob } from '../../../contract/runner/protocol';

export type JudgeJob = Extract<RunnerJob, { kind: 'judge' }>;

const hash = (n: number) => n.toString(16).padStart(64, '0');

/**
 * A judge job as the server hands it out, for the job sources' tests: `cases` cases of
 * `caseBytes` input and output each (distinct data), everything else the server's defaults.
 */
export function judgeJobFixture(
  options: {
    submitId?: number;
    cases?: number;
    caseBytes?: number;
    language?: string;
    code?: string;
    problem?: Partial<JudgeJob['problem']>;
  } = {},
): JudgeJob {
  const { submitId = 1, cases = 0, caseBytes = 10, language = 'C', code = 'int main(){}' } = options;
  return {
    kind: 'judge',
    jobId: null,
    submitId,
    attempt: 1,
    language,
    code,
    problem: {
      pid: 1,
      type: 0,
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      stackLimitMb: 128,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      isRemoveEndBlank: true,
      ioScore: 100,
      isFileIo: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      userExtraFiles: {},
      judgeExtraFiles: {},
      checker: null,
      caseVersion: 'v1',
      cases: Array.from({ length: cases }, (_, i) => ({
        caseId: i + 1,
        seq: i + 1,
        inputName: `${i + 1}.in`,
        outputName: `${i + 1}.out`,
        inputHash: hash(2 * i + 1),
        outputHash: hash(2 * i + 2),
        inputSize: caseBytes,
        outputSize: caseBytes,
        score: null,
        groupNum: null,
      })),
      ...options.problem,
    },
  };
}
