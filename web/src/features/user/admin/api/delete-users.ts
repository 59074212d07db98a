import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { USER_LIST_KEY } from './get-user-list';

/** DELETE /api/admin/user/delete-user: the named users, all or none. */
export const deleteUsers = (ids: string[]) =>
  api.delete<null>('/api/admin/user/delete-user', undefined, { body: { ids } });

export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_LIST_KEY }),
  });
}
