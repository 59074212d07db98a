import type { CarouselImage } from '@contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getCarousel = (signal?: AbortSignal) =>
  api.get<CarouselImage[]>('/api/home-carousel', undefined, { signal });

export const carouselQuery = queryOptions({
  queryKey: ['home', 'carousel'],
  queryFn: ({ signal }) => getCarousel(signal),
  staleTime: 5 * 60_000,
});

export const useCarousel = () => useQuery(carouselQuery);
