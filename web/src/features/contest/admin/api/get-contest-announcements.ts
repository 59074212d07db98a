import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';
import type { ContestAnnouncement, Page } from '../lib/types';

export interface ContestAnnouncementQuery {
  cid: number;
  currentPage: number;
  limit: number;
}

/** GET /api/admin/contest/announcement?cid&currentPage&limit, or a group's /api/group/get-contest-announcement-list. */
export const getContestAnnouncements = (
  query: ContestAnnouncementQuery,
  signal?: AbortSignal,
  gid: number | null = null,
) =>
  api.get<Page<ContestAnnouncement>>(
    scopedPath(gid, '/api/admin/contest/announcement', '/api/group/get-contest-announcement-list'),
    { ...query },
    { signal },
  );

export function useContestAnnouncements(query: ContestAnnouncementQuery, enabled = true) {
  const { gid } = useContestAdminScope();
  return useQuery({
    queryKey: ['admin', 'contest', 'announcements', query],
    queryFn: ({ signal }) => getContestAnnouncements(query, signal, gid),
    placeholderData: keepPreviousData,
    enabled,
  });
}
