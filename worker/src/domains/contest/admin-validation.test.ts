import {
  composeAccountLimitRule,
  contestSaveRequest,
  defaultSealChoice,
  CONTEST_ADMIN_MESSAGES as M,
  parseAccountLimitRule,
  SealChoice,
  sealChoiceEnabled,
  sealChoiceOf,
  sealRankTimeFor,
} from '@contract/contest-admin';
import { describe, expect, it } from 'vitest';
import { contestColumns, firstContestError } from './admin-validation';

const START = '2030-01-01T10:00:00.000Z';
const END = '2030-01-01T15:00:00.000Z';

const sound = {
  title: 'Weekly',
  description: 'Rules',
  startTime: START,
  endTime: END,
  type: 0,
  auth: 0,
};

const errorOf = (input: Record<string, unknown>) => firstContestError(contestSaveRequest.parse(input));

describe('firstContestError', () => {
  it('accepts a sound contest', () => {
    expect(errorOf(sound)).toBeNull();
  });

  it('checks in the spec order: title, description, start, end, duration, password, star users', () => {
    const everythingWrong = {
      title: '  ',
      description: '',
      startTime: '',
      endTime: '',
      auth: 1,
      pwd: '',
      starAccount: ['a', 'a'],
    };
    expect(errorOf(everythingWrong)).toBe(M.titleRequired);
    expect(errorOf({ ...everythingWrong, title: 'T' })).toBe(M.descriptionRequired);
    expect(errorOf({ ...everythingWrong, title: 'T', description: 'D' })).toBe(M.startTimeRequired);
    expect(errorOf({ ...everythingWrong, title: 'T', description: 'D', startTime: START })).toBe(
      M.endTimeRequired,
    );
    const timed = { ...everythingWrong, title: 'T', description: 'D', startTime: END, endTime: START };
    expect(errorOf(timed)).toBe(M.durationCheck);
    expect(errorOf({ ...timed, endTime: END })).toBe(M.durationCheck);
    expect(errorOf({ ...timed, startTime: START, endTime: END })).toBe(M.passwordRequired);
    expect(errorOf({ ...timed, startTime: START, endTime: END, pwd: 'x' })).toBe(M.duplicateStarUser);
  });

  it('requires a password for private and protected contests only', () => {
    expect(errorOf({ ...sound, auth: 1 })).toBe(M.passwordRequired);
    expect(errorOf({ ...sound, auth: 2, pwd: '   ' })).toBe(M.passwordRequired);
    expect(errorOf({ ...sound, auth: 2, pwd: 'secret' })).toBeNull();
    expect(errorOf({ ...sound, auth: 0, pwd: '' })).toBeNull();
  });

  it('compares star users trimmed and ignores empty ones', () => {
    expect(errorOf({ ...sound, starAccount: ['alice', ' alice '] })).toBe(M.duplicateStarUser);
    expect(errorOf({ ...sound, starAccount: ['alice', '', '  ', 'bob'] })).toBeNull();
    const columns = contestColumns(
      contestSaveRequest.parse({ ...sound, starAccount: [' alice', '', 'bob '] }),
    );
    expect(columns.starAccount).toEqual(['alice', 'bob']);
  });

  it('checks proportion awards as percentages and number awards as positive whole numbers', () => {
    const award = (num: unknown, priority?: number) => ({
      name: 'Gold',
      background: '#fff',
      color: '#000',
      num,
      priority,
    });
    expect(errorOf({ ...sound, awardType: 1, awardConfigList: [] })).toBe(M.awardConfigRequired);
    expect(errorOf({ ...sound, awardType: 1, awardConfigList: [award(101)] })).toBe(M.awardProportion);
    expect(errorOf({ ...sound, awardType: 1, awardConfigList: [award(-1)] })).toBe(M.awardProportion);
    expect(errorOf({ ...sound, awardType: 1, awardConfigList: [award(60, 1), award(50, 2)] })).toBe(
      M.awardProportionTotal,
    );
    expect(
      errorOf({ ...sound, awardType: 1, awardConfigList: [award(10, 1), award(20, 2), award(30, 3)] }),
    ).toBeNull();
    expect(errorOf({ ...sound, awardType: 2, awardConfigList: [award(0)] })).toBe(M.awardNumber);
    expect(errorOf({ ...sound, awardType: 2, awardConfigList: [award(1.5)] })).toBe(M.awardNumber);
    expect(errorOf({ ...sound, awardType: 2, awardConfigList: [award(3, 1), award(5, 1)] })).toBe(
      M.awardPriority,
    );
    expect(errorOf({ ...sound, awardType: 2, awardConfigList: [{ ...award(3), name: ' ' }] })).toBe(
      M.awardName,
    );
    expect(errorOf({ ...sound, awardType: 0, awardConfigList: [award(500)] })).toBeNull();
  });

  it('stores award tiers in priority order, and none without awards', () => {
    const list = [
      { name: 'Bronze', num: 30, priority: 3 },
      { name: 'Gold', num: 10, priority: 1 },
      { name: 'Silver', num: 20, priority: 2 },
    ];
    const tiers = contestColumns(
      contestSaveRequest.parse({ ...sound, awardType: 2, awardConfigList: list }),
    ).awardConfig;
    expect(tiers.map((t) => t.name)).toEqual(['Gold', 'Silver', 'Bronze']);
    expect(contestColumns(contestSaveRequest.parse({ ...sound, awardConfigList: list })).awardConfig).toEqual(
      [],
    );
  });

  it('keeps the seal time inside the contest', () => {
    expect(errorOf({ ...sound, sealRank: true })).toBe(M.sealRankTimeRequired);
    expect(errorOf({ ...sound, sealRank: true, sealRankTime: '2030-01-01T09:59:59Z' })).toBe(
      M.sealRankTimeRange,
    );
    expect(errorOf({ ...sound, sealRank: true, sealRankTime: '2030-01-01T15:00:01Z' })).toBe(
      M.sealRankTimeRange,
    );
    expect(errorOf({ ...sound, sealRank: true, sealRankTime: '2030-01-01T14:00:00Z' })).toBeNull();
    expect(errorOf({ ...sound, sealRank: false, sealRankTime: '1999-01-01T00:00:00Z' })).toBeNull();
    expect(contestColumns(contestSaveRequest.parse({ ...sound, sealRankTime: END })).sealRankTime).toBeNull();
  });

  it("reads the account limit in HOJ's tagged format", () => {
    const rule = composeAccountLimitRule({
      prefix: 'team',
      suffix: '',
      numberFrom: 1,
      numberTo: 20,
      extraAccount: 'a b',
    });
    expect(rule).toBe(
      '<prefix>team</prefix><suffix></suffix><start>1</start><end>20</end><extra>a b</extra>',
    );
    expect(parseAccountLimitRule(rule)).toEqual({
      prefix: 'team',
      suffix: '',
      numberFrom: 1,
      numberTo: 20,
      extraAccount: 'a b',
    });
    expect(errorOf({ ...sound, openAccountLimit: true, accountLimitRule: rule })).toBeNull();
    expect(errorOf({ ...sound, openAccountLimit: true, accountLimitRule: '' })).toBe(
      M.accountLimitRuleFormat,
    );
    expect(
      errorOf({ ...sound, openAccountLimit: true, accountLimitRule: rule.replace('<start>1', '<start>x') }),
    ).toBe(M.accountLimitRuleFormat);
    expect(
      errorOf({ ...sound, openAccountLimit: true, accountLimitRule: rule.replace('<start>1', '<start>99') }),
    ).toBe(M.accountLimitRuleRange);
    expect(errorOf({ ...sound, openAccountLimit: false, accountLimitRule: 'junk' })).toBeNull();
    expect(
      contestColumns(contestSaveRequest.parse({ ...sound, accountLimitRule: 'junk' })).accountLimitRule,
    ).toBeNull();
  });

  it('derives the duration in seconds from the times', () => {
    expect(contestColumns(contestSaveRequest.parse({ ...sound, duration: 1 })).duration).toBe(5 * 3600);
  });
});

describe('contestSaveRequest shapes', () => {
  it('refuses bad types, dates, NUL and oversized text', () => {
    expect(contestSaveRequest.safeParse({ ...sound, type: 2 }).success).toBe(false);
    expect(contestSaveRequest.safeParse({ ...sound, auth: 3 }).success).toBe(false);
    expect(contestSaveRequest.safeParse({ ...sound, startTime: 'tomorrow-ish' }).success).toBe(false);
    expect(contestSaveRequest.safeParse({ ...sound, title: 'a\u0000b' }).success).toBe(false);
    expect(contestSaveRequest.safeParse({ ...sound, title: 'x'.repeat(501) }).success).toBe(false);
    expect(contestSaveRequest.safeParse({ ...sound, id: 2147483648 }).success).toBe(false);
    expect(contestSaveRequest.safeParse({ ...sound, starAccount: 'alice' }).success).toBe(false);
    expect(contestSaveRequest.safeParse({ ...sound, rankShowName: 'email' }).success).toBe(false);
    expect(contestSaveRequest.safeParse({ ...sound, oiRankScoreType: 'Lowest' }).success).toBe(false);
  });
});

describe('seal choices (spec 3 §4)', () => {
  const start = new Date(START);
  const end = new Date(END);
  it('turns a choice into a seal time and back', () => {
    for (const choice of [SealChoice.LAST_HALF_HOUR, SealChoice.LAST_HOUR, SealChoice.WHOLE_CONTEST]) {
      expect(sealChoiceOf(sealRankTimeFor(choice, start, end), start, end)).toBe(choice);
    }
    expect(sealChoiceOf(new Date('2030-01-01T12:34:00Z'), start, end)).toBeNull();
  });
  it('defaults to the last hour for ACM contests of an hour or more, else the whole contest', () => {
    expect(defaultSealChoice(0, 3600)).toBe(SealChoice.LAST_HOUR);
    expect(defaultSealChoice(0, 3599)).toBe(SealChoice.WHOLE_CONTEST);
    expect(defaultSealChoice(1, 36000)).toBe(SealChoice.WHOLE_CONTEST);
  });
  it('disables half an hour under 1800 s and an hour under 3600 s', () => {
    expect(sealChoiceEnabled(SealChoice.LAST_HALF_HOUR, 1799)).toBe(false);
    expect(sealChoiceEnabled(SealChoice.LAST_HALF_HOUR, 1800)).toBe(true);
    expect(sealChoiceEnabled(SealChoice.LAST_HOUR, 3599)).toBe(false);
    expect(sealChoiceEnabled(SealChoice.WHOLE_CONTEST, 1)).toBe(true);
  });
});
