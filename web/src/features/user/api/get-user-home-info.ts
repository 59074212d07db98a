import type { UserHomeInfo } from '@contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface UserRef {
  uid?: string;
  username?: string;
}

export const getUserHomeInfo = (user: UserRef, signal?: AbortSignal) =>
  api.get<UserHomeInfo>('/api/get-user-home-info', { uid: user.uid, username: user.username }, { signal });

export const userHomeInfoQuery = (user: UserRef) =>
  queryOptions({
    queryKey: ['user', 'home', user.uid ?? '', user.username ?? ''],
    queryFn: ({ signal }) => getUserHomeInfo(user, signal),
  });

export const useUserHomeInfo = (user: UserRef, enabled: boolean) =>
  useQuery({ ...userHomeInfoQuery(user), enabled });
