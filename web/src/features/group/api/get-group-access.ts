import type { GroupAccessAnswer } from '@contract/group';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys } from './keys';

/** GET /api/get-group-access: true for members and super admins, who may open the group's tabs. */
export const getGroupAccess = (gid: number, signal?: AbortSignal) =>
  api.get<GroupAccessAnswer>('/api/get-group-access', { gid }, { signal });

export const groupAccessQuery = (gid: number) =>
  queryOptions({ queryKey: groupKeys.access(gid), queryFn: ({ signal }) => getGroupAccess(gid, signal) });

export const useGroupAccess = (gid: number) => useQuery(groupAccessQuery(gid));
