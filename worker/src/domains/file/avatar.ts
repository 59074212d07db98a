import type { UserInfo } from '@contract/account';
import { LIMITS } from '@contract/limits';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { uploadedFile } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { randomId } from '../../lib/random';
import type { Tx } from '../../platform/db';
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

/** Stores the new avatar, points the user at it, and deletes the previous avatar files. */
export async function replaceAvatar(platform: Platform, uid: string, file: File): Promise<UserInfo> {
  const avatar = await readAvatar(file);
  await storeAvatar(
    platform,
    { file, avatar, kind: 'avatar', uploader: uid, gid: null, owner: eq(uploadedFile.uid, uid) },
    (tx, url, now) => recordAvatar(tx, uid, url, now),
  );
  forgetCachedSessions(platform.db, uid);
  return (await loadUserInfo(platform.db, uid))!;
}

interface AvatarUpload {
  file: File;
  avatar: Awaited<ReturnType<typeof readAvatar>>;
  kind: 'avatar' | 'group-avatar';
  uploader: string;
  gid: number | null;
  /** Picks the owner's files of this kind: the new avatar retires the others. */
  owner: SQL;
}

/**
 * Stores an avatar image and, in one transaction, records its file row, retires the owner's
 * previous avatars and lets `point` aim the owner at the new image. The previous objects are
 * removed once the transaction has committed; the new one is removed if it fails.
 */
export async function storeAvatar<T>(
  platform: Platform,
  upload: AvatarUpload,
  point: (tx: Tx, url: string, now: Date) => Promise<T>,
): Promise<T> {
  const { db, files, clock, log } = platform;
  const { avatar, kind } = upload;
  const storageKey = imageStorageKey(kind, `${randomId()}.${avatar.extension}`);
  await files.put(storageKey, avatar.bytes, { contentType: avatar.contentType });
  const now = clock.now();

  let result: { pointed: T; previousKeys: string[] };
  try {
    result = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(uploadedFile)
        .values({
          uid: upload.uploader,
          gid: upload.gid,
          type: kind,
          name: upload.file.name.slice(0, 255),
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
            upload.owner,
            eq(uploadedFile.type, kind),
            eq(uploadedFile.deleted, false),
            ne(uploadedFile.id, created!.id),
          ),
        )
        .returning({ storageKey: uploadedFile.storageKey });
      const pointed = await point(tx, publicImageUrl(storageKey), now);
      return { pointed, previousKeys: previous.map((p) => p.storageKey) };
    });
  } catch (error) {
    await files.delete(storageKey);
    throw error;
  }
  for (const key of result.previousKeys) {
    await files
      .delete(key)
      .catch((error) => log.warn(`old ${kind} not deleted`, { key, error: String(error) }));
  }
  return result.pointed;
}
