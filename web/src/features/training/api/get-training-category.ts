import type { TrainingCategory } from '@contract/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getTrainingCategories = (signal?: AbortSignal) =>
  api.get<TrainingCategory[]>('/api/get-training-category', undefined, { signal });

export const trainingCategoriesQuery = () =>
  queryOptions({
    queryKey: ['training', 'categories'],
    queryFn: ({ signal }) => getTrainingCategories(signal),
  });

export const useTrainingCategories = () => useQuery(trainingCategoriesQuery());
