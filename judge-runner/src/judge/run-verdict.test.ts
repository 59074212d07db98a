import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../../contract/judge-status';
import type { SandboxResult } from '../sandbox/run-sandboxed';
import { runVerdict } from './run-verdict';

const report = (status: SandboxResult['status'], extra: Partial<SandboxResult> = {}): SandboxResult => ({
  status,
  cpuMs: 10,
  cpuUs: 10_000,
  wallMs: 12,
  memoryKb: 1000,
  exitCode: 0,
  signal: 0,
  timeKind: null,
  missing: [],
  ...extra,
});

describe('runVerdict', () => {
  it('leaves clean runs to the comparison', () => {
    expect(runVerdict(report('OK'), false)).toEqual({ status: null, message: null });
  });

  it('maps the limits in the sandbox order', () => {
    expect(runVerdict(report('TLE', { timeKind: 'wall' }), false).status).toBe(
      JudgeStatus.TIME_LIMIT_EXCEEDED,
    );
    expect(runVerdict(report('MLE'), false).status).toBe(JudgeStatus.MEMORY_LIMIT_EXCEEDED);
    expect(runVerdict(report('OLE'), false)).toEqual({
      status: JudgeStatus.RUNTIME_ERROR,
      message: 'Output Limit Exceeded',
    });
  });

  it('describes runtime errors by signal or exit code', () => {
    expect(runVerdict(report('RE', { signal: 11 }), false).message).toBe(
      'The program was killed by signal 11 (SIGSEGV)',
    );
    expect(runVerdict(report('RE', { signal: 31 }), false).message).toMatch(/does not allow/);
    expect(runVerdict(report('RE', { exitCode: 3 }), false).message).toBe('The program returned exit code 3');
  });

  it("calls a runtime's own out-of-memory exit a Memory Limit Exceeded", () => {
    expect(runVerdict(report('RE', { exitCode: 3 }), true).status).toBe(JudgeStatus.MEMORY_LIMIT_EXCEEDED);
  });

  it('reports sandbox failures as System Error', () => {
    expect(runVerdict(report('SE', { error: 'cannot mount' }), false)).toEqual({
      status: JudgeStatus.SYSTEM_ERROR,
      message: 'Sandbox failure: cannot mount',
    });
  });
});
