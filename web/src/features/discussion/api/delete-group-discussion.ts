import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** DELETE /api/group/discussion?did (the author, the group's admins, super admin). */
export const deleteGroupDiscussion = (did: number) => api.delete<unknown>('/api/group/discussion', { did });

export function useDeleteGroupDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupDiscussion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['discussion', 'list'] }),
  });
}
