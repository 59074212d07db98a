import type { GroupAnnouncementPage } from '@contract/group';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupAnnouncementKeys } from './get-group-announcements';

export interface AdminGroupAnnouncementQuery {
  gid: number;
  currentPage: number;
  limit: number;
}

/** GET /api/group/get-admin-announcement-list: every announcement of the group, hidden ones too; group admins only. */
export const getAdminGroupAnnouncements = (query: AdminGroupAnnouncementQuery, signal?: AbortSignal) =>
  api.get<GroupAnnouncementPage>('/api/group/get-admin-announcement-list', { ...query }, { signal });

export const useAdminGroupAnnouncements = (query: AdminGroupAnnouncementQuery) =>
  useQuery({
    queryKey: [...groupAnnouncementKeys.admin(query.gid), query],
    queryFn: ({ signal }) => getAdminGroupAnnouncements(query, signal),
    placeholderData: keepPreviousData,
  });
