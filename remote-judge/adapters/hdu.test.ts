import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../contract/judge-status';
import { RemoteJudgeError } from '../adapter';
import { hduVerdictStatus } from './hdu';

describe('hduVerdictStatus', () => {
  it.each([
    ['Submitted', null],
    ['Queuing', null],
    ['Compiling', null],
    ['Running', null],
    ['Accepted', JudgeStatus.ACCEPTED],
    ['Wrong Answer', JudgeStatus.WRONG_ANSWER],
    ['Presentation Error', JudgeStatus.PRESENTATION_ERROR],
    ['Time Limit Exceeded', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['Memory Limit Exceeded', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    // HOJ maps HDU's OLE to Runtime Error; we have no OLE status.
    ['Output Limit Exceeded', JudgeStatus.RUNTIME_ERROR],
    ['Runtime Error', JudgeStatus.RUNTIME_ERROR],
    ['Runtime Error (ACCESS_VIOLATION)', JudgeStatus.RUNTIME_ERROR],
    ['Runtime Error (STACK_OVERFLOW)', JudgeStatus.RUNTIME_ERROR],
    ['Runtime Error (INTEGER_DIVIDE_BY_ZERO)', JudgeStatus.RUNTIME_ERROR],
    ['Runtime Error(ARRAY_BOUNDS_EXCEEDED)', JudgeStatus.RUNTIME_ERROR],
    ['Compilation Error', JudgeStatus.COMPILE_ERROR],
    ['System Error', JudgeStatus.SYSTEM_ERROR],
  ] as const)('%s -> %s', (words, status) => {
    expect(hduVerdictStatus(words)).toBe(status);
  });

  it('reads the words whatever the spacing around them', () => {
    expect(hduVerdictStatus('  Wrong\n  Answer ')).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it.each(['', 'Accepted!', 'accepted', 'Compile Error', 'Runtime', 'Judging', 'Wrong Answer\0'])(
    'refuses words HDU does not show: %j',
    (words) => {
      let caught: unknown;
      try {
        hduVerdictStatus(words);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(RemoteJudgeError);
      expect((caught as RemoteJudgeError).kind).toBe('malformed');
    },
  );
});
