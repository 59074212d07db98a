import type { ContestInfo } from '@contract/contest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getContestInfo = (contestId: number | string, signal?: AbortSignal) =>
  api.get<ContestInfo>('/api/get-contest-info', { cid: String(contestId) }, { signal });

export const contestInfoQuery = (contestId: number | string) =>
  queryOptions({
    queryKey: ['contest', 'info', String(contestId)],
    queryFn: ({ signal }) => getContestInfo(contestId, signal),
  });

/** The contest every tab of the detail page reads; one cached query per contest. */
export const useContestInfo = (contestId: number | string) => useQuery(contestInfoQuery(contestId));
