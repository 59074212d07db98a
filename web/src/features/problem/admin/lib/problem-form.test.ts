import { describe, expect, it } from 'vitest';
import { applyTypeChange, type CaseRow, emptyProblemForm } from './problem-form';

const rows = (count: number, score = ''): CaseRow[] =>
  Array.from({ length: count }, (_, i) => ({ input: `${i}`, output: `${i}`, score, groupNum: '' }));

describe('switching the problem type to OI', () => {
  it('spreads 100 points over the manual samples', () => {
    const form = { ...emptyProblemForm(), isUploadCase: false, manualCases: rows(3) };
    const patch = applyTypeChange(form, 1);
    expect(patch.type).toBe(1);
    expect(patch.manualCases?.map((c) => c.score)).toEqual(['33', '33', '34']);
  });

  it('keeps the scores of uploaded cases that already have them', () => {
    const form = { ...emptyProblemForm(), uploadedCases: rows(2, '50') };
    expect(applyTypeChange(form, 1).uploadedCases).toBeUndefined();
    const unscored = { ...emptyProblemForm(), uploadedCases: rows(3) };
    expect(applyTypeChange(unscored, 1).uploadedCases?.map((c) => c.score)).toEqual(['33', '33', '34']);
  });

  it('falls back to the default judge case mode the new type does not offer', () => {
    const oi = { ...emptyProblemForm(), type: 1, judgeCaseMode: 'subtask_lowest' as const };
    expect(applyTypeChange(oi, 0).judgeCaseMode).toBe('default');
    const acm = { ...emptyProblemForm(), judgeCaseMode: 'ergodic_without_error' as const };
    expect(applyTypeChange(acm, 1).judgeCaseMode).toBe('default');
    expect(applyTypeChange(acm, 0).judgeCaseMode).toBe('ergodic_without_error');
  });

  it('leaves scores alone when the type does not change to OI', () => {
    const form = { ...emptyProblemForm(), type: 1, isUploadCase: false, manualCases: rows(2, '7') };
    expect(applyTypeChange(form, 1).manualCases).toBeUndefined();
    expect(applyTypeChange(form, 0).manualCases).toBeUndefined();
  });
});
