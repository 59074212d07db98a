import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface ContestAnnouncementBody {
  id?: number;
  title: string;
  content: string;
  /** 0 visible, 1 hidden. */
  status: number;
}

/**
 * POST (new) or PUT (with an id) /api/admin/contest/announcement, HOJ's AnnouncementDTO
 * `{announcement, cid}`. Silent: the dialog shows the server's message and stays open.
 */
export const saveContestAnnouncement = ({
  cid,
  announcement,
}: {
  cid: number;
  announcement: ContestAnnouncementBody;
}) =>
  api.send<null>(announcement.id ? 'PUT' : 'POST', '/api/admin/contest/announcement', {
    body: { cid, announcement: { ...announcement, cid } },
    silent: true,
  });

export function useSaveContestAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContestAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'announcements'] }),
  });
}
