import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { trainingAdminKeys } from './keys';

export interface AddTrainingProblemInput {
  pid: number;
  tid: number;
  displayId: string;
}

/** POST /api/admin/training/add-problem-from-public (HOJ TrainingProblemDTO). */
export const addTrainingProblem = (input: AddTrainingProblemInput) =>
  api.post<null>('/api/admin/training/add-problem-from-public', input);

export function useAddTrainingProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTrainingProblem,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: trainingAdminKeys.problems(input.tid) }),
  });
}
