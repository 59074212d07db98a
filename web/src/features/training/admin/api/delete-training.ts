import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { trainingAdminKeys } from './keys';

/** DELETE /api/admin/training?tid (root only): the training with its problem links, registrations and records. */
export const deleteTraining = (tid: number) => api.delete<null>('/api/admin/training', { tid });

export function useDeleteTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTraining,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingAdminKeys.list }),
  });
}
