import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** PUT /api/admin/contest/change-contest-visible?cid&visible&uid (query parameters, as HOJ sends them). */
export const changeContestVisible = ({ cid, visible, uid }: { cid: number; visible: boolean; uid: string }) =>
  api.send<null>('PUT', '/api/admin/contest/change-contest-visible', { query: { cid, visible, uid } });

export function useChangeContestVisible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeContestVisible,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'list'] }),
  });
}
