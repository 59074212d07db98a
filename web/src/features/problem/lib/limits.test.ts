import { displayedLimits as contractRule } from '@contract/problem';
import { describe, expect, it } from 'vitest';
import { displayedLimits, limitSummary, limitsForLanguage } from './limits';

const local = { timeLimit: 1000, memoryLimit: 256, isRemote: false };
const remote = { timeLimit: 1000, memoryLimit: 256, isRemote: true };

describe('limit display rule (spec 1 §9)', () => {
  it('keeps raw limits for C and C++ on local problems', () => {
    for (const language of ['C', 'C With O2', 'C++', 'C++ 17 With O2', 'C++ 20'])
      expect(limitsForLanguage(local, language)).toEqual({ timeLimit: 1000, memoryLimit: 256 });
  });

  it('doubles time and memory for other languages on local problems', () => {
    for (const language of ['Java', 'Python3', 'PyPy3', 'Golang', 'Rust', 'JavaScript Node'])
      expect(limitsForLanguage(local, language)).toEqual({ timeLimit: 2000, memoryLimit: 512 });
  });

  it('shows raw limits on remote problems whatever the language', () => {
    expect(limitsForLanguage(remote, 'Java')).toEqual({ timeLimit: 1000, memoryLimit: 256 });
    expect(limitsForLanguage(remote, 'C++')).toEqual({ timeLimit: 1000, memoryLimit: 256 });
  });

  it('follows the contract rule', () => {
    for (const problem of [local, remote])
      for (const multiplier of [1, 2])
        expect(displayedLimits(problem, multiplier)).toEqual(contractRule(problem, multiplier));
  });

  it('summarises C/C++ and the other languages side by side', () => {
    expect(limitSummary(local)).toEqual({
      base: { timeLimit: 1000, memoryLimit: 256 },
      other: { timeLimit: 2000, memoryLimit: 512 },
    });
    expect(limitSummary(remote)).toEqual({ base: { timeLimit: 1000, memoryLimit: 256 }, other: null });
  });
});
