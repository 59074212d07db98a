import type { GroupDetail } from '@contract/group';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { team, uploadedFile } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import type { Platform } from '../../platform/platform';
import { assertGroupRoot, setGroupAvatar } from '../group/index';
import { readAvatar, storeAvatar } from './avatar';

/**
 * POST /api/file/upload-group-avatar: the group's root, owner or super admin replaces its avatar
 * (same types and 2 MB limit as a user's). The rows change in one transaction; the previous
 * image objects are removed once it has committed.
 */
export async function replaceGroupAvatar(
  platform: Platform,
  user: Pick<CurrentUser, 'uid' | 'roles'>,
  gid: number,
  file: File,
): Promise<GroupDetail> {
  await assertGroupRoot(platform.db, gid, user);
  const avatar = await readAvatar(file);
  return storeAvatar(
    platform,
    { file, avatar, kind: 'group-avatar', uploader: user.uid, gid, owner: eq(uploadedFile.gid, gid) },
    (tx, url) => setGroupAvatar(tx, gid, url),
  );
}

/**
 * Removes the avatars of groups that no longer exist. Disbanding runs in the group area, which
 * sits below this one, so the stored images of a disbanded group are swept here afterwards.
 */
export async function removeDisbandedGroupAvatars(platform: Platform, now: Date): Promise<number> {
  const { db, files, log } = platform;
  const orphans = await db
    .select({ id: uploadedFile.id })
    .from(uploadedFile)
    .where(
      and(
        eq(uploadedFile.type, 'group-avatar'),
        eq(uploadedFile.deleted, false),
        sql`not exists (select 1 from ${team} where ${team.id} = ${uploadedFile.gid})`,
      ),
    )
    .limit(100);
  if (orphans.length === 0) return 0;
  const removed = await db
    .update(uploadedFile)
    .set({ deleted: true, gmtModified: now })
    .where(
      and(
        inArray(
          uploadedFile.id,
          orphans.map((o) => o.id),
        ),
        eq(uploadedFile.deleted, false),
      ),
    )
    .returning({ storageKey: uploadedFile.storageKey });
  for (const { storageKey } of removed) {
    await files
      .delete(storageKey)
      .catch((error) => log.warn('disbanded group avatar not removed', { storageKey, error: String(error) }));
  }
  return removed.length;
}
