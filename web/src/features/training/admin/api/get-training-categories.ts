import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { TrainingCategory } from '../lib/types';
import { trainingAdminKeys } from './keys';

/**
 * GET /api/get-training-category: the site's categories. HOJ's admin pages read the public list
 * (there is no admin one); it is cached here under the admin keys so a category write refreshes it.
 */
export const getTrainingCategories = (signal?: AbortSignal) =>
  api.get<TrainingCategory[]>('/api/get-training-category', undefined, { signal });

export const useTrainingCategories = () =>
  useQuery({
    queryKey: trainingAdminKeys.categories,
    queryFn: ({ signal }) => getTrainingCategories(signal),
  });
