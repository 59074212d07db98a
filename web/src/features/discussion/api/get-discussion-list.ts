import type { DiscussionListPage } from '@contract/discussion';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface DiscussionListParams {
  currentPage: number;
  limit: number;
  keyword?: string;
  cid?: number;
  /** The problem's display id. */
  pid?: string;
  onlyMine?: boolean;
  /** Admin roles only: disabled and group discussions too (the admin page). */
  admin?: boolean;
}

export const getDiscussionList = (params: DiscussionListParams, signal?: AbortSignal) =>
  api.get<DiscussionListPage>('/api/get-discussion-list', { ...params }, { signal });

export const discussionListQuery = (params: DiscussionListParams) =>
  queryOptions({
    queryKey: ['discussion', 'list', params],
    queryFn: ({ signal }) => getDiscussionList(params, signal),
  });

export const useDiscussionList = (params: DiscussionListParams) =>
  useQuery({ ...discussionListQuery(params), placeholderData: keepPreviousData });
