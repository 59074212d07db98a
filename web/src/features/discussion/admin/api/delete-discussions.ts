import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** DELETE /api/admin/discussion with the JSON list of ids as the body (HOJ's admin client). */
export const deleteDiscussions = (ids: number[]) =>
  api.delete<unknown>('/api/admin/discussion', undefined, { body: ids });

export function useDeleteDiscussions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscussions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['discussion'] }),
  });
}
