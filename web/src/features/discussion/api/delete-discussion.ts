import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** DELETE /api/discussion?did (the author or an admin role). */
export const deleteDiscussion = (did: number) => api.delete<unknown>('/api/discussion', { did });

/**
 * Only the lists are refreshed: the detail page of the deleted post leaves on success, and a
 * refetch of it meanwhile would only report it missing.
 */
export function useDeleteDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscussion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['discussion', 'list'] }),
  });
}
