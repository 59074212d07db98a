import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { TrainingCategory } from '../lib/types';
import { trainingAdminKeys } from './keys';

export interface CategoryInput {
  id?: number;
  name: string;
  color: string;
}

/** POST (no id) or PUT (with id) /api/admin/training/category; answers the saved category. */
export const saveCategory = (category: CategoryInput) =>
  category.id === undefined
    ? api.post<TrainingCategory>('/api/admin/training/category', {
        name: category.name,
        color: category.color,
      })
    : api.put<TrainingCategory>('/api/admin/training/category', category);

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingAdminKeys.all }),
  });
}
