import type { TrainingAccess } from '@contract/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getTrainingAccess = (trainingId: number | string, signal?: AbortSignal) =>
  api.get<TrainingAccess>('/api/get-training-access', { tid: String(trainingId) }, { signal, silent: true });

export const trainingAccessQuery = (trainingId: number | string) =>
  queryOptions({
    queryKey: ['training', 'access', String(trainingId)],
    queryFn: ({ signal }) => getTrainingAccess(trainingId, signal),
  });

/** Whether the caller registered with the password; asked only for private trainings. */
export const useTrainingAccess = (trainingId: number | string, enabled: boolean) =>
  useQuery({ ...trainingAccessQuery(trainingId), enabled });
