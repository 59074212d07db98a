import type { DiscussionCategory, UpsertDiscussionCategoryRequest } from '@contract/discussion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { discussionCategoriesQuery } from './get-categories';

/** POST /api/discussion-category (super admin): the whole list; answers the stored list. */
export const saveDiscussionCategories = (categories: UpsertDiscussionCategoryRequest) =>
  api.post<DiscussionCategory[]>('/api/discussion-category', categories);

export function useSaveDiscussionCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscussionCategories,
    onSuccess: (categories) => queryClient.setQueryData(discussionCategoriesQuery.queryKey, categories),
  });
}
