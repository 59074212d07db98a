import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * POST (create) or PUT (update) /api/admin/contest. Silent: the form shows the server's 400
 * message itself and keeps everything typed.
 */
export const saveContest = (payload: Record<string, unknown>, isEdit: boolean) =>
  api.send<null>(isEdit ? 'PUT' : 'POST', '/api/admin/contest', { body: payload, silent: true });

export function useSaveContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, isEdit }: { payload: Record<string, unknown>; isEdit: boolean }) =>
      saveContest(payload, isEdit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest'] }),
  });
}
