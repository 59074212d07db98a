import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../contract/judge-status';
import { RemoteJudgeError } from '../adapter';
import { pojVerdictStatus } from './poj';

describe('pojVerdictStatus', () => {
  it.each([
    ['Waiting', null],
    ['Compiling', null],
    ['Running & Judging', null],
    ['Accepted', JudgeStatus.ACCEPTED],
    ['Presentation Error', JudgeStatus.PRESENTATION_ERROR],
    ['Time Limit Exceeded', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['Memory Limit Exceeded', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['Wrong Answer', JudgeStatus.WRONG_ANSWER],
    ['Runtime Error', JudgeStatus.RUNTIME_ERROR],
    // HOJ maps POJ's OLE to Runtime Error; we have no OLE status.
    ['Output Limit Exceeded', JudgeStatus.RUNTIME_ERROR],
    ['Compile Error', JudgeStatus.COMPILE_ERROR],
    ['System Error', JudgeStatus.SYSTEM_ERROR],
    // POJ's checker failed, not the submission.
    ['Validator Error', JudgeStatus.SYSTEM_ERROR],
  ] as const)('%s -> %s', (words, status) => {
    expect(pojVerdictStatus(words)).toBe(status);
  });

  it('reads the words whatever the spacing around them', () => {
    expect(pojVerdictStatus(' Running  &\n Judging ')).toBeNull();
  });

  it.each(['', 'Running &amp; Judging', 'Compilation Error', 'Queuing', 'accepted', 'Accepted\0'])(
    'refuses words POJ does not show: %j',
    (words) => {
      let caught: unknown;
      try {
        pojVerdictStatus(words);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(RemoteJudgeError);
      expect((caught as RemoteJudgeError).kind).toBe('malformed');
    },
  );
});
