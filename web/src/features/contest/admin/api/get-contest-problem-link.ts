import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';
import type { ContestProblemLink } from '../lib/types';

/**
 * GET /api/admin/contest/contest-problem?cid&pid (a group's: /api/group/contest-problem): the
 * problem's display id, title and balloon colour.
 */
export const getContestProblemLink = (
  cid: number,
  pid: number,
  signal?: AbortSignal,
  gid: number | null = null,
) =>
  api.get<ContestProblemLink>(
    scopedPath(gid, '/api/admin/contest/contest-problem', '/api/group/contest-problem'),
    { cid, pid },
    { signal },
  );

export function useContestProblemLink(cid: number, pid: number, enabled = true) {
  const { gid } = useContestAdminScope();
  return useQuery({
    queryKey: ['admin', 'contest', 'problem-link', cid, pid],
    queryFn: ({ signal }) => getContestProblemLink(cid, pid, signal, gid),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
