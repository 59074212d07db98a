import type { ContestListItem } from '@contract/contest';
import type { Page } from '@contract/envelope';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface GroupContestListParams {
  gid: number;
  currentPage: number;
  limit: number;
}

/** GET /api/group/get-contest-list: the group's visible contests, for its members. */
export const getGroupContestList = (params: GroupContestListParams, signal?: AbortSignal) =>
  api.get<Page<ContestListItem>>('/api/group/get-contest-list', { ...params }, { signal });

export const useGroupContestList = (params: GroupContestListParams) =>
  useQuery({
    queryKey: ['contest', 'group-list', params],
    queryFn: ({ signal }) => getGroupContestList(params, signal),
    placeholderData: keepPreviousData,
  });
