import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAnnouncements } from './invalidate';

/** DELETE /api/admin/announcement?aid. */
export const deleteAnnouncement = (aid: number) => api.delete<null>('/api/admin/announcement', { aid });

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => refreshAnnouncements(queryClient),
  });
}
