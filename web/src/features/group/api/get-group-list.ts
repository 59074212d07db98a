import type { GroupListPage } from '@contract/group';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys } from './keys';

export interface GroupListParams {
  currentPage: number;
  limit: number;
  keyword?: string;
  /** GroupAuth; absent lists every type. */
  auth?: number;
  /** Only the groups the caller belongs to; the server ignores it for guests. */
  onlyMine?: boolean;
}

export const getGroupList = (params: GroupListParams, signal?: AbortSignal) =>
  api.get<GroupListPage>('/api/get-group-list', { ...params }, { signal });

/** `uid` keys the cache by viewer: hidden groups and "my groups" differ per user. */
export const groupListQuery = (params: GroupListParams, uid: string | undefined) =>
  queryOptions({
    queryKey: [...groupKeys.list, uid ?? null, params],
    queryFn: ({ signal }) => getGroupList(params, signal),
  });

export const useGroupList = (params: GroupListParams, uid: string | undefined) =>
  useQuery({ ...groupListQuery(params, uid), placeholderData: keepPreviousData });
