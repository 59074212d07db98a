import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useContestAdminScope } from '../lib/admin-scope';

/** DELETE /api/admin/contest/announcement?aid, or a group's /api/group/contest-announcement?aid&cid. */
export const deleteContestAnnouncement = (
  { aid, cid }: { aid: number; cid: number },
  gid: number | null = null,
) =>
  gid === null
    ? api.delete<null>('/api/admin/contest/announcement', { aid })
    : api.delete<null>('/api/group/contest-announcement', { aid, cid });

export function useDeleteContestAnnouncement() {
  const queryClient = useQueryClient();
  const { gid } = useContestAdminScope();
  return useMutation({
    mutationFn: (target: { aid: number; cid: number }) => deleteContestAnnouncement(target, gid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'announcements'] }),
  });
}
