import type { GroupMemberPage } from '@contract/group';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys } from './keys';

/** The query keys of one group's member and application lists: a membership change refreshes both. */
export const groupMemberKeys = {
  all: (gid: number) => [...groupKeys.group(gid), 'members'] as const,
  members: (gid: number) => [...groupKeys.group(gid), 'members', 'list'] as const,
  applications: (gid: number) => [...groupKeys.group(gid), 'members', 'applications'] as const,
};

export interface GroupMemberPageQuery {
  gid: number;
  currentPage: number;
  limit: number;
}

/** GET /api/group/get-member-list: the group's members (levels 3 to 5), newest first; members only. */
export const getGroupMembers = (query: GroupMemberPageQuery, signal?: AbortSignal) =>
  api.get<GroupMemberPage>('/api/group/get-member-list', { ...query }, { signal });

export const useGroupMembers = (query: GroupMemberPageQuery) =>
  useQuery({
    queryKey: [...groupMemberKeys.members(query.gid), query],
    queryFn: ({ signal }) => getGroupMembers(query, signal),
    placeholderData: keepPreviousData,
  });
