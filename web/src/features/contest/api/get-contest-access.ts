import type { ContestAccess } from '@contract/contest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getContestAccess = (contestId: number | string, signal?: AbortSignal) =>
  api.get<ContestAccess>('/api/get-contest-access', { cid: String(contestId) }, { signal, silent: true });

export const contestAccessQuery = (contestId: number | string) =>
  queryOptions({
    queryKey: ['contest', 'access', String(contestId)],
    queryFn: ({ signal }) => getContestAccess(contestId, signal),
  });

/** Whether the user registered (private: may view; protected: may submit); asked only for those. */
export const useContestAccess = (contestId: number | string, enabled: boolean) =>
  useQuery({ ...contestAccessQuery(contestId), enabled });
