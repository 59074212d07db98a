import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** PUT /api/admin/problem/change-problem-auth with HOJ's `{id, auth}` (1 public, 2 private, 3 contest). */
export const changeProblemAuth = ({ id, auth }: { id: number; auth: number }) =>
  api.put<null>('/api/admin/problem/change-problem-auth', { id, auth });

export function useChangeProblemAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProblemAuth,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'problem', 'list'] }),
  });
}
