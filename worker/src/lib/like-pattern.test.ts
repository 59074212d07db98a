import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-pattern';

describe('escapeLike', () => {
  it('leaves ordinary text alone', () => {
    expect(escapeLike('Two Sum 1001')).toBe('Two Sum 1001');
    expect(escapeLike('')).toBe('');
  });

  it('escapes every wildcard and the escape character itself', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('a_b_c')).toBe('a\\_b\\_c');
    expect(escapeLike('C:\\dir')).toBe('C:\\\\dir');
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\');
  });
});

describe('containsPattern', () => {
  it('wraps the escaped keyword in wildcards', () => {
    expect(containsPattern('sum')).toBe('%sum%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
