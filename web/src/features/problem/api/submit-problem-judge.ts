import type { SubmissionSummary } from '@contract/judge';
import { api } from '@web/lib/api-client';

export interface SubmitProblemJudgeBody {
  /**
   * The problem's display id: with `cid` the contest's display id ("A"), otherwise the public
   * problem id ("1000"); never the row id.
   */
  pid: string;
  language: string;
  code: string;
  cid?: number;
  tid?: number;
  gid?: number;
  isRemote: boolean;
}

export const submitProblemJudge = (body: SubmitProblemJudgeBody) =>
  api.post<SubmissionSummary>('/api/submit-problem-judge', { cid: 0, ...body });
