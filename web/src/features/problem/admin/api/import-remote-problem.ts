import type { RemoteJudge } from '@contract/remote-judge-info';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface ImportRemoteProblemInput {
  judge: RemoteJudge;
  /** The judge's own id (`1A`). */
  problemId: string;
  signal?: AbortSignal;
}

/**
 * GET /api/admin/problem/import-remote-oj-problem?name&problemId: the server fetches the problem
 * from the judge, so the answer can take a while. Silent: the import dialog shows the failure.
 */
export const importRemoteProblem = ({ judge, problemId, signal }: ImportRemoteProblemInput) =>
  api.get<unknown>(
    '/api/admin/problem/import-remote-oj-problem',
    { name: judge, problemId },
    { signal, silent: true },
  );

export function useImportRemoteProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRemoteProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'problem'] }),
  });
}
