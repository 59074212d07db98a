import type { DiscussionDetail, UpdateDiscussionRequest } from '@contract/discussion';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { discussionCategoriesQuery } from './get-categories';
import { discussionQuery } from './get-discussion';

/** The body as this app sends it: no counters, author or problem. */
export interface DiscussionChanges extends UpdateDiscussionRequest {
  id: number;
  title: string;
  description: string;
  content: string;
  categoryId: number;
  topPriority: boolean;
}

/** PUT /api/discussion (the author). */
export const updateDiscussion = (discussion: DiscussionChanges) =>
  api.put<unknown>('/api/discussion', discussion);

/** The open detail takes the saved fields in place: refetching it would count another view. */
export function applySavedDiscussion(queryClient: QueryClient, sent: DiscussionChanges) {
  const categories = queryClient.getQueryData(discussionCategoriesQuery.queryKey);
  queryClient.setQueryData(discussionQuery(sent.id).queryKey, (current: DiscussionDetail | undefined) =>
    current
      ? {
          ...current,
          title: sent.title,
          description: sent.description,
          content: sent.content,
          categoryId: sent.categoryId,
          categoryName:
            categories?.find((category) => category.id === sent.categoryId)?.name ?? current.categoryName,
          topPriority: sent.topPriority,
        }
      : current,
  );
  return queryClient.invalidateQueries({ queryKey: ['discussion', 'list'] });
}

export function useUpdateDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscussion,
    onSuccess: (_, sent) => applySavedDiscussion(queryClient, sent),
  });
}
