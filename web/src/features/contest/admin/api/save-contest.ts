import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';

/**
 * POST (create) or PUT (update) /api/admin/contest, or a group's /api/group/contest with its
 * `gid`. Silent: the form shows the server's 400 message itself and keeps everything typed.
 */
export const saveContest = (payload: Record<string, unknown>, isEdit: boolean, gid: number | null = null) =>
  api.send<null>(isEdit ? 'PUT' : 'POST', scopedPath(gid, '/api/admin/contest', '/api/group/contest'), {
    body: gid === null ? payload : { ...payload, gid },
    silent: true,
  });

export function useSaveContest() {
  const queryClient = useQueryClient();
  const { gid } = useContestAdminScope();
  return useMutation({
    mutationFn: ({ payload, isEdit }: { payload: Record<string, unknown>; isEdit: boolean }) =>
      saveContest(payload, isEdit, gid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest'] }),
  });
}
