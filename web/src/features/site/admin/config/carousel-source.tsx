import type { CarouselImage } from '@contract/site';
import { createContext, useContext } from 'react';

/**
 * The home carousel's current images. The home feature owns that call, so the route that
 * composes the configuration page provides them here rather than this feature calling it too.
 */
export interface CarouselSource {
  images: CarouselImage[] | undefined;
  loading: boolean;
}

const CarouselSourceContext = createContext<CarouselSource>({ images: undefined, loading: false });

export const CarouselSourceProvider = CarouselSourceContext.Provider;
export const useCarouselSource = () => useContext(CarouselSourceContext);
