import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../contract/judge-status';
import { RemoteJudgeError } from '../adapter';
import { atcoderContestOf, atcoderVerdict } from './atcoder';

describe('atcoderVerdict', () => {
  it.each([
    ['AC', JudgeStatus.ACCEPTED],
    ['WA', JudgeStatus.WRONG_ANSWER],
    ['TLE', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['MLE', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['RE', JudgeStatus.RUNTIME_ERROR],
    ['OLE', JudgeStatus.RUNTIME_ERROR],
    ['QLE', JudgeStatus.RUNTIME_ERROR],
    ['CE', JudgeStatus.COMPILE_ERROR],
    ['IE', JudgeStatus.SYSTEM_ERROR],
    [' AC\n', JudgeStatus.ACCEPTED],
  ])('maps %j to %i', (label, status) => {
    expect(atcoderVerdict(label)).toBe(status);
  });

  it.each(['WJ', 'WR', 'Judging', '1/12', '3/12 WA', '11 / 12'])('keeps %j pending', (label) => {
    expect(atcoderVerdict(label)).toBeNull();
  });

  it.each(['', 'ac', 'Accepted', 'PE', '12', 'AC WA'])('refuses the unknown label %j', (label) => {
    expect(() => atcoderVerdict(label)).toThrow(RemoteJudgeError);
  });
});

describe('atcoderContestOf', () => {
  it('takes the screen name before the last underscore', () => {
    expect(atcoderContestOf('abc100_a')).toBe('abc100');
    expect(atcoderContestOf('typical90_bz')).toBe('typical90');
    expect(atcoderContestOf('past202104-open_a')).toBe('past202104-open');
  });
});
