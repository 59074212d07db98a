import {
  type createGroupAnnouncementRequest,
  type GroupAnnouncement,
  type GroupAnnouncementPage,
  GroupAnnouncementStatus,
  type groupReaderAnnouncementListQuery,
  type updateGroupAnnouncementRequest,
} from '@contract/group';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { groupAnnouncement } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { assertGroupAdmin, assertGroupReader, canManageOwnGroupContent } from './policy';

type User = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;
/** Reader and admin lists differ only in their default page size. */
type ListQuery = z.output<typeof groupReaderAnnouncementListQuery>;

const ANNOUNCEMENT_MISSING = 'The announcement does not exist';
const NOT_AUTHOR = 'Sorry, only its author or the root of the group may change this announcement';

type AnnouncementRow = typeof groupAnnouncement.$inferSelect;

function toAnnouncement(row: AnnouncementRow): GroupAnnouncement {
  return {
    id: row.id,
    gid: row.gid,
    title: row.title,
    content: row.content,
    status: row.status,
    uid: row.uid,
    username: row.username,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

/** The group's announcements (only the visible ones with `visibleOnly`), newest first, once `gate` has let the caller in. */
async function listRows(
  db: DbOrTx,
  user: User,
  gate: typeof assertGroupReader,
  query: ListQuery,
  visibleOnly: boolean,
): Promise<GroupAnnouncementPage> {
  await gate(db, query.gid, user);
  const conditions: SQL[] = [eq(groupAnnouncement.gid, query.gid)];
  if (visibleOnly) conditions.push(eq(groupAnnouncement.status, GroupAnnouncementStatus.VISIBLE));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(groupAnnouncement).where(where);
  const rows = await db
    .select()
    .from(groupAnnouncement)
    .where(where)
    .orderBy(desc(groupAnnouncement.gmtCreate), desc(groupAnnouncement.id))
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return {
    records: rows.map(toAnnouncement),
    total: Number(total?.n ?? 0),
    current: query.currentPage,
    size: query.limit,
  };
}

/** GET /api/group/get-announcement-list: the visible announcements, newest first, for members. */
export const listGroupAnnouncements = (db: DbOrTx, user: User, query: ListQuery) =>
  listRows(db, user, assertGroupReader, query, true);

/** GET /api/group/get-admin-announcement-list: every announcement, for group admins. */
export const listGroupAdminAnnouncements = (db: DbOrTx, user: User, query: ListQuery) =>
  listRows(db, user, assertGroupAdmin, query, false);

/** POST /api/group/announcement (HOJ addAnnouncement): group admins; the caller is the author. */
export async function createGroupAnnouncement(
  db: DbOrTx,
  user: User,
  input: z.output<typeof createGroupAnnouncementRequest>,
): Promise<GroupAnnouncement> {
  await assertGroupAdmin(db, input.gid, user);
  const [row] = await db
    .insert(groupAnnouncement)
    .values({
      gid: input.gid,
      title: input.title,
      content: input.content,
      status: input.status ?? GroupAnnouncementStatus.VISIBLE,
      uid: user.uid,
      username: user.username,
    })
    .returning();
  return toAnnouncement(row!);
}

/** The announcement and the caller's right to change it: its author while a group admin, or the group's root. */
async function manageable(db: DbOrTx, user: User, id: number): Promise<AnnouncementRow> {
  const [row] = await db.select().from(groupAnnouncement).where(eq(groupAnnouncement.id, id));
  if (!row) throw notFound(ANNOUNCEMENT_MISSING);
  const access = await assertGroupAdmin(db, row.gid, user);
  // The uid as well as the username, so a later holder of a freed username gets no one else's rows.
  if (
    !canManageOwnGroupContent(access, row.username, user.username) ||
    (!access.isRoot && row.uid !== user.uid)
  ) {
    throw forbidden(NOT_AUTHOR);
  }
  return row;
}

/** PUT /api/group/announcement (HOJ updateAnnouncement): title, content and status. */
export async function updateGroupAnnouncement(
  db: DbOrTx,
  user: User,
  input: z.output<typeof updateGroupAnnouncementRequest>,
): Promise<GroupAnnouncement> {
  await manageable(db, user, input.id);
  const [row] = await db
    .update(groupAnnouncement)
    .set({
      title: input.title,
      content: input.content,
      ...(input.status !== undefined && { status: input.status }),
    })
    .where(eq(groupAnnouncement.id, input.id))
    .returning();
  if (!row) throw notFound(ANNOUNCEMENT_MISSING);
  return toAnnouncement(row);
}

/** DELETE /api/group/announcement (HOJ deleteAnnouncement). */
export async function deleteGroupAnnouncement(db: DbOrTx, user: User, id: number): Promise<void> {
  await manageable(db, user, id);
  const removed = await db
    .delete(groupAnnouncement)
    .where(eq(groupAnnouncement.id, id))
    .returning({ id: groupAnnouncement.id });
  if (removed.length === 0) throw notFound(ANNOUNCEMENT_MISSING);
}
