import { JUDGE_STATUS_INFO, JudgeStatus, MANUAL_JUDGE_CHOICES } from '@contract/judge-status';
import { describe, expect, it } from 'vitest';
import {
  canCancelJudge,
  canConfirmManualJudge,
  canManualJudge,
  initialManualChoice,
  MANUAL_JUDGE_OPTIONS,
} from './manual-judge';

const ALL = Object.keys(JUDGE_STATUS_INFO).map(Number);

describe('manual judge rules (spec 1 §4)', () => {
  it('offers the contract choices plus Cancelled, fixed and disabled', () => {
    expect(MANUAL_JUDGE_OPTIONS.filter((o) => !o.disabled).map((o) => o.status)).toEqual([
      ...MANUAL_JUDGE_CHOICES,
    ]);
    expect(MANUAL_JUDGE_OPTIONS.filter((o) => o.disabled)).toEqual([
      { status: JudgeStatus.CANCELLED, disabled: true },
    ]);
  });

  it('never offers Submitting, Unknown Result, Not Submitted, Compile Error or the pending states', () => {
    const enabled = MANUAL_JUDGE_OPTIONS.filter((o) => !o.disabled).map((o) => o.status as number);
    for (const excluded of [9, -5, -10, -4, -2, 5, 6, 7]) expect(enabled).not.toContain(excluded);
  });

  it('is disabled while Judging, Compiling, Compile Error and Pending', () => {
    const blocked = ALL.filter((status) => !canManualJudge(status)).sort((a, b) => a - b);
    expect(blocked).toEqual([-2, 5, 6, 7]);
  });

  it('cannot cancel twice', () => {
    expect(canCancelJudge(JudgeStatus.CANCELLED)).toBe(false);
    for (const status of ALL.filter((s) => s !== JudgeStatus.CANCELLED))
      expect(canCancelJudge(status)).toBe(true);
  });

  it('starts from the current verdict when it is a choice, and only confirms real choices', () => {
    expect(initialManualChoice(JudgeStatus.WRONG_ANSWER)).toBe(JudgeStatus.WRONG_ANSWER);
    expect(initialManualChoice(JudgeStatus.PENDING)).toBeNull();
    expect(initialManualChoice(JudgeStatus.CANCELLED)).toBeNull();
    expect(canConfirmManualJudge(null)).toBe(false);
    expect(canConfirmManualJudge(JudgeStatus.PENDING)).toBe(false);
    expect(canConfirmManualJudge(JudgeStatus.CANCELLED)).toBe(false);
    expect(canConfirmManualJudge(JudgeStatus.ACCEPTED)).toBe(true);
  });
});
