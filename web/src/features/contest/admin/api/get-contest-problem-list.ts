import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';
import type { ContestProblemListAnswer } from '../lib/types';

export interface ContestProblemListQuery {
  cid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  /**
   * With the contest's type: the public problems that may still be added (that type or remote,
   * not yet in the contest). Without it: the contest's own problems.
   */
  problemType?: number;
}

/** GET /api/admin/contest/get-problem-list, or a group's /api/group/get-contest-problem-list (public problems only). */
export const getContestProblemList = (
  query: ContestProblemListQuery,
  signal?: AbortSignal,
  gid: number | null = null,
) =>
  api.get<ContestProblemListAnswer>(
    scopedPath(gid, '/api/admin/contest/get-problem-list', '/api/group/get-contest-problem-list'),
    { ...query },
    { signal },
  );

export function useContestProblemList(query: ContestProblemListQuery, enabled = true) {
  const { gid } = useContestAdminScope();
  return useQuery({
    queryKey: ['admin', 'contest', 'problems', query],
    queryFn: ({ signal }) => getContestProblemList(query, signal, gid),
    placeholderData: keepPreviousData,
    enabled,
  });
}
