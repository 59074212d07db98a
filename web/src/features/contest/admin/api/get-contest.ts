import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { AdminContest } from '../lib/types';

/** GET /api/admin/contest?cid: the contest with its star users and award tiers. */
export const getContest = (cid: number, signal?: AbortSignal) =>
  api.get<AdminContest>('/api/admin/contest', { cid }, { signal });

export const useAdminContest = (cid: number, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'contest', 'detail', cid],
    queryFn: ({ signal }) => getContest(cid, signal),
    enabled,
    // The form holds its own copy: a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
