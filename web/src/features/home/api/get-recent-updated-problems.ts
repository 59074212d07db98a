import type { RecentUpdatedProblem } from '@contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getRecentUpdatedProblems = (signal?: AbortSignal) =>
  api.get<RecentUpdatedProblem[]>('/api/get-recent-updated-problem', undefined, { signal });

export const recentUpdatedProblemsQuery = queryOptions({
  queryKey: ['home', 'recent-updated-problems'],
  queryFn: ({ signal }) => getRecentUpdatedProblems(signal),
});

export const useRecentUpdatedProblems = () => useQuery(recentUpdatedProblemsQuery);
