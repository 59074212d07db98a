import type { AddAnnouncementRequest, UpdateAnnouncementRequest } from '@contract/site-admin';
import { eq } from 'drizzle-orm';
import { announcement } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { siteAnnouncementPage } from './service';

export const ANNOUNCEMENT_NOT_FOUND = 'The announcement does not exist';

/** Every site-wide announcement, hidden ones too, newest first. */
export const listAdminAnnouncements = (db: DbOrTx, paging: { currentPage: number; limit: number }) =>
  siteAnnouncementPage(db, paging, { hiddenToo: true });

export async function addAnnouncement(
  db: DbOrTx,
  uid: string,
  input: AddAnnouncementRequest,
  now: Date,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(announcement)
    .values({
      title: input.title,
      content: input.content,
      status: input.status ?? 0,
      uid,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning({ id: announcement.id });
  return row!;
}

export async function updateAnnouncement(db: DbOrTx, input: UpdateAnnouncementRequest, now: Date) {
  const changed = await db
    .update(announcement)
    .set({
      ...(input.title !== undefined && { title: input.title }),
      ...(input.content !== undefined && { content: input.content }),
      ...(input.status !== undefined && { status: input.status }),
      gmtModified: now,
    })
    .where(eq(announcement.id, input.id))
    .returning({ id: announcement.id });
  if (changed.length === 0) throw notFound(ANNOUNCEMENT_NOT_FOUND);
}

export async function deleteAnnouncement(db: DbOrTx, id: number) {
  const deleted = await db
    .delete(announcement)
    .where(eq(announcement.id, id))
    .returning({ id: announcement.id });
  if (deleted.length === 0) throw notFound(ANNOUNCEMENT_NOT_FOUND);
}
