import type { ProblemDetail } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/get-contest-problem-details: a contest's problem by its display id ("A"). */
export const getContestProblemDetail = (
  cid: number,
  displayId: string,
  containsEnd: boolean,
  signal?: AbortSignal,
) => api.get<ProblemDetail>('/api/get-contest-problem-details', { cid, displayId, containsEnd }, { signal });

export const contestProblemDetailQuery = (cid: number, displayId: string, containsEnd: boolean) =>
  queryOptions({
    queryKey: ['problem', 'detail', 'contest', cid, displayId, containsEnd],
    queryFn: ({ signal }) => getContestProblemDetail(cid, displayId, containsEnd, signal),
  });

export const useContestProblemDetail = (
  cid: number,
  displayId: string,
  containsEnd: boolean,
  enabled: boolean,
) => useQuery({ ...contestProblemDetailQuery(cid, displayId, containsEnd), enabled });
