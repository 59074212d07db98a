import { describe, expect, it } from 'vitest';
import { runnerTokenFrom, sameSecret } from './runner-auth';

describe('runner authentication', () => {
  it('reads `Runner <token>` and `Bearer <token>`', () => {
    expect(runnerTokenFrom('Runner abc')).toBe('abc');
    expect(runnerTokenFrom('Bearer abc')).toBe('abc');
    expect(runnerTokenFrom('abc')).toBeNull();
    expect(runnerTokenFrom('Basic abc')).toBeNull();
    expect(runnerTokenFrom(undefined)).toBeNull();
  });

  it('compares secrets exactly', () => {
    expect(sameSecret('token-1', 'token-1')).toBe(true);
    expect(sameSecret('token-2', 'token-1')).toBe(false);
    expect(sameSecret('token-1x', 'token-1')).toBe(false);
    expect(sameSecret('', 'token-1')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});
