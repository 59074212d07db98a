import { deleteCarouselQuery, SITE_ADMIN_LIMITS } from '@contract/site-admin';
import { Hono } from 'hono';
import { requireRoot } from '../../http/auth';
import { allowBody } from '../../http/body-limit';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { formFile, readForm, readQuery } from '../../http/validate';
import type { Platform } from '../../platform/platform';
import { CAROUSEL_TOO_LARGE, discardCarouselImage, storeCarouselImage } from '../file/index';
import { addCarouselImage, removeCarouselImage } from '../site/index';

/**
 * The home carousel's images: the file area stores the upload, the site area lists it. Both
 * calls are super admin only (spec 3 §6 system config).
 */
export const carouselRoutes = new Hono<AppEnv>();

/** Room for the multipart framing around an image at the size limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The file area stores the image, the site area lists it; a listing that fails takes the stored image back. */
async function uploadCarouselImage(platform: Platform, uid: string, image: File) {
  const { fileId, url } = await storeCarouselImage(platform, uid, image);
  try {
    return await addCarouselImage(platform.db, { fileId, url, uid }, platform.clock.now());
  } catch (error) {
    await discardCarouselImage(platform, fileId);
    throw error;
  }
}

async function deleteCarouselImage(platform: Platform, id: number) {
  const fileId = await removeCarouselImage(platform.db, id);
  if (fileId !== null) await discardCarouselImage(platform, fileId);
}

carouselRoutes.post(
  '/file/upload-carouse-img',
  allowBody(SITE_ADMIN_LIMITS.carouselMaxBytes + MULTIPART_OVERHEAD_BYTES, CAROUSEL_TOO_LARGE),
  async (c) => {
    const user = requireRoot(c);
    const form = await readForm(c);
    const image = formFile(form, 'image');
    return ok(c, await uploadCarouselImage(c.env.platform, user.uid, image), 'Upload successfully');
  },
);

carouselRoutes.delete('/admin/config/home-carousel', async (c) => {
  requireRoot(c);
  const { id } = readQuery(c, deleteCarouselQuery);
  await deleteCarouselImage(c.env.platform, id);
  return ok(c, null, 'Deleted successfully');
});
