import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { AdminTrainingRow, Page } from '../lib/types';
import { trainingAdminKeys } from './keys';

export interface TrainingListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

/** GET /api/admin/training/get-training-list: the site's trainings in rank order. */
export const getTrainingList = (query: TrainingListQuery, signal?: AbortSignal) =>
  api.get<Page<AdminTrainingRow>>('/api/admin/training/get-training-list', { ...query }, { signal });

export const useTrainingList = (query: TrainingListQuery) =>
  useQuery({
    queryKey: [...trainingAdminKeys.list, query],
    queryFn: ({ signal }) => getTrainingList(query, signal),
    placeholderData: keepPreviousData,
  });
