import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';

/** DELETE /api/admin/contest?cid (a group's: /api/group/contest?cid): the contest with its problems links, announcements and records. */
export const deleteContest = (cid: number, gid: number | null = null) =>
  api.delete<null>(scopedPath(gid, '/api/admin/contest', '/api/group/contest'), { cid });

export function useDeleteContest() {
  const queryClient = useQueryClient();
  const { gid } = useContestAdminScope();
  return useMutation({
    mutationFn: (cid: number) => deleteContest(cid, gid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'list'] }),
  });
}
