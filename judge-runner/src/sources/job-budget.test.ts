import { describe, expect, it } from 'vitest';
import type { RunnerJob } from '../../../contract/runner/protocol';
import { findLanguageSpec } from '../languages/languages';
import { worstCaseMs } from './job-budget';
import { type JudgeJob, judgeJobFixture } from './judge-job-fixture';

const MiB = 1024 * 1024;
const judgeJob = (cases: number, problem: Partial<JudgeJob['problem']> = {}, language = 'C') =>
  judgeJobFixture({ cases, caseBytes: MiB, language, code: '', problem });

describe('worstCaseMs', () => {
  it('grows with the cases, their wall limits and their data', () => {
    const c = findLanguageSpec('C');
    expect(c).toBeDefined();
    const none = worstCaseMs(judgeJob(0));
    expect(none).toBe(c!.compileLimits.wallMs);
    const ten = worstCaseMs(judgeJob(10));
    // Each case: its wall limit (2 × the scaled CPU limit + 1 s), overhead, and 2 MiB at 2 MiB/s.
    const cpuMs = 1000 * c!.scaling.time;
    expect(ten - none).toBe(10 * (2 * cpuMs + 1000 + 500) + 10_000);
    expect(worstCaseMs(judgeJob(10, { timeLimitMs: 5000 }))).toBeGreaterThan(ten);
  });

  it('adds the checker: its compile and a run after every case', () => {
    const plain = worstCaseMs(judgeJob(5));
    const spj = worstCaseMs(judgeJob(5, { judgeMode: 'spj', checker: { language: 'C', code: '' } }));
    expect(spj).toBeGreaterThan(plain + findLanguageSpec('C')!.compileLimits.wallMs);
  });

  it('budgets an unknown language as the slowest there is', () => {
    expect(worstCaseMs(judgeJob(3, {}, 'Brainfuck 9000'))).toBeGreaterThanOrEqual(worstCaseMs(judgeJob(3)));
  });

  it("budgets a remote job by its judge's polling, or the runner's overrides", () => {
    const remote: RunnerJob = {
      kind: 'remote',
      jobId: null,
      submitId: 1,
      attempt: 1,
      judge: 'CF',
      baseUrl: 'http://127.0.0.1:9/',
      remoteProblemId: '1A',
      language: 'GNU G++17 7.3.0',
      code: '',
      account: { id: 1, username: 'u', password: 'p' },
      remoteRunId: null,
    };
    expect(worstCaseMs(remote, { pollIntervalMs: 1000, maxPolls: 10 })).toBe(5 * 60_000 + 10_000);
    expect(worstCaseMs(remote)).toBeGreaterThan(worstCaseMs(remote, { pollIntervalMs: 1000, maxPolls: 10 }));
  });
});
