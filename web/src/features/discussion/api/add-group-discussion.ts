import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { NewDiscussion } from './add-discussion';

/** POST /api/group/discussion (members): the public post's fields plus the group. */
export const addGroupDiscussion = (discussion: NewDiscussion & { gid: number }) =>
  api.post<unknown>('/api/group/discussion', discussion);

export function useAddGroupDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupDiscussion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['discussion', 'list'] }),
  });
}
