import type { MarkdownFileUploaded, MarkdownImageUploaded } from '@contract/file';
import { LIMITS } from '@contract/limits';
import { and, eq, inArray } from 'drizzle-orm';
import { uploadedFile } from '../../db/schema';
import { describeBytes } from '../../http/body-limit';
import type { CurrentUser } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { formFile } from '../../http/validate';
import { randomId } from '../../lib/random';
import type { Platform } from '../../platform/platform';
import { detectImageFormat, extensionOf, IMAGE_CONTENT_TYPES } from './image-type';
import { checkMarkdownFile } from './markdown-file-type';
import { assertMayDeleteUpload, assertMayUploadMarkdown } from './policy';
import { imageStorageKey, markdownFileStorageKey, publicFileUrl, publicImageUrl } from './storage';

/** uploaded_file.type of the editor's uploads; delete-md-img and the cleanup task handle only these. */
export const MARKDOWN_UPLOAD_TYPES = ['md-img', 'md-file'] as const;
type MarkdownUploadType = (typeof MARKDOWN_UPLOAD_TYPES)[number];

export const MARKDOWN_IMAGE_TOO_LARGE = `The image must not be larger than ${describeBytes(LIMITS.markdownImageMaxBytes)}`;
export const MARKDOWN_FILE_TOO_LARGE = `The file must not be larger than ${describeBytes(LIMITS.markdownFileMaxBytes)}`;
export const MARKDOWN_IMAGE_REFUSED = `The image must be one of: ${LIMITS.markdownImageTypes.join(', ')} (SVG is not accepted)`;

/** The extension a stored image gets, from what its bytes are (never from the uploaded name). */
const IMAGE_SUFFIX = { gif: 'gif', jpeg: 'jpg', png: 'png', bmp: 'bmp', webp: 'webp' } as const;

async function readUpload(file: File, maxBytes: number, tooLarge: string, empty: string) {
  // The body limit already stopped anything far larger; this catches the framing allowance.
  if (file.size > maxBytes) throw new HttpError(413, tooLarge);
  if (file.size === 0) throw badRequest(empty);
  return new Uint8Array(await file.arrayBuffer());
}

/** Stores the object, then records it; the object goes again if the record cannot be written. */
async function storeUpload(
  platform: Platform,
  upload: {
    uid: string;
    gid: number | undefined;
    type: MarkdownUploadType;
    originalName: string;
    suffix: string;
    contentType: string;
    bytes: Uint8Array;
    storageKey: string;
  },
): Promise<number> {
  const { db, files, clock } = platform;
  await files.put(upload.storageKey, upload.bytes, { contentType: upload.contentType });
  const now = clock.now();
  try {
    const [row] = await db
      .insert(uploadedFile)
      .values({
        uid: upload.uid,
        gid: upload.gid || null,
        type: upload.type,
        name: upload.originalName.slice(0, 255),
        suffix: upload.suffix,
        contentType: upload.contentType,
        size: upload.bytes.length,
        storageKey: upload.storageKey,
        gmtCreate: now,
        gmtModified: now,
      })
      .returning({ id: uploadedFile.id });
    return row!.id;
  } catch (error) {
    await files.delete(upload.storageKey);
    throw error;
  }
}

/** An image for Markdown: any accepted web format, told by its bytes; stored under a random name. */
export async function uploadMarkdownImage(
  platform: Platform,
  user: CurrentUser,
  gid: number | undefined,
  form: FormData,
): Promise<MarkdownImageUploaded> {
  await assertMayUploadMarkdown(platform.db, user, gid);
  const file = formFile(form, 'image');
  const bytes = await readUpload(
    file,
    LIMITS.markdownImageMaxBytes,
    MARKDOWN_IMAGE_TOO_LARGE,
    'The image is empty',
  );
  const format = detectImageFormat(bytes);
  if (!format) throw badRequest(MARKDOWN_IMAGE_REFUSED);
  const suffix = IMAGE_SUFFIX[format];
  const storageKey = imageStorageKey('md-img', `${randomId()}.${suffix}`);
  const fileId = await storeUpload(platform, {
    uid: user.uid,
    gid,
    type: 'md-img',
    originalName: file.name,
    suffix,
    contentType: IMAGE_CONTENT_TYPES[format],
    bytes,
    storageKey,
  });
  return { link: publicImageUrl(storageKey), fileId };
}

/** A file linked from Markdown: an allowed type whose bytes match it; stored under a random name. */
export async function uploadMarkdownFile(
  platform: Platform,
  user: CurrentUser,
  gid: number | undefined,
  form: FormData,
): Promise<MarkdownFileUploaded> {
  await assertMayUploadMarkdown(platform.db, user, gid);
  const file = formFile(form, 'file');
  const bytes = await readUpload(
    file,
    LIMITS.markdownFileMaxBytes,
    MARKDOWN_FILE_TOO_LARGE,
    'The file is empty',
  );
  const suffix = extensionOf(file.name);
  const check = checkMarkdownFile(suffix, bytes);
  if (!check.ok) throw badRequest(check.message);
  const storageKey = markdownFileStorageKey(`${randomId()}.${suffix}`);
  const fileId = await storeUpload(platform, {
    uid: user.uid,
    gid,
    type: 'md-file',
    originalName: file.name,
    suffix,
    contentType: check.contentType,
    bytes,
    storageKey,
  });
  return { link: publicFileUrl(storageKey), fileId };
}

/**
 * Deletes an editor upload: the row is marked deleted (so its link answers 404 at once) and the
 * stored object removed. A second delete of the same id is a 404: the upload no longer exists.
 */
export async function deleteMarkdownUpload(platform: Platform, user: CurrentUser, fileId: number) {
  const { db, files, clock, log } = platform;
  const [upload] = await db
    .select({ uid: uploadedFile.uid, storageKey: uploadedFile.storageKey })
    .from(uploadedFile)
    .where(
      and(
        eq(uploadedFile.id, fileId),
        inArray(uploadedFile.type, [...MARKDOWN_UPLOAD_TYPES]),
        eq(uploadedFile.deleted, false),
      ),
    );
  if (!upload) throw notFound('The file does not exist');
  assertMayDeleteUpload(user, upload);
  const marked = await db
    .update(uploadedFile)
    .set({ deleted: true, gmtModified: clock.now() })
    .where(and(eq(uploadedFile.id, fileId), eq(uploadedFile.deleted, false)))
    .returning({ id: uploadedFile.id });
  // A concurrent delete got there first.
  if (marked.length === 0) throw notFound('The file does not exist');
  await files
    .delete(upload.storageKey)
    .catch((error) => log.warn('deleted upload not removed from the store', { error: String(error) }));
}
