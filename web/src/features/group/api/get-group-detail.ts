import type { GroupDetail } from '@contract/group';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys } from './keys';

export const getGroupDetail = (gid: number, signal?: AbortSignal) =>
  api.get<GroupDetail>('/api/get-group-detail', { gid }, { signal });

export const groupDetailQuery = (gid: number) =>
  queryOptions({ queryKey: groupKeys.detail(gid), queryFn: ({ signal }) => getGroupDetail(gid, signal) });

export const useGroupDetail = (gid: number) => useQuery(groupDetailQuery(gid));
