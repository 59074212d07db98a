import { ContestStatus } from '@contract/contest';
import { Role } from '@contract/roles';
import { describe, expect, it } from 'vitest';
import {
  type ContestRow,
  contestStatusAt,
  contestViewAt,
  isContestAdminAt,
  isSealedFor,
  secondsFromStart,
} from './policy';

const contest = { startTime: new Date('2026-01-01T10:00:00Z'), endTime: new Date('2026-01-01T12:00:00Z') };

describe('contestStatusAt', () => {
  it('is scheduled before the start, running from the start through the end instant, ended after it', () => {
    expect(contestStatusAt(contest, new Date('2026-01-01T09:59:59.999Z'))).toBe(ContestStatus.SCHEDULED);
    expect(contestStatusAt(contest, new Date('2026-01-01T10:00:00Z'))).toBe(ContestStatus.RUNNING);
    expect(contestStatusAt(contest, new Date('2026-01-01T12:00:00Z'))).toBe(ContestStatus.RUNNING);
    expect(contestStatusAt(contest, new Date('2026-01-01T12:00:00.001Z'))).toBe(ContestStatus.ENDED);
  });
});

const hour = 3600_000;
const sealed = {
  sealRank: true,
  sealRankTime: new Date(2 * hour),
  startTime: new Date(0),
  endTime: new Date(3 * hour),
  autoRealRank: true,
};

describe('isSealedFor', () => {
  it('seals from the seal time to the end, then lifts the seal when the rank turns real-time', () => {
    expect(isSealedFor(sealed, new Date(hour), false)).toBe(false);
    expect(isSealedFor(sealed, new Date(2.5 * hour), false)).toBe(true);
    expect(isSealedFor(sealed, new Date(4 * hour), false)).toBe(false);
    expect(isSealedFor({ ...sealed, autoRealRank: false }, new Date(4 * hour), false)).toBe(true);
  });

  it('never seals contest admins or unsealed contests', () => {
    expect(isSealedFor(sealed, new Date(2.5 * hour), true)).toBe(false);
    expect(isSealedFor({ ...sealed, sealRank: false }, new Date(2.5 * hour), false)).toBe(false);
  });
});

describe('contestViewAt', () => {
  const oi = { ...sealed, type: 1 } as ContestRow;

  it('follows the contest through its phases and seals OI results for participants only', () => {
    expect(contestViewAt(oi, new Date(2.5 * hour), false)).toEqual({
      isContestAdmin: false,
      running: true,
      ended: false,
      resultsSealed: true,
    });
    expect(contestViewAt(oi, new Date(2.5 * hour), true).resultsSealed).toBe(false);
    expect(contestViewAt({ ...oi, type: 0 }, new Date(2.5 * hour), false).resultsSealed).toBe(false);
    expect(contestViewAt(oi, new Date(4 * hour), false)).toMatchObject({ running: false, ended: true });
  });
});

describe('secondsFromStart', () => {
  it('counts whole seconds and never goes negative', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    expect(secondsFromStart(start, new Date('2026-01-01T00:01:30.900Z'))).toBe(90);
    expect(secondsFromStart(start, new Date('2025-12-31T23:59:00Z'))).toBe(0);
  });
});

describe('isContestAdminAt', () => {
  const groupContest = { uid: 'author', isGroup: true, gid: 7 };
  const user = (uid: string, ...roles: number[]) => ({ uid, roles });

  it('admits the creator and super admins', () => {
    expect(isContestAdminAt(groupContest, user('author', Role.DEFAULT_USER), 0)).toBe(true);
    expect(isContestAdminAt(groupContest, user('someone', Role.ROOT), 0)).toBe(true);
  });

  it("admits only root (level 5) members of a group contest's group", () => {
    expect(isContestAdminAt(groupContest, user('member', Role.DEFAULT_USER), 5)).toBe(true);
    expect(isContestAdminAt(groupContest, user('member', Role.DEFAULT_USER), 4)).toBe(false);
    expect(isContestAdminAt(groupContest, user('member', Role.DEFAULT_USER), 3)).toBe(false);
    expect(isContestAdminAt({ ...groupContest, isGroup: false }, user('member', Role.DEFAULT_USER), 5)).toBe(
      false,
    );
  });

  it('does not admit site admins and problem admins', () => {
    expect(isContestAdminAt(groupContest, user('admin', Role.ADMIN), 0)).toBe(false);
    expect(isContestAdminAt(groupContest, user('admin', Role.PROBLEM_ADMIN), 0)).toBe(false);
  });
});
