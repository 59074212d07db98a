import type { GroupMemberPage } from '@contract/group';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type GroupMemberPageQuery, groupMemberKeys } from './get-group-members';

export type GroupApplicationQuery = GroupMemberPageQuery & {
  /** 1 pending applications, 2 refused ones, 0 both. */
  auth: number;
};

/** GET /api/group/get-apply-list: applications (applying and refused) with their reasons; group admins only. */
export const getGroupApplications = (query: GroupApplicationQuery, signal?: AbortSignal) =>
  api.get<GroupMemberPage>('/api/group/get-apply-list', { ...query }, { signal });

export const useGroupApplications = (query: GroupApplicationQuery) =>
  useQuery({
    queryKey: [...groupMemberKeys.applications(query.gid), query],
    queryFn: ({ signal }) => getGroupApplications(query, signal),
    placeholderData: keepPreviousData,
  });
