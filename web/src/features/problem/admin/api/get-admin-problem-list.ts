import type { Page } from '@contract/envelope';
import type { AdminProblem } from '@contract/problem';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface AdminProblemListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  auth?: number;
  oj?: string;
}

export const getAdminProblemList = (query: AdminProblemListQuery, signal?: AbortSignal) =>
  api.get<Page<AdminProblem>>('/api/admin/problem/get-problem-list', { ...query }, { signal });

export const adminProblemListQuery = (query: AdminProblemListQuery) =>
  queryOptions({
    queryKey: ['admin', 'problem', 'list', query],
    queryFn: ({ signal }) => getAdminProblemList(query, signal),
  });

export const useAdminProblemList = (query: AdminProblemListQuery) =>
  useQuery({ ...adminProblemListQuery(query), placeholderData: keepPreviousData });
