import type { GroupRankPage, GroupRankType } from '@contract/group-rank';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface GroupRankListQuery {
  gid: number;
  /** 0 ACM, 1 OI. */
  type: GroupRankType;
  currentPage: number;
  limit: number;
  searchUser?: string;
}

/** GET /api/get-group-rank-list (members). */
export const getGroupRankList = (query: GroupRankListQuery, signal?: AbortSignal) =>
  api.get<GroupRankPage>('/api/get-group-rank-list', { ...query }, { signal });

export const groupRankListQuery = (query: GroupRankListQuery) =>
  queryOptions({
    queryKey: ['rank', 'group', query],
    queryFn: ({ signal }) => getGroupRankList(query, signal),
  });

export const useGroupRankList = (query: GroupRankListQuery) =>
  useQuery({ ...groupRankListQuery(query), placeholderData: keepPreviousData });
