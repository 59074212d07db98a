import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { ContestProblemLink } from '../lib/types';

/**
 * PUT /api/admin/contest/contest-problem: saves a link's display id, title or balloon colour
 * (a link without an id is created, as after a problem is made inside the contest).
 */
export const setContestProblemLink = (link: Partial<ContestProblemLink>, silent = false) =>
  api.put<ContestProblemLink>('/api/admin/contest/contest-problem', link, { silent });

export function useSetContestProblemLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: Partial<ContestProblemLink>) => setContestProblemLink(link),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problems'] }),
  });
}
