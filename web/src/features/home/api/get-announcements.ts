import type { Page } from '@contract/envelope';
import type { Announcement } from '@contract/site';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Spec 1 §9: the home announcement panel pages by 5. */
export const ANNOUNCEMENT_PAGE_SIZE = 5;

export const getAnnouncements = (currentPage: number, limit: number, signal?: AbortSignal) =>
  api.get<Page<Announcement>>('/api/get-common-announcement', { currentPage, limit }, { signal });

export const announcementsQuery = (currentPage: number, limit = ANNOUNCEMENT_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['home', 'announcements', currentPage, limit],
    queryFn: ({ signal }) => getAnnouncements(currentPage, limit, signal),
  });

export const useAnnouncements = (currentPage: number) =>
  useQuery({ ...announcementsQuery(currentPage), placeholderData: keepPreviousData });
