import type { TrainingProblemItem } from '@contract/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getTrainingProblemList = (trainingId: number | string, signal?: AbortSignal) =>
  api.get<TrainingProblemItem[]>('/api/get-training-problem-list', { tid: String(trainingId) }, { signal });

export const trainingProblemListQuery = (trainingId: number | string) =>
  queryOptions({
    queryKey: ['training', 'problems', String(trainingId)],
    queryFn: ({ signal }) => getTrainingProblemList(trainingId, signal),
  });

export const useTrainingProblemList = (trainingId: number | string, enabled = true) =>
  useQuery({ ...trainingProblemListQuery(trainingId), enabled });
