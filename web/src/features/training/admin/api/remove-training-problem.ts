import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { trainingAdminKeys } from './keys';

/** DELETE /api/admin/training/problem?pid&tid: the problem leaves the training; the bank keeps it. */
export const removeTrainingProblem = ({ pid, tid }: { pid: number; tid: number }) =>
  api.delete<null>('/api/admin/training/problem', { pid, tid });

export function useRemoveTrainingProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTrainingProblem,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: trainingAdminKeys.problems(input.tid) }),
  });
}
