import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/admin/contest/add-problem-from-public {pid, cid, displayId}. */
export const addProblemFromPublic = (body: { pid: number; cid: number; displayId: string }) =>
  api.post<null>('/api/admin/contest/add-problem-from-public', body);

export function useAddProblemFromPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProblemFromPublic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problems'] }),
  });
}
