import { codeProblem } from '@contract/judge';
import { LIMITS } from '@contract/limits';
import { describe, expect, it } from 'vitest';
import { testInputTooLong, validateCode } from './validate-code';

describe('validateCode', () => {
  it('refuses empty and blank code', () => {
    expect(validateCode('')).toBe('empty');
    expect(validateCode('  \n\t ')).toBe('empty');
  });

  it('allows up to 65535 characters and refuses more', () => {
    expect(validateCode('a'.repeat(LIMITS.codeMaxLength))).toBeNull();
    expect(validateCode('a'.repeat(LIMITS.codeMaxLength + 1))).toBe('tooLong');
  });

  it('agrees with the server schema on every case', () => {
    for (const code of ['', ' ', 'int main(){}', 'x'.repeat(65535), 'x'.repeat(65536)]) {
      expect(validateCode(code) === null).toBe(codeProblem(code) === null);
    }
    expect(codeProblem('')).toBe('Code can not be empty');
    expect(codeProblem('x'.repeat(65536))).toBe('Code Length can not exceed 65535');
  });

  it('limits the self-test input to 1000 characters', () => {
    expect(testInputTooLong('1'.repeat(1000))).toBe(false);
    expect(testInputTooLong('1'.repeat(1001))).toBe(true);
  });
});
