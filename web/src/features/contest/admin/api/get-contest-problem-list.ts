import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { ContestProblemListAnswer } from '../lib/types';

export interface ContestProblemListQuery {
  cid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  /**
   * With the contest's type: the public problems that may still be added (that type or remote,
   * not yet in the contest). Without it: the contest's own problems.
   */
  problemType?: number;
}

/** GET /api/admin/contest/get-problem-list. */
export const getContestProblemList = (query: ContestProblemListQuery, signal?: AbortSignal) =>
  api.get<ContestProblemListAnswer>('/api/admin/contest/get-problem-list', { ...query }, { signal });

export const useContestProblemList = (query: ContestProblemListQuery, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'contest', 'problems', query],
    queryFn: ({ signal }) => getContestProblemList(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
