import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';

export interface ContestAnnouncementBody {
  id?: number;
  title: string;
  content: string;
  /** 0 visible, 1 hidden. */
  status: number;
}

/**
 * POST (new) or PUT (with an id) /api/admin/contest/announcement, or a group's
 * /api/group/contest-announcement, HOJ's AnnouncementDTO `{announcement, cid}`. Silent: the
 * dialog shows the server's message and stays open.
 */
export const saveContestAnnouncement = (
  { cid, announcement }: { cid: number; announcement: ContestAnnouncementBody },
  gid: number | null = null,
) =>
  api.send<null>(
    announcement.id ? 'PUT' : 'POST',
    scopedPath(gid, '/api/admin/contest/announcement', '/api/group/contest-announcement'),
    {
      body: { cid, announcement: { ...announcement, cid } },
      silent: true,
    },
  );

export function useSaveContestAnnouncement() {
  const queryClient = useQueryClient();
  const { gid } = useContestAdminScope();
  return useMutation({
    mutationFn: (save: { cid: number; announcement: ContestAnnouncementBody }) =>
      saveContestAnnouncement(save, gid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'announcements'] }),
  });
}
