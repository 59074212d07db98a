import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { ProblemSavePayload } from '../lib/problem-form';

export interface SavedProblem {
  id?: number;
  pid?: number;
  problemId?: string;
}

/**
 * POST (create) or PUT (update) /api/admin/problem. Silent: the form shows the server's 400
 * message itself, beside its own, and keeps everything the admin typed.
 */
export async function saveProblem(payload: ProblemSavePayload, isEdit: boolean) {
  const { data, msg } = await api.send<SavedProblem | null>(isEdit ? 'PUT' : 'POST', '/api/admin/problem', {
    body: payload,
    silent: true,
  });
  return { data, msg };
}

/** `save` replaces the call, for problems saved through another area's endpoint (a contest's). */
export function useSaveProblem(
  save: (payload: ProblemSavePayload, isEdit: boolean) => Promise<unknown> = saveProblem,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, isEdit }: { payload: ProblemSavePayload; isEdit: boolean }) =>
      save(payload, isEdit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'problem'] }),
  });
}
