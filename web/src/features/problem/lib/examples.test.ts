import { describe, expect, it } from 'vitest';
import { parseExamples } from './examples';

describe('parseExamples', () => {
  it('reads repeated input/output pairs', () => {
    expect(
      parseExamples('<input>1 2</input><output>3</output>\n<input>\n5 6\n</input><output>\n11\n</output>'),
    ).toEqual([
      { index: 1, input: '1 2', output: '3' },
      { index: 2, input: '5 6', output: '11' },
    ]);
  });

  it('is empty for nothing or text without pairs', () => {
    expect(parseExamples(null)).toEqual([]);
    expect(parseExamples('no samples')).toEqual([]);
  });
});
