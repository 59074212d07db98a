import { and, eq, inArray } from 'drizzle-orm';
import { uploadedFile } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Platform } from '../../platform/platform';
import { imageStorageKey, PUBLIC_IMAGE_FOLDERS, PUBLIC_IMAGE_NAME } from './storage';

/** An uploaded image by its public name, or 404 when it was never uploaded or has been replaced. */
export async function openPublicImage(platform: Platform, name: string) {
  if (!PUBLIC_IMAGE_NAME.test(name)) throw notFound('The image does not exist');
  const keys = PUBLIC_IMAGE_FOLDERS.map((folder) => imageStorageKey(folder, name));
  const [row] = await platform.db
    .select({ storageKey: uploadedFile.storageKey, contentType: uploadedFile.contentType })
    .from(uploadedFile)
    .where(and(inArray(uploadedFile.storageKey, keys), eq(uploadedFile.deleted, false)))
    .limit(1);
  if (!row) throw notFound('The image does not exist');
  const stored = await platform.files.get(row.storageKey);
  if (!stored) throw notFound('The image does not exist');
  return { ...stored, contentType: row.contentType };
}
