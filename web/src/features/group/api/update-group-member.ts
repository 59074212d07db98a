import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupMemberKeys } from './get-group-members';

/** PUT /api/group/member {gid, uid, auth}: approves (3), refuses (2), promotes or demotes a member. */
export const updateGroupMember = (body: { gid: number; uid: string; auth: number }) =>
  api.put<null>('/api/group/member', body);

export function useUpdateGroupMember(gid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupMember,
    // A refused change also refreshes: the select shows the stored level again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupMemberKeys.all(gid) }),
  });
}
