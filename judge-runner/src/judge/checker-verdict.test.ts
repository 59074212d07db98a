import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../../contract/judge-status';
import { checkerVerdict } from './checker-verdict';

const exit = (exitCode: number) => ({ status: exitCode === 0 ? 'OK' : 'RE', exitCode, signal: 0 }) as const;

describe('checkerVerdict with HOJ exit codes', () => {
  it('maps 0/100, 101, 102 and 103', () => {
    expect(checkerVerdict(exit(0), '', '').status).toBe(JudgeStatus.ACCEPTED);
    expect(checkerVerdict(exit(100), '', '').status).toBe(JudgeStatus.ACCEPTED);
    expect(checkerVerdict(exit(101), '', '').status).toBe(JudgeStatus.PRESENTATION_ERROR);
    expect(checkerVerdict(exit(102), '', 'line 3 differs').status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(checkerVerdict(exit(102), '', 'line 3 differs').message).toBe('line 3 differs');
    expect(checkerVerdict(exit(103), '', '').status).toBe(JudgeStatus.SYSTEM_ERROR);
  });

  it('reads the percentage of a partial verdict from stdout', () => {
    expect(checkerVerdict(exit(99), '40\n', '')).toEqual({
      status: JudgeStatus.PARTIAL_ACCEPTED,
      ratio: 0.4,
      message: null,
    });
    expect(checkerVerdict(exit(99), '100', '').status).toBe(JudgeStatus.ACCEPTED);
    expect(checkerVerdict(exit(99), 'garbage', '')).toMatchObject({
      status: JudgeStatus.PARTIAL_ACCEPTED,
      ratio: 0,
    });
  });
});

describe('checkerVerdict with testlib exit codes', () => {
  it('maps ok, wa, pe, fail and dirt', () => {
    expect(checkerVerdict(exit(1), '', 'wrong answer 1st numbers differ').status).toBe(
      JudgeStatus.WRONG_ANSWER,
    );
    expect(checkerVerdict(exit(2), '', 'wrong output format').status).toBe(JudgeStatus.PRESENTATION_ERROR);
    expect(checkerVerdict(exit(4), '', '').status).toBe(JudgeStatus.PRESENTATION_ERROR);
    expect(checkerVerdict(exit(3), '', 'FAIL answer file broken')).toMatchObject({
      status: JudgeStatus.SYSTEM_ERROR,
      message: 'FAIL answer file broken',
    });
  });

  it('reads points as a fraction, or as a percentage when above 1', () => {
    expect(checkerVerdict(exit(7), '', 'points 0.25 ok')).toMatchObject({ status: 8, ratio: 0.25 });
    expect(checkerVerdict(exit(7), '', 'points 60')).toMatchObject({ status: 8, ratio: 0.6 });
    expect(checkerVerdict(exit(7), '', 'points 1').status).toBe(JudgeStatus.ACCEPTED);
  });
});

describe('checkerVerdict when the checker itself fails', () => {
  it('is a system error', () => {
    expect(checkerVerdict({ status: 'TLE', exitCode: 0, signal: 9 }, '', '').status).toBe(
      JudgeStatus.SYSTEM_ERROR,
    );
    expect(checkerVerdict({ status: 'RE', exitCode: 0, signal: 11 }, '', '').message).toMatch(/signal 11/);
    expect(checkerVerdict(exit(42), '', '').message).toMatch(/unknown code 42/);
    expect(
      checkerVerdict({ status: 'SE', exitCode: 0, signal: 0, error: 'no such file' }, '', '').message,
    ).toMatch(/no such file/);
  });
});
