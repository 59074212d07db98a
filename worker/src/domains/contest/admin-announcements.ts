import {
  type AdminContestAnnouncement,
  type AnnouncementCreated,
  CONTEST_ADMIN_MESSAGES as M,
} from '@contract/contest-admin';
import type { Page } from '@contract/envelope';
import { eq } from 'drizzle-orm';
import { contestAnnouncement } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import type { Actor, ContestGate } from './admin-contests';
import { announcementPage } from './announcements';

/**
 * A contest's announcements in the admin pages (HOJ AdminContestAnnouncementManager): every one,
 * hidden (status 1) too, newest first; written by the contest's managers.
 */

type AnnouncementRow = typeof contestAnnouncement.$inferSelect;

/** GET /api/admin/contest/announcement. */
export async function listAdminAnnouncements(
  db: DbOrTx,
  gate: ContestGate,
  query: { cid: number; currentPage: number; limit: number },
): Promise<Page<AdminContestAnnouncement>> {
  await gate(db, query.cid);
  return announcementPage(db, query, { hiddenToo: true });
}

interface AnnouncementInput {
  cid?: number;
  announcement: { id?: number; title: string; content: string; status?: number };
}

/** POST /api/admin/contest/announcement; answers the new id. */
export async function addAnnouncement(
  db: DbOrTx,
  actor: Actor,
  gate: ContestGate,
  input: AnnouncementInput,
  now: Date,
): Promise<AnnouncementCreated> {
  if (input.cid === undefined) throw badRequest('cid is required');
  await gate(db, input.cid);
  const [created] = await db
    .insert(contestAnnouncement)
    .values({
      cid: input.cid,
      title: input.announcement.title,
      content: input.announcement.content,
      status: input.announcement.status ?? 0,
      uid: actor.uid,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning({ id: contestAnnouncement.id });
  return { id: created!.id };
}

/** Loads an announcement whose contest the gate lets the caller manage. */
async function findManagedAnnouncement(db: DbOrTx, gate: ContestGate, aid: number): Promise<AnnouncementRow> {
  const [row] = await db.select().from(contestAnnouncement).where(eq(contestAnnouncement.id, aid));
  if (!row) throw notFound(M.announcementNotFound);
  await gate(db, row.cid);
  return row;
}

/** PUT /api/admin/contest/announcement: title, content and status; it stays in its contest. */
export async function updateAnnouncement(
  db: DbOrTx,
  gate: ContestGate,
  input: AnnouncementInput,
  now: Date,
): Promise<void> {
  if (input.announcement.id === undefined) throw badRequest('announcement.id is required');
  const row = await findManagedAnnouncement(db, gate, input.announcement.id);
  if (input.cid !== undefined && input.cid !== row.cid) throw notFound(M.announcementNotFound);
  await db
    .update(contestAnnouncement)
    .set({
      title: input.announcement.title,
      content: input.announcement.content,
      status: input.announcement.status ?? row.status,
      gmtModified: now,
    })
    .where(eq(contestAnnouncement.id, row.id));
}

/**
 * DELETE /api/admin/contest/announcement; given `cid` (the group call names it), the
 * announcement must be that contest's.
 */
export async function deleteAnnouncement(
  db: DbOrTx,
  gate: ContestGate,
  aid: number,
  cid?: number,
): Promise<void> {
  const row = await findManagedAnnouncement(db, gate, aid);
  if (cid !== undefined && cid !== row.cid) throw notFound(M.announcementNotFound);
  await db.delete(contestAnnouncement).where(eq(contestAnnouncement.id, row.id));
}
