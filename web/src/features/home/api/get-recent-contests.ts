import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** A contest card's fields (spec 2 §3 Contest); the contest area owns the full type. */
export interface RecentContest {
  id: number;
  title: string;
  /** 0 ACM, 1 OI. */
  type: number;
  /** 0 public, 1 private, 2 protected. */
  auth: number;
  /** -1 scheduled, 0 running, anything else ended. */
  status: number;
  startTime: string;
  endTime: string;
  /** Seconds. */
  duration: number;
  /** Participants. */
  count: number;
}

/** Silent: until the contest area exists this may 404, and the home page shows an empty list instead. */
export const getRecentContests = (signal?: AbortSignal) =>
  api.get<RecentContest[]>('/api/get-recent-contest', undefined, { signal, silent: true });

export const recentContestsQuery = queryOptions({
  queryKey: ['home', 'recent-contests'],
  queryFn: ({ signal }) => getRecentContests(signal),
});

export const useRecentContests = () => useQuery(recentContestsQuery);
