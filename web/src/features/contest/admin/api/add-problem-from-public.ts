import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';

/** POST /api/admin/contest/add-problem-from-public {pid, cid, displayId}, or a group's /api/group/add-contest-problem-from-public. */
export const addProblemFromPublic = (
  body: { pid: number; cid: number; displayId: string },
  gid: number | null = null,
) =>
  api.post<null>(
    scopedPath(
      gid,
      '/api/admin/contest/add-problem-from-public',
      '/api/group/add-contest-problem-from-public',
    ),
    body,
  );

export function useAddProblemFromPublic() {
  const queryClient = useQueryClient();
  const { gid } = useContestAdminScope();
  return useMutation({
    mutationFn: (body: { pid: number; cid: number; displayId: string }) => addProblemFromPublic(body, gid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problems'] }),
  });
}
