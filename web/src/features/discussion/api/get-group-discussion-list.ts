import type { DiscussionListPage } from '@contract/discussion';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface GroupDiscussionListParams {
  gid: number;
  currentPage: number;
  limit: number;
  /** The problem's display id. */
  pid?: string;
}

/** GET /api/group/get-discussion-list (members): the group's normal discussions. */
export const getGroupDiscussionList = (params: GroupDiscussionListParams, signal?: AbortSignal) =>
  api.get<DiscussionListPage>('/api/group/get-discussion-list', { ...params }, { signal });

export const groupDiscussionListQuery = (params: GroupDiscussionListParams) =>
  queryOptions({
    queryKey: ['discussion', 'list', 'group', params],
    queryFn: ({ signal }) => getGroupDiscussionList(params, signal),
  });

export const useGroupDiscussionList = (params: GroupDiscussionListParams) =>
  useQuery({ ...groupDiscussionListQuery(params), placeholderData: keepPreviousData });
