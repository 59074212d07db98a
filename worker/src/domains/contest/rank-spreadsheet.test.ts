import type { AcmContestRankRow, OiContestRankRow } from '@contract/contest-board';
import { describe, expect, it } from 'vitest';
import { acmCellText, rankSheetRows, rankSpreadsheet } from './rank-spreadsheet';

const who = {
  isWinAward: false,
  awardName: null,
  awardBackground: null,
  awardColor: null,
  uid: 'u',
  username: 'alice',
  realname: 'Alice A',
  nickname: 'ali',
  school: 'MIT',
  gender: null,
  avatar: null,
};

describe('acmCellText', () => {
  it('writes HOJ cell texts', () => {
    expect(acmCellText(undefined)).toBe('');
    expect(acmCellText({ errorNum: 0, isAC: true, ACTime: 5 })).toBe('+(1)');
    expect(acmCellText({ errorNum: 2, isAC: true, ACTime: 5, isAfterContest: true })).toBe('+(3)*');
    expect(acmCellText({ errorNum: 2, isAC: false, tryNum: 1 })).toBe('-(2+1)');
    expect(acmCellText({ errorNum: 2, isAC: false })).toBe('-(2)');
    expect(acmCellText({ errorNum: 0, isAC: false, tryNum: 3 })).toBe('?(3)');
    expect(acmCellText({ errorNum: 0, isAC: false })).toBe('');
  });
});

describe('rankSheetRows', () => {
  it('has HOJ columns for ACM: star users as *, the shown name per rankShowName', () => {
    const row: AcmContestRankRow = {
      ...who,
      rank: -1,
      ac: 1,
      total: 2,
      totalTime: 1500,
      submissionInfo: { B: { errorNum: 1, isAC: true, ACTime: 300 } },
    };
    expect(rankSheetRows(0, [row], ['A', 'B'], 'nickname')).toEqual([
      [
        'Rank',
        'Username',
        'ShowName',
        'Real Name',
        'School',
        'AC',
        'Total Submission',
        'Total Penalty Time',
        'A',
        'B',
      ],
      ['*', 'alice', 'ali', 'Alice A', 'MIT', 1, 2, 1500, '', '+(2)'],
    ]);
  });

  it('has HOJ columns for OI', async () => {
    const row: OiContestRankRow = {
      ...who,
      rank: 1,
      totalScore: 150,
      totalTime: 9,
      submissionInfo: { A: 100, B: 50 },
      timeInfo: {},
    };
    const sheet = rankSheetRows(1, [row], ['A', 'B', 'C'], 'realname');
    expect(sheet).toEqual([
      ['Rank', 'Username', 'ShowName', 'Real Name', 'School', 'Total Score', 'A', 'B', 'C'],
      ['1', 'alice', 'Alice A', 'Alice A', 'MIT', 150, 100, 50, ''],
    ]);
    const file = await rankSpreadsheet(sheet);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });
});
