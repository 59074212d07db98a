import { describe, expect, it } from 'vitest';
import { pairTestcaseFiles } from './testcase-pairing';

describe('pairTestcaseFiles', () => {
  it('pairs .in with .out by base name in natural order', () => {
    const result = pairTestcaseFiles(['10.in', '10.out', '2.in', '2.out', '1.in', '1.out']);
    expect(result.pairs).toEqual([
      { input: '1.in', output: '1.out' },
      { input: '2.in', output: '2.out' },
      { input: '10.in', output: '10.out' },
    ]);
    expect(result.ignored).toEqual([]);
  });

  it('accepts .ans as output and prefers .out when both exist', () => {
    expect(pairTestcaseFiles(['a.in', 'a.ans']).pairs).toEqual([{ input: 'a.in', output: 'a.ans' }]);
    const both = pairTestcaseFiles(['a.in', 'a.ans', 'a.out']);
    expect(both.pairs).toEqual([{ input: 'a.in', output: 'a.out' }]);
    expect(both.ignored).toEqual(['a.ans']);
  });

  it('pairs inputN.txt with outputN.txt', () => {
    expect(pairTestcaseFiles(['input1.txt', 'output1.txt', 'input2.txt']).pairs).toEqual([
      { input: 'input1.txt', output: 'output1.txt' },
      { input: 'input2.txt', output: null },
    ]);
  });

  it('reports an input without output and outputs or other files without input', () => {
    const result = pairTestcaseFiles(['1.in', '2.out', 'readme.md']);
    expect(result.pairs).toEqual([{ input: '1.in', output: null }]);
    expect(result.ignored).toEqual(['2.out', 'readme.md']);
  });

  it('treats extensions case-insensitively', () => {
    expect(pairTestcaseFiles(['A.IN', 'A.OUT']).pairs).toEqual([{ input: 'A.IN', output: 'A.OUT' }]);
  });
});
