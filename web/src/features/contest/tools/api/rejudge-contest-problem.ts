import { api } from '@web/lib/api-client';

/** GET /api/admin/judge/rejudge-contest-problem: rejudges every submission of a contest problem. */
export const rejudgeContestProblem = (query: { cid: number; pid: number }) =>
  api.get<null>('/api/admin/judge/rejudge-contest-problem', query);
