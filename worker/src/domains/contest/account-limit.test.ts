import { matchesAccountLimit, parseAccountLimitRule } from '@contract/contest-admin';
import { describe, expect, it } from 'vitest';
import { accountLimitAdmits } from './account-limit';

const stored =
  '<prefix>team</prefix><suffix>_x</suffix><start>1</start><end>12</end><extra>judge  guest\ncoach</extra>';
const rule = parseAccountLimitRule(stored)!;

describe('matchesAccountLimit', () => {
  it('admits prefix + number in range + suffix, bounds included', () => {
    expect(matchesAccountLimit(rule, 'team1_x')).toBe(true);
    expect(matchesAccountLimit(rule, 'team12_x')).toBe(true);
    expect(matchesAccountLimit(rule, 'team7_x')).toBe(true);
  });

  it('refuses numbers out of range, leading zeros, signs and other shapes', () => {
    for (const name of [
      'team0_x',
      'team13_x',
      'team01_x',
      'team+1_x',
      'team-1_x',
      'team_x',
      'team1',
      '1_x',
      'Team1_x',
      'team1_xx',
      'team1e1_x',
      'team99999999999_x',
    ]) {
      expect(matchesAccountLimit(rule, name), name).toBe(false);
    }
  });

  it('admits the extra accounts exactly, split on any whitespace', () => {
    expect(matchesAccountLimit(rule, 'coach')).toBe(true);
    expect(matchesAccountLimit(rule, 'guest')).toBe(true);
    expect(matchesAccountLimit(rule, 'judge')).toBe(true);
    expect(matchesAccountLimit(rule, 'coach2')).toBe(false);
    expect(matchesAccountLimit(rule, '')).toBe(false);
  });

  it('admits the number 0 when the range starts there, with an empty prefix and suffix', () => {
    const bare = parseAccountLimitRule(
      '<prefix></prefix><suffix></suffix><start>0</start><end>10</end><extra></extra>',
    )!;
    expect(matchesAccountLimit(bare, '0')).toBe(true);
    expect(matchesAccountLimit(bare, '10')).toBe(true);
    expect(matchesAccountLimit(bare, '11')).toBe(false);
  });
});

describe('accountLimitAdmits', () => {
  it('admits everyone while the limit is off, and only matching names while it is on', () => {
    expect(accountLimitAdmits({ openAccountLimit: false, accountLimitRule: stored }, 'anyone')).toBe(true);
    expect(accountLimitAdmits({ openAccountLimit: true, accountLimitRule: stored }, 'anyone')).toBe(false);
    expect(accountLimitAdmits({ openAccountLimit: true, accountLimitRule: stored }, 'team3_x')).toBe(true);
  });

  it('admits nobody under a rule that is missing or not in HOJ format', () => {
    expect(accountLimitAdmits({ openAccountLimit: true, accountLimitRule: null }, 'anyone')).toBe(false);
    expect(
      accountLimitAdmits(
        { openAccountLimit: true, accountLimitRule: '<prefix>t</prefix><start>x</start><extra>a</extra>' },
        'a',
      ),
    ).toBe(false);
  });
});
