import { SITE_ADMIN_LIMITS } from '@contract/site-admin';
import { and, eq } from 'drizzle-orm';
import { uploadedFile } from '../../db/schema';
import { describeBytes } from '../../http/body-limit';
import { badRequest, HttpError } from '../../http/errors';
import { randomId } from '../../lib/random';
import type { Platform } from '../../platform/platform';
import { detectImageFormat, IMAGE_CONTENT_TYPES } from './image-type';
import { imageStorageKey, publicImageUrl } from './storage';

export const CAROUSEL_TOO_LARGE = `The carousel image must not be larger than ${describeBytes(SITE_ADMIN_LIMITS.carouselMaxBytes)}`;
export const CAROUSEL_IMAGE_REFUSED =
  'The carousel image must be a gif, jpg, png, bmp or webp image (SVG is not accepted)';

const IMAGE_SUFFIX = { gif: 'gif', jpeg: 'jpg', png: 'png', bmp: 'bmp', webp: 'webp' } as const;

/**
 * Stores a home carousel image, its format told by its bytes (never by its name: an SVG or a
 * renamed script is refused), and records it. Answers the record's id and the public URL.
 */
export async function storeCarouselImage(
  platform: Platform,
  uid: string,
  file: File,
): Promise<{ fileId: number; url: string }> {
  const { db, files, clock } = platform;
  if (file.size > SITE_ADMIN_LIMITS.carouselMaxBytes) throw new HttpError(413, CAROUSEL_TOO_LARGE);
  if (file.size === 0) throw badRequest('The image is empty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = detectImageFormat(bytes);
  if (!format) throw badRequest(CAROUSEL_IMAGE_REFUSED);
  const suffix = IMAGE_SUFFIX[format];
  const storageKey = imageStorageKey('carousel', `${randomId()}.${suffix}`);
  const contentType = IMAGE_CONTENT_TYPES[format];
  await files.put(storageKey, bytes, { contentType });
  const now = clock.now();
  try {
    const [row] = await db
      .insert(uploadedFile)
      .values({
        uid,
        type: 'carousel',
        name: file.name.slice(0, 255),
        suffix,
        contentType,
        size: bytes.length,
        storageKey,
        gmtCreate: now,
        gmtModified: now,
      })
      .returning({ id: uploadedFile.id });
    return { fileId: row!.id, url: publicImageUrl(storageKey) };
  } catch (error) {
    await files.delete(storageKey);
    throw error;
  }
}

/** Marks a carousel upload deleted and removes its object; its URL stops serving at once. */
export async function discardCarouselImage(platform: Platform, fileId: number): Promise<void> {
  const { db, files, clock, log } = platform;
  const [row] = await db
    .update(uploadedFile)
    .set({ deleted: true, gmtModified: clock.now() })
    .where(
      and(eq(uploadedFile.id, fileId), eq(uploadedFile.type, 'carousel'), eq(uploadedFile.deleted, false)),
    )
    .returning({ storageKey: uploadedFile.storageKey });
  if (!row) return;
  await files
    .delete(row.storageKey)
    .catch((error) => log.warn('carousel image not removed from the store', { error: String(error) }));
}
