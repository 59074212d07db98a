import type { Page } from '@contract/envelope';
import type { TrainingAuth, TrainingVO } from '@contract/training';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface TrainingListParams {
  currentPage: number;
  limit: number;
  keyword?: string;
  categoryId?: number;
  auth?: TrainingAuth;
}

export const getTrainingList = (params: TrainingListParams, signal?: AbortSignal) =>
  api.get<Page<TrainingVO>>('/api/get-training-list', { ...params }, { signal });

/** `uid` keys the cache by viewer: `acCount` is the caller's own progress. */
export const trainingListQuery = (params: TrainingListParams, uid: string | undefined) =>
  queryOptions({
    queryKey: ['training', 'list', uid ?? null, params],
    queryFn: ({ signal }) => getTrainingList(params, signal),
  });

export const useTrainingList = (params: TrainingListParams, uid: string | undefined) =>
  useQuery({ ...trainingListQuery(params, uid), placeholderData: keepPreviousData });
