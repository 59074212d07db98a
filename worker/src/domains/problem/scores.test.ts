import { describe, expect, it } from 'vitest';
import { totalScore } from './scores';

describe('totalScore', () => {
  const cases = [
    { score: 10, groupNum: 1 },
    { score: 20, groupNum: 1 },
    { score: 30, groupNum: 2 },
    { score: 41, groupNum: 2 },
  ];

  it('sums case scores in the default and ergodic modes', () => {
    expect(totalScore('default', cases)).toBe(101);
    expect(totalScore('ergodic_without_error', cases)).toBe(101);
  });

  it('takes the lowest score per group in subtask_lowest', () => {
    expect(totalScore('subtask_lowest', cases)).toBe(10 + 30);
  });

  it('takes the rounded mean per group in subtask_average', () => {
    expect(totalScore('subtask_average', cases)).toBe(15 + 36);
  });

  it('counts missing scores as zero', () => {
    expect(totalScore('default', [{ score: null, groupNum: null }])).toBe(0);
  });
});
