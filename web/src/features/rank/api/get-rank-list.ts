import type { RankRecord } from '@contract/account';
import type { Page } from '@contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type RankType = 'ACM' | 'OI';

export interface RankListQuery {
  type: RankType;
  currentPage: number;
  limit: number;
  searchUser?: string;
}

export const getRankList = (query: RankListQuery, signal?: AbortSignal) =>
  api.get<Page<RankRecord>>('/api/get-rank-list', { ...query }, { signal });

export const rankListQuery = (query: RankListQuery) =>
  queryOptions({ queryKey: ['rank', 'list', query], queryFn: ({ signal }) => getRankList(query, signal) });

export const useRankList = (query: RankListQuery) =>
  useQuery({ ...rankListQuery(query), placeholderData: keepPreviousData });

/** Spec 1 §2.14: the chart always shows the overall top 10, whatever page the table is on. */
export const CHART_SIZE = 10;

export const useRankTop = (type: RankType) =>
  useQuery({ ...rankListQuery({ type, currentPage: 1, limit: CHART_SIZE }), staleTime: 60_000 });
