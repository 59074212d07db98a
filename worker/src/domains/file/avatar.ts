import type { UserInfo } from '@contract/account';
import { LIMITS } from '@contract/limits';
import { and, eq, ne } from 'drizzle-orm';
import { uploadedFile } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { randomId } from '../../lib/random';
import type { Platform } from '../../platform/platform';
import { forgetCachedSessions, loadUserInfo, recordAvatar } from '../account/index';
import { detectImageFormat, extensionOf, IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS } from './image-type';
import { imageStorageKey, publicImageUrl } from './storage';

export const AVATAR_TYPE_REFUSED = `The file type is not supported, please upload one of: ${LIMITS.avatarTypes.join(', ')}`;
export const AVATAR_TOO_LARGE = 'The avatar must not be larger than 2 MB';
export const AVATAR_CONTENT_MISMATCH = 'The file content is not a valid image of its type';

/** Checks name, size and magic bytes of an avatar; returns the bytes and what they are. */
export async function readAvatar(file: File) {
  const extension = extensionOf(file.name);
  const format = IMAGE_EXTENSIONS[extension];
  if (!format || !(LIMITS.avatarTypes as readonly string[]).includes(extension))
    throw badRequest(AVATAR_TYPE_REFUSED);
  if (file.size > LIMITS.avatarMaxBytes) throw badRequest(AVATAR_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (detectImageFormat(bytes) !== format) throw badRequest(AVATAR_CONTENT_MISMATCH);
  return { bytes, extension, contentType: IMAGE_CONTENT_TYPES[format] };
}

/**
 * Stores the new avatar, points the user at it, and deletes the previous avatar files. The
 * rows change in one transaction; the old objects are removed once it has committed.
 */
export async function replaceAvatar(platform: Platform, uid: string, file: File): Promise<UserInfo> {
  const { db, files, clock, log } = platform;
  const avatar = await readAvatar(file);
  const storageKey = imageStorageKey('avatar', `${randomId()}.${avatar.extension}`);
  await files.put(storageKey, avatar.bytes, { contentType: avatar.contentType });
  const now = clock.now();

  let previousKeys: string[];
  try {
    previousKeys = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(uploadedFile)
        .values({
          uid,
          type: 'avatar',
          name: file.name.slice(0, 255),
          suffix: avatar.extension,
          contentType: avatar.contentType,
          size: avatar.bytes.length,
          storageKey,
          gmtCreate: now,
          gmtModified: now,
        })
        .returning({ id: uploadedFile.id });
      const previous = await tx
        .update(uploadedFile)
        .set({ deleted: true, gmtModified: now })
        .where(
          and(
            eq(uploadedFile.uid, uid),
            eq(uploadedFile.type, 'avatar'),
            eq(uploadedFile.deleted, false),
            ne(uploadedFile.id, created!.id),
          ),
        )
        .returning({ storageKey: uploadedFile.storageKey });
      await recordAvatar(tx, uid, publicImageUrl(storageKey), now);
      return previous.map((p) => p.storageKey);
    });
  } catch (error) {
    await files.delete(storageKey);
    throw error;
  }
  forgetCachedSessions(db, uid);
  for (const key of previousKeys) {
    await files
      .delete(key)
      .catch((error) => log.warn('old avatar not deleted', { key, error: String(error) }));
  }
  return (await loadUserInfo(db, uid))!;
}
