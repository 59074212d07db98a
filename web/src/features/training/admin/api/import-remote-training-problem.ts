import type { RemoteJudge } from '@contract/remote-judge-info';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { trainingAdminKeys } from './keys';

export interface ImportRemoteTrainingProblemInput {
  judge: RemoteJudge;
  /** The judge's own id (`1A`). */
  problemId: string;
  tid: number;
  signal?: AbortSignal;
}

/**
 * GET /api/admin/training/import-remote-oj-problem?name&problemId&tid: imports the problem (or
 * reuses the one already imported) and adds it to the training. Slow (the server asks the judge)
 * and silent: the import dialog shows the failure.
 */
export const importRemoteTrainingProblem = ({
  judge,
  problemId,
  tid,
  signal,
}: ImportRemoteTrainingProblemInput) =>
  api.get<unknown>(
    '/api/admin/training/import-remote-oj-problem',
    { name: judge, problemId, tid },
    { signal, silent: true },
  );

export function useImportRemoteTrainingProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRemoteTrainingProblem,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: trainingAdminKeys.problems(input.tid) }),
  });
}
