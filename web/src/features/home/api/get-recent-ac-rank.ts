import type { RecentAcRankRecord } from '@contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getRecentAcRank = (signal?: AbortSignal) =>
  api.get<RecentAcRankRecord[]>('/api/get-recent-seven-ac-rank', undefined, { signal });

export const recentAcRankQuery = queryOptions({
  queryKey: ['home', 'recent-ac-rank'],
  queryFn: ({ signal }) => getRecentAcRank(signal),
});

export const useRecentAcRank = () => useQuery(recentAcRankQuery);
