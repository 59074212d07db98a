import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAnnouncements } from './invalidate';

export interface AnnouncementBody {
  id?: number;
  title: string;
  content: string;
  /** 0 visible, 1 hidden. */
  status: number;
}

/**
 * POST (new) or PUT (with an id) /api/admin/announcement, HOJ's Announcement body. Silent:
 * the caller shows the server's message.
 */
export const saveAnnouncement = (announcement: AnnouncementBody) =>
  api.send<unknown>(announcement.id ? 'PUT' : 'POST', '/api/admin/announcement', {
    body: announcement,
    silent: true,
  });

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSettled: () => refreshAnnouncements(queryClient),
  });
}
