import type { ContestInfo } from '@contract/contest';
import { describe, expect, it } from 'vitest';
import {
  contestStatusAt,
  formatClock,
  hasRealTimePermission,
  progressAt,
  secondsLeftAt,
} from './contest-access';
import { activeTabOf, contestMenuDisabled, contestSubmitDisabled, passwordFormVisible } from './contest-tabs';

const START = Date.parse('2030-01-01T08:00:00Z');
const contest = {
  status: -1,
  startTime: '2030-01-01T08:00:00Z',
  endTime: '2030-01-01T13:00:00Z',
  duration: 5 * 3600,
  sealRank: true,
  sealRankTime: '2030-01-01T12:00:00Z',
} as ContestInfo;

describe('contest clock', () => {
  it('moves from scheduled to running at the start and to ended at the end', () => {
    expect(contestStatusAt(contest, START - 1000)).toBe(-1);
    expect(contestStatusAt(contest, START)).toBe(0);
    expect(contestStatusAt(contest, START + 5 * 3600_000)).toBe(1);
    expect(contestStatusAt({ ...contest, status: 1 }, START)).toBe(1);
  });

  it('counts seconds to the start, then to the end, and prints hours past 24', () => {
    expect(secondsLeftAt(contest, START - 90_500)).toBe(90);
    expect(secondsLeftAt(contest, START + 3600_000)).toBe(4 * 3600);
    expect(secondsLeftAt(contest, START + 6 * 3600_000)).toBe(0);
    expect(formatClock(90)).toBe('00:01:30');
    expect(formatClock(30 * 3600 + 5)).toBe('30:00:05');
  });

  it('progress is 0 before, elapsed over duration during, 100 after', () => {
    expect(progressAt(contest, START - 1)).toBe(0);
    expect(progressAt(contest, START + 3600_000)).toBeCloseTo(20);
    expect(progressAt(contest, START + 9 * 3600_000)).toBe(100);
  });

  it('hides real-time counts after the seal time to all but contest admins, until the end', () => {
    const sealed = START + 4.5 * 3600_000;
    expect(hasRealTimePermission(contest, START + 3600_000, false)).toBe(true);
    expect(hasRealTimePermission(contest, sealed, false)).toBe(false);
    expect(hasRealTimePermission(contest, sealed, true)).toBe(true);
    expect(hasRealTimePermission(contest, START + 6 * 3600_000, false)).toBe(true);
    expect(hasRealTimePermission({ ...contest, sealRank: false }, sealed, false)).toBe(true);
  });
});

describe('contest access rules (spec 2 §4)', () => {
  it('disables the menu before the start and for an unregistered private contest, never for admins', () => {
    expect(contestMenuDisabled({ auth: 0 }, -1, false, true)).toBe(true);
    expect(contestMenuDisabled({ auth: 0 }, -1, true, false)).toBe(false);
    expect(contestMenuDisabled({ auth: 1 }, 0, false, false)).toBe(true);
    expect(contestMenuDisabled({ auth: 1 }, 0, false, true)).toBe(false);
    expect(contestMenuDisabled({ auth: 2 }, 0, false, false)).toBe(false);
  });

  it('disables submitting after the end without allowEndSubmit, before the start for non-admins, and logged out', () => {
    expect(contestSubmitDisabled({ allowEndSubmit: false }, 1, true, true)).toBe(true);
    expect(contestSubmitDisabled({ allowEndSubmit: true }, 1, false, true)).toBe(false);
    expect(contestSubmitDisabled({ allowEndSubmit: false }, -1, false, true)).toBe(true);
    expect(contestSubmitDisabled({ allowEndSubmit: false }, -1, true, true)).toBe(false);
    expect(contestSubmitDisabled({ allowEndSubmit: false }, 0, false, false)).toBe(true);
    expect(contestSubmitDisabled({ allowEndSubmit: false }, 0, false, true)).toBe(false);
  });

  it('shows the password form for private and protected contests until registered', () => {
    expect(passwordFormVisible({ auth: 0 }, false, false)).toBe(false);
    expect(passwordFormVisible({ auth: 1 }, false, false)).toBe(true);
    expect(passwordFormVisible({ auth: 2 }, false, false)).toBe(true);
    expect(passwordFormVisible({ auth: 1 }, true, false)).toBe(false);
    expect(passwordFormVisible({ auth: 1 }, false, true)).toBe(false);
  });

  it('highlights Problems for a problem and Submissions for a submission detail', () => {
    expect(activeTabOf('/contest/5', '5')).toBe('overview');
    expect(activeTabOf('/contest/5/', '5')).toBe('overview');
    expect(activeTabOf('/contest/5/problem/A', '5')).toBe('problems');
    expect(activeTabOf('/contest/5/problem/A/submission-detail/9', '5')).toBe('submissions');
    expect(activeTabOf('/contest/5/rank', '5')).toBe('rank');
    expect(activeTabOf('/contest/5/scroll-board', '5')).toBe('scroll-board');
  });
});
