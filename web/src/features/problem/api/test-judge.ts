import type { TestJudgeResult } from '@contract/judge';
import { api } from '@web/lib/api-client';

export interface TestJudgeBody {
  pid: number;
  language: string;
  code: string;
  type: 'public' | 'contest' | 'group';
  userInput: string;
  expectedOutput: string | null;
  mode?: string;
  isRemoteJudge: boolean;
}

/** Returns the key to poll the result with. */
export const submitTestJudge = (body: TestJudgeBody) =>
  api
    .post<string | { testJudgeKey: string }>('/api/submit-problem-test-judge', body)
    .then((data) => (typeof data === 'string' ? data : data.testJudgeKey));

export const getTestJudgeResult = (testJudgeKey: string, signal?: AbortSignal) =>
  api.get<TestJudgeResult>('/api/get-test-judge-result', { testJudgeKey }, { signal });
