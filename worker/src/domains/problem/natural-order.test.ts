import { describe, expect, it } from 'vitest';
import { compareDisplayIds, compareNatural } from './natural-order';

describe('compareNatural', () => {
  it('orders numbers by value', () => {
    expect(['10.in', '2.in', '1.in', '1a.in'].sort(compareNatural)).toEqual([
      '1.in',
      '1a.in',
      '2.in',
      '10.in',
    ]);
  });

  it('orders text case-insensitively with numbers inside', () => {
    expect(['test10', 'Test9', 'test1', 'alpha'].sort(compareNatural)).toEqual([
      'alpha',
      'test1',
      'Test9',
      'test10',
    ]);
  });

  it('handles numbers longer than a double can hold', () => {
    expect(compareNatural('123456789012345678901', '123456789012345678902')).toBeLessThan(0);
  });

  it('is total: equal-looking names still order deterministically', () => {
    expect(compareNatural('A1', 'a1')).not.toBe(0);
    expect(compareNatural('01', '1')).not.toBe(0);
  });
});

describe('compareDisplayIds', () => {
  it('puts shorter ids first like HOJ', () => {
    expect(['1001', '999', 'A1', '1000'].sort(compareDisplayIds)).toEqual(['A1', '999', '1000', '1001']);
  });
});
