import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';

/**
 * DELETE /api/admin/contest/problem?pid&cid: removes the problem from the contest (a problem
 * made only for the contest is deleted with it, as HOJ does); a group's
 * /api/group/contest-problem?pid&cid only takes it out of the contest.
 */
export const deleteContestProblem = ({ pid, cid }: { pid: number; cid: number }, gid: number | null = null) =>
  api.delete<null>(scopedPath(gid, '/api/admin/contest/problem', '/api/group/contest-problem'), { pid, cid });

export function useDeleteContestProblem() {
  const queryClient = useQueryClient();
  const { gid } = useContestAdminScope();
  return useMutation({
    mutationFn: (target: { pid: number; cid: number }) => deleteContestProblem(target, gid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problems'] }),
  });
}
