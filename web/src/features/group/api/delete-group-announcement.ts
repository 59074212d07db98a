import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupAnnouncementKeys } from './get-group-announcements';

/** DELETE /api/group/announcement?aid (HOJ's name): its author or the group's root. */
export const deleteGroupAnnouncement = (aid: number) => api.delete<null>('/api/group/announcement', { aid });

export function useDeleteGroupAnnouncement(gid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupAnnouncementKeys.all(gid) }),
  });
}
