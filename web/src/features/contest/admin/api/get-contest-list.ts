import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { AdminContestRow, Page } from '../lib/types';

export interface ContestListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

/** GET /api/admin/contest/get-contest-list: the contests an admin may manage, newest first. */
export const getContestList = (query: ContestListQuery, signal?: AbortSignal) =>
  api.get<Page<AdminContestRow>>('/api/admin/contest/get-contest-list', { ...query }, { signal });

export const useContestList = (query: ContestListQuery) =>
  useQuery({
    queryKey: ['admin', 'contest', 'list', query],
    queryFn: ({ signal }) => getContestList(query, signal),
    placeholderData: keepPreviousData,
  });
