import type { TrainingVO } from '@contract/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getTrainingDetail = (trainingId: number | string, signal?: AbortSignal) =>
  api.get<TrainingVO>('/api/get-training-detail', { tid: String(trainingId) }, { signal });

export const trainingDetailQuery = (trainingId: number | string) =>
  queryOptions({
    queryKey: ['training', 'detail', String(trainingId)],
    queryFn: ({ signal }) => getTrainingDetail(trainingId, signal),
  });

/** The training every tab of the detail page reads; one cached query per training. */
export const useTrainingDetail = (trainingId: number | string) => useQuery(trainingDetailQuery(trainingId));
