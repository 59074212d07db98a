import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshCarousel } from './invalidate';

/** DELETE /api/admin/config/home-carousel?id. */
export const deleteCarouselImage = (id: number) =>
  api.delete<null>('/api/admin/config/home-carousel', { id });

export function useDeleteCarouselImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCarouselImage, onSuccess: () => refreshCarousel(queryClient) });
}
