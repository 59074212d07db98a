import type { CreateGroupRequest } from '@contract/group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys } from './keys';

/** POST /api/group. Silent: the dialog shows the server's refusal beside the form it keeps. */
export const createGroup = (group: CreateGroupRequest) =>
  api.post<null>('/api/group', group, { silent: true });

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.list }),
  });
}
