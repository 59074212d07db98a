import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';
import type { AdminContest } from '../lib/types';

/** GET /api/admin/contest?cid (a group's: /api/group/contest?cid): the contest with its star users and award tiers. */
export const getContest = (cid: number, signal?: AbortSignal, gid: number | null = null) =>
  api.get<AdminContest>(scopedPath(gid, '/api/admin/contest', '/api/group/contest'), { cid }, { signal });

export function useAdminContest(cid: number, enabled = true) {
  const { gid } = useContestAdminScope();
  return useQuery({
    queryKey: ['admin', 'contest', 'detail', cid],
    queryFn: ({ signal }) => getContest(cid, signal, gid),
    enabled,
    // The form holds its own copy: a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
