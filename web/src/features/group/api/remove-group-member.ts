import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupMemberKeys } from './get-group-members';

/** DELETE /api/group/member?uid&gid: removes a member or an application. */
export const removeGroupMember = (query: { gid: number; uid: string }) =>
  api.delete<null>('/api/group/member', { ...query });

export function useRemoveGroupMember(gid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupMemberKeys.all(gid) }),
  });
}
