import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** DELETE /api/admin/contest?cid: the contest with its problems links, announcements and records. */
export const deleteContest = (cid: number) => api.delete<null>('/api/admin/contest', { cid });

export function useDeleteContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'list'] }),
  });
}
