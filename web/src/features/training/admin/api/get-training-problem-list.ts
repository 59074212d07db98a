import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { TrainingProblemListAnswer } from '../lib/types';
import { trainingAdminKeys } from './keys';

export interface TrainingProblemListQuery {
  tid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  /** true: the training's problems in rank order; false: public bank problems not yet in it. */
  queryExisted: boolean;
}

/** GET /api/admin/training/get-problem-list: a page of problems plus the training's links by problem id. */
export const getTrainingProblemList = (query: TrainingProblemListQuery, signal?: AbortSignal) =>
  api.get<TrainingProblemListAnswer>('/api/admin/training/get-problem-list', { ...query }, { signal });

export const useTrainingProblemList = (query: TrainingProblemListQuery, enabled = true) =>
  useQuery({
    queryKey: [...trainingAdminKeys.problems(query.tid), query],
    queryFn: ({ signal }) => getTrainingProblemList(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
