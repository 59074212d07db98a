import type { ContestProblemItem } from '@contract/contest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getContestProblems = (cid: number | string, containsEnd: boolean, signal?: AbortSignal) =>
  api.get<ContestProblemItem[]>('/api/get-contest-problem', { cid: String(cid), containsEnd }, { signal });

export const contestProblemsQuery = (cid: number | string, containsEnd: boolean) =>
  queryOptions({
    queryKey: ['contest', 'problems', String(cid), containsEnd],
    queryFn: ({ signal }) => getContestProblems(cid, containsEnd, signal),
  });

export const useContestProblems = (cid: number | string, containsEnd: boolean, enabled = true) =>
  useQuery({ ...contestProblemsQuery(cid, containsEnd), enabled });
