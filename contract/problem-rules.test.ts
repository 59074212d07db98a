import { describe, expect, it } from 'vitest';
import { isSubtaskMode, parseExamples, serializeExamples, spreadScores } from './problem-rules';

describe('examples text', () => {
  it('round-trips repeated input/output pairs, newlines kept', () => {
    const examples = [
      { input: '1 2\n', output: '3\n' },
      { input: '', output: 'empty input' },
    ];
    const text = serializeExamples(examples);
    expect(text).toBe('<input>1 2\n</input><output>3\n</output><input></input><output>empty input</output>');
    expect(parseExamples(text)).toEqual(examples);
  });

  it('reads pairs separated by whitespace and nothing from empty text', () => {
    expect(parseExamples('<input>a</input>\n<output>b</output>\n')).toEqual([{ input: 'a', output: 'b' }]);
    expect(parseExamples('')).toEqual([]);
    expect(parseExamples(null)).toEqual([]);
    expect(parseExamples(undefined)).toEqual([]);
    expect(parseExamples('no samples')).toEqual([]);
  });

  it('drops one newline at each edge when asked, for showing and editing', () => {
    const text = '<input>1 2</input><output>3</output>\n<input>\n5 6\n</input><output>\r\n11\r\n</output>';
    expect(parseExamples(text, { trimEdgeNewlines: true })).toEqual([
      { input: '1 2', output: '3' },
      { input: '5 6', output: '11' },
    ]);
    expect(parseExamples('<input>\n\nx\n\n</input><output></output>', { trimEdgeNewlines: true })).toEqual([
      { input: '\nx\n', output: '' },
    ]);
  });
});

describe('spreadScores', () => {
  it('gives an integer share and spreads the remainder over the last cases', () => {
    expect(spreadScores(3)).toEqual([33, 33, 34]);
    expect(spreadScores(6)).toEqual([16, 16, 17, 17, 17, 17]);
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
    expect(spreadScores(3, 10)).toEqual([3, 3, 4]);
  });

  it('is empty for no cases', () => {
    expect(spreadScores(0)).toEqual([]);
    expect(spreadScores(-1)).toEqual([]);
  });
});

describe('isSubtaskMode', () => {
  it('is true for the two subtask modes only', () => {
    expect(isSubtaskMode('subtask_lowest')).toBe(true);
    expect(isSubtaskMode('subtask_average')).toBe(true);
    expect(isSubtaskMode('default')).toBe(false);
    expect(isSubtaskMode('ergodic_without_error')).toBe(false);
  });
});
