import type { TagClassificationGroup } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Tags grouped by classification for a bank: ME for local problems, a remote key, or all. */
export const getProblemTagsAndClassification = (oj: string | undefined, signal?: AbortSignal) =>
  api.get<TagClassificationGroup[]>('/api/get-problem-tags-and-classification', { oj }, { signal });

export const problemTagsQuery = (oj: string | undefined) =>
  queryOptions({
    queryKey: ['problem', 'tags', oj ?? 'ALL'],
    queryFn: ({ signal }) => getProblemTagsAndClassification(oj, signal),
    staleTime: 5 * 60_000,
  });

export const useProblemTags = (oj: string | undefined) => useQuery(problemTagsQuery(oj));
