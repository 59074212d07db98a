import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useContestAdminScope } from '../lib/admin-scope';
import type { AdminContestRow, Page } from '../lib/types';

export interface ContestListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

/**
 * GET /api/admin/contest/get-contest-list: the contests an admin may manage, newest first; or a
 * group's /api/group/get-admin-contest-list?gid (hidden ones too, no keyword).
 */
export const getContestList = (query: ContestListQuery, signal?: AbortSignal, gid: number | null = null) =>
  gid === null
    ? api.get<Page<AdminContestRow>>('/api/admin/contest/get-contest-list', { ...query }, { signal })
    : api.get<Page<AdminContestRow>>(
        '/api/group/get-admin-contest-list',
        { currentPage: query.currentPage, limit: query.limit, gid },
        { signal },
      );

export function useContestList(query: ContestListQuery) {
  const { gid } = useContestAdminScope();
  return useQuery({
    queryKey: ['admin', 'contest', 'list', { ...query, gid }],
    queryFn: ({ signal }) => getContestList(query, signal, gid),
    placeholderData: keepPreviousData,
  });
}
