import { GROUP_ANNOUNCEMENT_PAGE_SIZE, type GroupAnnouncementPage } from '@contract/group';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys } from './keys';

/** The query keys of one group's announcements: a save or delete refreshes the reader and the admin table. */
export const groupAnnouncementKeys = {
  all: (gid: number) => [...groupKeys.group(gid), 'announcements'] as const,
  reader: (gid: number) => [...groupKeys.group(gid), 'announcements', 'reader'] as const,
  admin: (gid: number) => [...groupKeys.group(gid), 'announcements', 'admin'] as const,
};

/** GET /api/group/get-announcement-list: the group's visible announcements, 5 a page; members only. */
export const getGroupAnnouncements = (gid: number, currentPage: number, signal?: AbortSignal) =>
  api.get<GroupAnnouncementPage>(
    '/api/group/get-announcement-list',
    { currentPage, limit: GROUP_ANNOUNCEMENT_PAGE_SIZE, gid },
    { signal },
  );

export const useGroupAnnouncements = (gid: number, currentPage: number) =>
  useQuery({
    queryKey: [...groupAnnouncementKeys.reader(gid), currentPage],
    queryFn: ({ signal }) => getGroupAnnouncements(gid, currentPage, signal),
    placeholderData: keepPreviousData,
  });
