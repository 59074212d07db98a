import type { AdminUserListResponse } from '@contract/account-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface UserListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  onlyAdmin: boolean;
}

export const USER_LIST_KEY = ['admin', 'user', 'list'] as const;

/** GET /api/admin/user/get-user-list: every user, newest first, with their roles. */
export const getUserList = (query: UserListQuery, signal?: AbortSignal) =>
  api.get<AdminUserListResponse>('/api/admin/user/get-user-list', { ...query }, { signal });

export const useUserList = (query: UserListQuery) =>
  useQuery({
    queryKey: [...USER_LIST_KEY, query],
    queryFn: ({ signal }) => getUserList(query, signal),
    placeholderData: keepPreviousData,
  });
