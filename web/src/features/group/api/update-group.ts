import type { UpdateGroupRequest } from '@contract/group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys, refreshGroup } from './keys';

/** PUT /api/group. Silent: the settings form shows the server's refusal beside the fields. */
export const updateGroup = (group: UpdateGroupRequest) =>
  api.put<null>('/api/group', group, { silent: true });

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: (_, { id }) =>
      Promise.all([
        refreshGroup(queryClient, Number(id)),
        queryClient.invalidateQueries({ queryKey: groupKeys.list }),
      ]),
  });
}
