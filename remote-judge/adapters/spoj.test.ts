import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../contract/judge-status';
import { RemoteJudgeError } from '../adapter';
import { spojVerdict } from './spoj';

describe('spojVerdict', () => {
  it.each([
    ['accepted', JudgeStatus.ACCEPTED],
    ['accepted 100', JudgeStatus.ACCEPTED],
    ['wrong answer', JudgeStatus.WRONG_ANSWER],
    ['time limit exceeded', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['runtime error', JudgeStatus.RUNTIME_ERROR],
    ['runtime error (SIGSEGV)', JudgeStatus.RUNTIME_ERROR],
    ['runtime error (SIGFPE)', JudgeStatus.RUNTIME_ERROR],
    ['runtime error (SIGABRT)', JudgeStatus.RUNTIME_ERROR],
    ['runtime error (SIGXFSZ)', JudgeStatus.RUNTIME_ERROR],
    ['runtime error (SIGKILL)', JudgeStatus.RUNTIME_ERROR],
    ['runtime error (NZEC)', JudgeStatus.RUNTIME_ERROR],
    ['runtime error (OTHER)', JudgeStatus.RUNTIME_ERROR],
    ['compilation error', JudgeStatus.COMPILE_ERROR],
    ['internal error', JudgeStatus.SYSTEM_ERROR],
    ['  Wrong  Answer \n', JudgeStatus.WRONG_ANSWER],
  ])('maps %j to %i', (words, status) => {
    expect(spojVerdict(words)).toBe(status);
  });

  it.each(['waiting..', 'compiling..', 'running..', 'running (3)', 'running judge..'])(
    'keeps %j pending',
    (words) => {
      expect(spojVerdict(words)).toBeNull();
    },
  );

  it.each(['', 'memory exceeded', 'runtime error (SIGBUS)', 'wrong answer!', 'ok'])('refuses %j', (words) => {
    expect(() => spojVerdict(words)).toThrow(RemoteJudgeError);
  });
});
