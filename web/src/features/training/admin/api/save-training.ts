import type { TrainingSaveInput } from '@contract/training-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { TrainingCreated } from '../lib/types';
import { trainingAdminKeys } from './keys';

/**
 * POST (create) or PUT (update) /api/admin/training with HOJ's TrainingDTO. Silent: the form shows
 * the server's 400 message itself and keeps everything typed.
 */
export const saveTraining = (payload: TrainingSaveInput, isEdit: boolean) =>
  api.send<TrainingCreated | null>(isEdit ? 'PUT' : 'POST', '/api/admin/training', {
    body: payload,
    silent: true,
  });

export function useSaveTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, isEdit }: { payload: TrainingSaveInput; isEdit: boolean }) =>
      saveTraining(payload, isEdit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingAdminKeys.all }),
  });
}
