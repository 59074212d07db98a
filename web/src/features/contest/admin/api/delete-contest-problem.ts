import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * DELETE /api/admin/contest/problem?pid&cid: removes the problem from the contest (a problem
 * made only for the contest is deleted with it, as HOJ does).
 */
export const deleteContestProblem = ({ pid, cid }: { pid: number; cid: number }) =>
  api.delete<null>('/api/admin/contest/problem', { pid, cid });

export function useDeleteContestProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContestProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problems'] }),
  });
}
