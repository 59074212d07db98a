import type { RemoteJudge } from '@contract/remote-judge-info';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface ImportRemoteContestProblemInput {
  judge: RemoteJudge;
  /** The judge's own id (`1A`). */
  problemId: string;
  cid: number;
  /** The problem's display id in the contest. */
  displayId: string;
  signal?: AbortSignal;
}

/**
 * GET /api/admin/contest/import-remote-oj-problem?name&problemId&cid&displayId: imports the problem
 * (or reuses the one already imported) and adds it to the contest. Slow (the server asks the judge)
 * and silent: the import dialog shows the failure.
 */
export const importRemoteContestProblem = ({
  judge,
  problemId,
  cid,
  displayId,
  signal,
}: ImportRemoteContestProblemInput) =>
  api.get<unknown>(
    '/api/admin/contest/import-remote-oj-problem',
    { name: judge, problemId, cid, displayId },
    { signal, silent: true },
  );

export function useImportRemoteContestProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRemoteContestProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problems'] }),
  });
}
