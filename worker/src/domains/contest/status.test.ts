import { ContestStatus } from '@contract/contest';
import { describe, expect, it } from 'vitest';
import { contestStatusAt } from './status';

const contest = { startTime: new Date('2026-01-01T10:00:00Z'), endTime: new Date('2026-01-01T12:00:00Z') };

describe('contestStatusAt', () => {
  it('is scheduled before the start, running from the start through the end instant, ended after it', () => {
    expect(contestStatusAt(contest, new Date('2026-01-01T09:59:59.999Z'))).toBe(ContestStatus.SCHEDULED);
    expect(contestStatusAt(contest, new Date('2026-01-01T10:00:00Z'))).toBe(ContestStatus.RUNNING);
    expect(contestStatusAt(contest, new Date('2026-01-01T12:00:00Z'))).toBe(ContestStatus.RUNNING);
    expect(contestStatusAt(contest, new Date('2026-01-01T12:00:00.001Z'))).toBe(ContestStatus.ENDED);
  });
});
