import type { CreateDiscussionRequest } from '@contract/discussion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** The body as this app sends it (the contract's input type is loose: its fields are preprocessed). */
export interface NewDiscussion extends CreateDiscussionRequest {
  title: string;
  description: string;
  content: string;
  categoryId: number;
  topPriority: boolean;
  /** The problem's display id, for a discussion of a problem. */
  pid?: string;
}

/** POST /api/discussion: a refusal (thresholds, posts per day, a barred role) is the server's message. */
export const addDiscussion = (discussion: NewDiscussion) => api.post<unknown>('/api/discussion', discussion);

export function useAddDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDiscussion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['discussion', 'list'] }),
  });
}
