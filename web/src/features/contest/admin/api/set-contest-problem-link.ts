import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { scopedPath, useContestAdminScope } from '../lib/admin-scope';
import type { ContestProblemLink } from '../lib/types';

/**
 * PUT /api/admin/contest/contest-problem: saves a link's display id, title or balloon colour
 * (a link without an id is created, as after a problem is made inside the contest).
 */
export const setContestProblemLink = (
  link: Partial<ContestProblemLink>,
  silent = false,
  gid: number | null = null,
) =>
  api.put<ContestProblemLink>(
    scopedPath(gid, '/api/admin/contest/contest-problem', '/api/group/contest-problem'),
    link,
    { silent },
  );

export function useSetContestProblemLink() {
  const queryClient = useQueryClient();
  const { gid } = useContestAdminScope();
  return useMutation({
    mutationFn: (link: Partial<ContestProblemLink>) => setContestProblemLink(link, false, gid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problems'] }),
  });
}
