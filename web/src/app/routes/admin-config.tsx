import { useCarousel } from '@web/features/home/api/get-carousel';
import { CarouselSourceProvider } from '@web/features/site/admin/config/carousel-source';
import { ConfigPage } from '@web/features/site/admin/config/config-page';

/** /admin/conf: the configuration page, its website tab listing the home page's carousel. */
export default function AdminConfigRoute() {
  const carousel = useCarousel();
  return (
    <CarouselSourceProvider value={{ images: carousel.data, loading: carousel.isPending }}>
      <ConfigPage />
    </CarouselSourceProvider>
  );
}
