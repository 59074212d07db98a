import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** DELETE /api/admin/problem?pid */
export const deleteProblem = (pid: number) => api.delete<null>('/api/admin/problem', { pid });

export function useDeleteProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'problem'] }),
  });
}
