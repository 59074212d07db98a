import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';

/**
 * PUT /api/admin/contest/change-contest-visible?cid&visible&uid, or a group's
 * /api/group/change-contest-visible?cid&visible (query parameters, as HOJ sends them).
 */
export const changeContestVisible = (
  { cid, visible, uid }: { cid: number; visible: boolean; uid: string },
  gid: number | null = null,
) =>
  api.send<null>(
    'PUT',
    scopedPath(gid, '/api/admin/contest/change-contest-visible', '/api/group/change-contest-visible'),
    { query: gid === null ? { cid, visible, uid } : { cid, visible } },
  );

export function useChangeContestVisible() {
  const queryClient = useQueryClient();
  const { gid } = useContestAdminScope();
  return useMutation({
    mutationFn: (change: { cid: number; visible: boolean; uid: string }) => changeContestVisible(change, gid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'list'] }),
  });
}
