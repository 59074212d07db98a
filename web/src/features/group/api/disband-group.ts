import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys } from './keys';

/** DELETE /api/group?gid: the owner or a super admin disbands the group. */
export const disbandGroup = (gid: number) => api.delete<null>('/api/group', { gid });

export function useDisbandGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disbandGroup,
    // The group's own queries are left to expire: removing them now would refetch the gone group
    // while its page is still mounted.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.list }),
  });
}
