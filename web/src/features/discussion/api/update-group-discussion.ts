import type { UpdateGroupDiscussionRequest } from '@contract/group-discussion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { applySavedDiscussion, type DiscussionChanges } from './update-discussion';

/** PUT /api/group/discussion: the author's edit. */
export const updateGroupDiscussion = (changes: DiscussionChanges) =>
  api.put<unknown>('/api/group/discussion', changes);

export function useUpdateGroupDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupDiscussion,
    onSuccess: (_, sent) => applySavedDiscussion(queryClient, sent),
  });
}

/** The group admins' switches: the pin or the status, one at a time. */
export interface GroupDiscussionFlags extends UpdateGroupDiscussionRequest {
  id: number;
  topPriority?: boolean;
  /** DiscussionStatus: 0 normal, 1 disabled. */
  status?: number;
}

export const updateGroupDiscussionFlags = (flags: GroupDiscussionFlags) =>
  api.put<unknown>('/api/group/discussion', flags);

export function useUpdateGroupDiscussionFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupDiscussionFlags,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['discussion'] }),
  });
}
