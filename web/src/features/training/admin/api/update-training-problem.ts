import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { TrainingProblemLink } from '../lib/types';
import { trainingAdminKeys } from './keys';

/** PUT /api/admin/training/problem: HOJ sends the training-problem row back with its new rank. */
export const updateTrainingProblem = (link: Pick<TrainingProblemLink, 'id' | 'tid' | 'pid' | 'rank'>) =>
  api.put<TrainingProblemLink>('/api/admin/training/problem', link);

export function useUpdateTrainingProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainingProblem,
    onSettled: (_data, _error, link) =>
      queryClient.invalidateQueries({ queryKey: trainingAdminKeys.problems(link.tid) }),
  });
}
