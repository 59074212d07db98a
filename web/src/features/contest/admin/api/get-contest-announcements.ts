import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { ContestAnnouncement, Page } from '../lib/types';

export interface ContestAnnouncementQuery {
  cid: number;
  currentPage: number;
  limit: number;
}

/** GET /api/admin/contest/announcement?cid&currentPage&limit. */
export const getContestAnnouncements = (query: ContestAnnouncementQuery, signal?: AbortSignal) =>
  api.get<Page<ContestAnnouncement>>('/api/admin/contest/announcement', { ...query }, { signal });

export const useContestAnnouncements = (query: ContestAnnouncementQuery, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'contest', 'announcements', query],
    queryFn: ({ signal }) => getContestAnnouncements(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
