import type { DiscussionListPage } from '@contract/discussion';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface GroupAdminDiscussionListParams {
  gid: number;
  currentPage: number;
  limit: number;
}

/** GET /api/group/get-admin-discussion-list (group admins): every discussion of the group. */
export const getGroupAdminDiscussionList = (params: GroupAdminDiscussionListParams, signal?: AbortSignal) =>
  api.get<DiscussionListPage>('/api/group/get-admin-discussion-list', { ...params }, { signal });

export const groupAdminDiscussionListQuery = (params: GroupAdminDiscussionListParams) =>
  queryOptions({
    queryKey: ['discussion', 'list', 'group-admin', params],
    queryFn: ({ signal }) => getGroupAdminDiscussionList(params, signal),
  });

export const useGroupAdminDiscussionList = (params: GroupAdminDiscussionListParams) =>
  useQuery({ ...groupAdminDiscussionListQuery(params), placeholderData: keepPreviousData });
