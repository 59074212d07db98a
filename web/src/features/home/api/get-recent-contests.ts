import type { RecentContest } from '@contract/contest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type { RecentContest };

/** Silent: a failing side panel shows an empty list rather than a toast over the whole home page. */
export const getRecentContests = (signal?: AbortSignal) =>
  api.get<RecentContest[]>('/api/get-recent-contest', undefined, { signal, silent: true });

export const recentContestsQuery = queryOptions({
  queryKey: ['home', 'recent-contests'],
  queryFn: ({ signal }) => getRecentContests(signal),
});

export const useRecentContests = () => useQuery(recentContestsQuery);
