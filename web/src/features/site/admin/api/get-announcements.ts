import type { Page } from '@contract/envelope';
import type { Announcement } from '@contract/site';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface AnnouncementListQuery {
  currentPage: number;
  limit: number;
}

/** GET /api/admin/announcement?currentPage&limit: site-wide announcements, hidden ones too. */
export const getAnnouncements = (query: AnnouncementListQuery, signal?: AbortSignal) =>
  api.get<Page<Announcement>>('/api/admin/announcement', { ...query }, { signal });

export const useAnnouncements = (query: AnnouncementListQuery) =>
  useQuery({
    queryKey: ['admin', 'site', 'announcements', query],
    queryFn: ({ signal }) => getAnnouncements(query, signal),
    placeholderData: keepPreviousData,
  });
