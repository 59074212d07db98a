import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginRequest, rankListQuery } from './account';
import { submitProblemJudgeRequest, testJudgeRequest } from './judge';
import { problemListQuery, problemSaveRequest, userProblemStatusRequest } from './problem';
import { lastAcCodeQuery, submissionListQuery } from './submission';

/** The first issue's message, or null when the input is accepted. */
function refusal(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
}

describe('area requests use the common field rules', () => {
  it('refuse ids beyond the integer column, naming the field', () => {
    const submit = { pid: 2 ** 31, language: 'C', code: 'int main(){}' };
    expect(refusal(testJudgeRequest, submit)).toBe('pid must be an integer from 1 to 2147483647');
    expect(refusal(submitProblemJudgeRequest, { ...submit, pid: '1000', cid: 2 ** 53 })).toBe(
      'cid must be an integer from 0 to 2147483647',
    );
    expect(refusal(userProblemStatusRequest, { pidList: [1, 2147483648] })).toBe(
      'pidList must be an integer from 1 to 2147483647',
    );
    expect(refusal(submissionListQuery, { status: '99999999999' })).toBe(
      'status must be a judge status code',
    );
  });

  it('keep 0 as "none" for the contest a call is made in', () => {
    expect(lastAcCodeQuery.parse({ pid: '3', cid: '0' })).toEqual({ pid: 3, cid: 0 });
  });

  it('refuse NUL in free text, naming the field', () => {
    expect(refusal(loginRequest, { username: 'a\u0000b', password: 'secret' })).toBe(
      'username must not contain NUL characters',
    );
    expect(refusal(rankListQuery, { searchUser: 'a\u0000' })).toBe(
      'searchUser must not contain NUL characters',
    );
    expect(refusal(problemListQuery, { keyword: '\u0000' })).toBe('keyword must not contain NUL characters');
    expect(refusal(problemSaveRequest, { problem: { title: 'x\u0000' } })).toBe(
      'title must not contain NUL characters',
    );
    expect(
      refusal(testJudgeRequest, { pid: 1, language: 'C', code: 'int main(){}', userInput: '1\u00002' }),
    ).toBe('userInput must not contain NUL characters');
  });

  it('read the submitted pid as a display id, never a row id', () => {
    const submit = { language: 'C', code: 'int main(){}' };
    expect(submitProblemJudgeRequest.parse({ ...submit, pid: 1000 }).pid).toBe('1000');
    expect(submitProblemJudgeRequest.parse({ ...submit, pid: ' A ' }).pid).toBe('A');
    expect(refusal(submitProblemJudgeRequest, { ...submit, pid: '' })).toBe('pid is required');
    expect(refusal(submitProblemJudgeRequest, { ...submit, pid: 'A\u0000' })).toBe(
      'pid must not contain NUL characters',
    );
  });

  it('keep the spec wording for code', () => {
    expect(refusal(submitProblemJudgeRequest, { pid: '1000', language: 'C', code: 'a\u0000' })).toBe(
      'Code can not contain NUL characters',
    );
  });
});
