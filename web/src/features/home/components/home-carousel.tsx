import { useWebsiteConfig } from '@web/lib/site-config';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarousel } from '../api/get-carousel';

/** Spec 1 §9: a new slide every 5 s. */
const INTERVAL_MS = 5000;
const HEIGHT = 'h-[200px] md:h-[440px]';

export function HomeCarousel() {
  const { t } = useTranslation('home');
  const config = useWebsiteConfig();
  const { data: images = [], isPending } = useCarousel();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (isPending) return <div className={`skeleton w-full rounded-box ${HEIGHT}`} />;

  if (count === 0) {
    return (
      <section
        className={`flex w-full flex-col items-center justify-center rounded-box bg-gradient-to-br from-primary to-secondary px-6 text-center text-primary-content ${HEIGHT}`}
      >
        <h1 className="text-2xl font-bold md:text-5xl">{config.name}</h1>
        <p className="mt-2 max-w-2xl text-sm opacity-90 md:mt-4 md:text-lg">
          {config.description || t('carousel.tagline')}
        </p>
      </section>
    );
  }

  const current = index % count;
  return (
    <section
      className={`group relative w-full overflow-hidden rounded-box bg-base-300 ${HEIGHT}`}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {images.map((image, i) => (
        <img
          key={image.id}
          src={image.url}
          alt={t('carousel.slide', { index: i + 1, count })}
          className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${i === current ? 'opacity-100' : 'opacity-0'}`}
          aria-hidden={i !== current}
          loading={i === 0 ? 'eager' : 'lazy'}
        />
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            className="btn btn-circle btn-sm absolute top-1/2 left-3 -translate-y-1/2 opacity-0 transition group-hover:opacity-80"
            aria-label={t('carousel.previous')}
            onClick={() => setIndex((current - 1 + count) % count)}
          >
            ‹
          </button>
          <button
            type="button"
            className="btn btn-circle btn-sm absolute top-1/2 right-3 -translate-y-1/2 opacity-0 transition group-hover:opacity-80"
            aria-label={t('carousel.next')}
            onClick={() => setIndex((current + 1) % count)}
          >
            ›
          </button>
          <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-2">
            {images.map((image, i) => (
              <button
                key={image.id}
                type="button"
                className={`h-1.5 rounded-full transition-all ${i === current ? 'w-6 bg-white' : 'w-3 bg-white/50'}`}
                aria-label={t('carousel.slide', { index: i + 1, count })}
                aria-current={i === current}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
