import { describe, expect, it } from 'vitest';
import { lastUtcDays, startOfUtcDay, utcDateString, yearWindowStart } from './dates';

describe('UTC day helpers', () => {
  it('cuts a time down to its UTC midnight whatever the hour', () => {
    expect(startOfUtcDay(new Date('2026-03-05T23:59:59.999Z')).toISOString()).toBe(
      '2026-03-05T00:00:00.000Z',
    );
    expect(startOfUtcDay(new Date('2026-03-05T00:00:00.000Z')).toISOString()).toBe(
      '2026-03-05T00:00:00.000Z',
    );
  });

  it('lists the last seven days oldest first, across a month end', () => {
    expect(lastUtcDays(new Date('2026-03-02T10:00:00Z'), 7)).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('starts the year window the day after the same date last year', () => {
    expect(utcDateString(yearWindowStart(new Date('2026-07-15T12:00:00Z')))).toBe('2025-07-16');
    // 29 February has no twin the year after; the window still covers exactly one year.
    expect(utcDateString(yearWindowStart(new Date('2025-03-01T00:00:00Z')))).toBe('2024-03-02');
  });
});
