import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { trainingAdminKeys } from './keys';

/** PUT /api/admin/training/change-training-status?tid&status&author (query parameters, as HOJ sends them). */
export const changeTrainingStatus = ({
  tid,
  status,
  author,
}: {
  tid: number;
  status: boolean;
  author: string;
}) => api.send<null>('PUT', '/api/admin/training/change-training-status', { query: { tid, status, author } });

export function useChangeTrainingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTrainingStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingAdminKeys.list }),
  });
}
