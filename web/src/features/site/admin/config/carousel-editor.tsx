// daisyUI's fileinput styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/fileinput.css';
import type { CarouselImage } from '@contract/site';
import { SITE_ADMIN_LIMITS } from '@contract/site-admin';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCarouselImage } from '../api/delete-carousel-image';
import { useUploadCarouselImage } from '../api/upload-carousel-image';
import { useCarouselSource } from './carousel-source';

const ACCEPT = 'image/gif,image/jpeg,image/png,image/bmp,image/webp';

/** The home page's rotating images: each shown with a delete button, and an upload for a new one. */
export function CarouselEditor() {
  const { t } = useTranslation('siteAdmin');
  const carousel = useCarouselSource();
  const upload = useUploadCarouselImage();
  const remove = useDeleteCarouselImage();
  const [toDelete, setToDelete] = useState<CarouselImage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > SITE_ADMIN_LIMITS.carouselMaxBytes) {
      setError(t('carousel.tooLarge'));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('carousel.uploaded')),
      onError: (failure) => setError(messageOf(failure, t('carousel.uploadFailed'))),
    });
  };

  const images = carousel.images ?? [];
  return (
    <section aria-labelledby="carousel-heading" className="flex flex-col gap-3">
      <h3 id="carousel-heading" className="font-semibold">
        {t('carousel.title')}
      </h3>
      {images.length === 0 && !carousel.loading && (
        <p className="text-sm opacity-70">{t('carousel.empty')}</p>
      )}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image) => (
          <li key={image.id} className="relative overflow-hidden rounded-box border border-base-300">
            <img
              src={image.url}
              alt={t('carousel.imageAlt', { id: image.id })}
              className="h-32 w-full object-cover"
            />
            <button
              type="button"
              className="btn btn-error btn-xs absolute right-2 top-2"
              aria-label={t('carousel.deleteOf', { id: image.id })}
              onClick={() => setToDelete(image)}
            >
              {t('carousel.delete')}
            </button>
          </li>
        ))}
      </ul>
      <label className="flex flex-wrap items-center gap-3">
        <span className="text-sm">{t('carousel.upload')}</span>
        <input
          type="file"
          accept={ACCEPT}
          className="file-input file-input-sm"
          aria-label={t('carousel.upload')}
          disabled={upload.isPending}
          onChange={choose}
        />
        {upload.isPending && <span className="loading loading-spinner loading-sm" />}
      </label>
      <p className="text-xs opacity-70">{t('carousel.hint')}</p>
      {error && (
        <div role="alert" className="alert alert-error alert-soft py-2 text-sm">
          {error}
        </div>
      )}
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('carousel.deleteTitle')}
        message={t('carousel.deleteConfirm')}
        confirmLabel={t('carousel.delete')}
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success(t('carousel.deleted'));
              setToDelete(null);
            },
          });
        }}
      />
    </section>
  );
}
