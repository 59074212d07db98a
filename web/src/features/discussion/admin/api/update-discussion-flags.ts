import type { AdminUpdateDiscussionRequest } from '@contract/discussion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface DiscussionFlags extends AdminUpdateDiscussionRequest {
  id: number;
  topPriority?: boolean;
  /** DiscussionStatus: 0 normal, 1 disabled. */
  status?: number;
}

/** PUT /api/admin/discussion: the top switch or the status, one at a time as the switches change. */
export const updateDiscussionFlags = (flags: DiscussionFlags) =>
  api.put<unknown>('/api/admin/discussion', flags);

export function useUpdateDiscussionFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscussionFlags,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['discussion'] }),
  });
}
