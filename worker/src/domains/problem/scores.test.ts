import { describe, expect, it } from 'vitest';
import { spreadScores, totalScore } from './scores';

describe('spreadScores', () => {
  it('gives an integer share and spreads the remainder over the last cases', () => {
    expect(spreadScores(3)).toEqual([33, 33, 34]);
    expect(spreadScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(spreadScores(4)).toEqual([25, 25, 25, 25]);
    expect(spreadScores(1)).toEqual([100]);
  });

  it('always sums to the total, even with more cases than points', () => {
    for (const count of [1, 2, 3, 6, 9, 11, 99, 100, 101, 250]) {
      const scores = spreadScores(count);
      expect(scores).toHaveLength(count);
      expect(scores.reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it('is empty for no cases', () => {
    expect(spreadScores(0)).toEqual([]);
  });
});

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
