import { and, eq, inArray } from 'drizzle-orm';
import { uploadedFile } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Platform } from '../../platform/platform';
import { MARKDOWN_TEXT_CONTENT_TYPE } from './markdown-file-type';
import {
  imageStorageKey,
  markdownFileStorageKey,
  PUBLIC_FILE_NAME,
  PUBLIC_IMAGE_FOLDERS,
  PUBLIC_IMAGE_NAME,
} from './storage';

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

/**
 * A file linked from Markdown by its public name, or 404. Text is shown in the browser (as
 * plain text, never run); everything else is downloaded under the name it was uploaded with.
 */
export async function openPublicFile(platform: Platform, name: string) {
  if (!PUBLIC_FILE_NAME.test(name)) throw notFound('The file does not exist');
  const [row] = await platform.db
    .select({
      storageKey: uploadedFile.storageKey,
      contentType: uploadedFile.contentType,
      name: uploadedFile.name,
    })
    .from(uploadedFile)
    .where(
      and(
        eq(uploadedFile.storageKey, markdownFileStorageKey(name)),
        eq(uploadedFile.type, 'md-file'),
        eq(uploadedFile.deleted, false),
      ),
    )
    .limit(1);
  if (!row) throw notFound('The file does not exist');
  const stored = await platform.files.get(row.storageKey);
  if (!stored) throw notFound('The file does not exist');
  const disposition = row.contentType === MARKDOWN_TEXT_CONTENT_TYPE ? 'inline' : 'attachment';
  return {
    ...stored,
    contentType: row.contentType,
    contentDisposition: contentDisposition(disposition, row.name, name),
  };
}

/**
 * A Content-Disposition header naming the file as uploaded: an ASCII fallback plus the UTF-8
 * name (RFC 6266); the stored name stands in if the uploaded one cannot be encoded.
 */
export function contentDisposition(kind: 'inline' | 'attachment', uploadedName: string, storedName: string) {
  const fallback = uploadedName.replace(/[^\x20-\x7e]|["\\%]/g, '_') || storedName;
  let encoded: string;
  try {
    encoded = encodeURIComponent(uploadedName).replace(
      /['()*]/g,
      (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    encoded = storedName;
  }
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded || storedName}`;
}
