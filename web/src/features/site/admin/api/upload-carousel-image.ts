import type { CarouselUploaded } from '@contract/site-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshCarousel } from './invalidate';

/** POST /api/file/upload-carouse-img (multipart `image`). Silent: the tab shows the server's message. */
export const uploadCarouselImage = (image: File) =>
  api.upload<CarouselUploaded>('/api/file/upload-carouse-img', { image }, { silent: true });

export function useUploadCarouselImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadCarouselImage, onSettled: () => refreshCarousel(queryClient) });
}
