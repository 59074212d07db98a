import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys, refreshGroup } from './keys';

/** DELETE /api/group/member/exit?gid: a member leaves; the group is refetched (spec 3 §4). */
export const exitGroup = (gid: number) => api.delete<null>('/api/group/member/exit', { gid });

export function useExitGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exitGroup,
    onSuccess: (_, gid) =>
      Promise.all([
        refreshGroup(queryClient, gid),
        queryClient.invalidateQueries({ queryKey: groupKeys.list }),
      ]),
  });
}
