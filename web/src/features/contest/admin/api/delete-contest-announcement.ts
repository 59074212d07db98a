import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** DELETE /api/admin/contest/announcement?aid. */
export const deleteContestAnnouncement = (aid: number) =>
  api.delete<null>('/api/admin/contest/announcement', { aid });

export function useDeleteContestAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContestAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'announcements'] }),
  });
}
