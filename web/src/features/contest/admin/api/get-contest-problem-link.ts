import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { ContestProblemLink } from '../lib/types';

/** GET /api/admin/contest/contest-problem?cid&pid: the problem's display id, title and balloon colour. */
export const getContestProblemLink = (cid: number, pid: number, signal?: AbortSignal) =>
  api.get<ContestProblemLink>('/api/admin/contest/contest-problem', { cid, pid }, { signal });

export const useContestProblemLink = (cid: number, pid: number, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'contest', 'problem-link', cid, pid],
    queryFn: ({ signal }) => getContestProblemLink(cid, pid, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
