import type { DiscussionCategory } from '@contract/discussion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getDiscussionCategories = (signal?: AbortSignal) =>
  api.get<DiscussionCategory[]>('/api/discussion-category', undefined, { signal });

export const discussionCategoriesQuery = queryOptions({
  queryKey: ['discussion', 'categories'],
  queryFn: ({ signal }) => getDiscussionCategories(signal),
  staleTime: 5 * 60_000,
});

export const useDiscussionCategories = () => useQuery(discussionCategoriesQuery);
