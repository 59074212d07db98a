import type { Page } from '@contract/envelope';
import type { TrainingRankRow } from '@contract/training';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface TrainingRankParams {
  tid: number | string;
  currentPage: number;
  limit: number;
  keyword?: string;
}

export const getTrainingRank = (params: TrainingRankParams, signal?: AbortSignal) =>
  api.get<Page<TrainingRankRow>>(
    '/api/get-training-rank',
    { ...params, tid: String(params.tid) },
    { signal },
  );

export const trainingRankQuery = (params: TrainingRankParams) =>
  queryOptions({
    queryKey: [
      'training',
      'rank',
      String(params.tid),
      params.currentPage,
      params.limit,
      params.keyword ?? '',
    ],
    queryFn: ({ signal }) => getTrainingRank(params, signal),
  });

export const useTrainingRank = (params: TrainingRankParams) =>
  useQuery({ ...trainingRankQuery(params), placeholderData: keepPreviousData });
