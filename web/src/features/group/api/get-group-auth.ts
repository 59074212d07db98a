import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys } from './keys';

/** GET /api/get-group-auth: the caller's group_member.auth, 0 when it has no row. */
export const getGroupAuth = (gid: number, signal?: AbortSignal) =>
  api.get<number>('/api/get-group-auth', { gid }, { signal });

export const groupAuthQuery = (gid: number) =>
  queryOptions({ queryKey: groupKeys.auth(gid), queryFn: ({ signal }) => getGroupAuth(gid, signal) });

export const useGroupAuth = (gid: number) => useQuery(groupAuthQuery(gid));
