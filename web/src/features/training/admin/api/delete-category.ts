import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { trainingAdminKeys } from './keys';

/** DELETE /api/admin/training/category?cid: its trainings stay, without a category. */
export const deleteCategory = (cid: number) => api.delete<null>('/api/admin/training/category', { cid });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingAdminKeys.all }),
  });
}
