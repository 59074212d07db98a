import type { ContestListItem } from '@contract/contest';
import type { Page } from '@contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface ContestListParams {
  currentPage: number;
  limit: number;
  status?: number;
  type?: number;
  keyword?: string;
}

export const getContestList = (params: ContestListParams, signal?: AbortSignal) =>
  api.get<Page<ContestListItem>>('/api/get-contest-list', { ...params }, { signal });

export const contestListQuery = (params: ContestListParams) =>
  queryOptions({
    queryKey: ['contest', 'list', params],
    queryFn: ({ signal }) => getContestList(params, signal),
  });

export const useContestList = (params: ContestListParams) =>
  useQuery({ ...contestListQuery(params), placeholderData: keepPreviousData });
