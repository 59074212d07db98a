import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminNoticesKey } from './get-admin-notices';

/** DELETE /api/admin/msg/notice?id: the delivered copies go with it. */
export const deleteAdminNotice = (id: number) => api.delete<null>('/api/admin/msg/notice', { id });

export function useDeleteAdminNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNoticesKey }),
  });
}
