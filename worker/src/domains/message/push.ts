import { ADMIN_ROLES } from '@contract/roles';
import { and, asc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import { adminSysNotice, userInfo, userRole, userSysNotice } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';
import { noteUnreadChanged } from './unread-cache';

/** Recipients written per insert: one statement stays small however many users there are. */
export const PUSH_BATCH = 1000;
/** Batches one tick may write; a notice left unfinished is finished by the next tick. */
const BATCHES_PER_TICK = 200;
/** Notices one tick takes up, oldest first. */
const NOTICES_PER_TICK = 20;

type Notice = Pick<typeof adminSysNotice.$inferSelect, 'id' | 'type' | 'recipientId'>;

/** The next batch of a notice's recipients after `after` (uid order), or the one user of a Single notice. */
async function recipientsAfter(db: DbOrTx, notice: Notice, after: string): Promise<string[]> {
  if (notice.type === 'Single') return notice.recipientId && after === '' ? [notice.recipientId] : [];
  if (notice.type === 'Admin') {
    const rows = await db
      .selectDistinct({ uid: userRole.uid })
      .from(userRole)
      .where(and(inArray(userRole.roleId, [...ADMIN_ROLES]), gt(userRole.uid, after)))
      .orderBy(asc(userRole.uid))
      .limit(PUSH_BATCH);
    return rows.map((row) => row.uid);
  }
  const rows = await db
    .select({ uid: userInfo.uid })
    .from(userInfo)
    .where(gt(userInfo.uid, after))
    .orderBy(asc(userInfo.uid))
    .limit(PUSH_BATCH);
  return rows.map((row) => row.uid);
}

/**
 * Delivers the admins' unpushed notices (HOJ syncNoticeToRecentHalfYearUser) to system messages:
 * All to every user, Admin to everyone with an admin role, Single to its one user (the "mine"
 * box is for notices the site writes about the user's own things, see notify.ts). The spec
 * pushes hourly; this runs on every maintenance tick (each minute on Node, each cron run on
 * Cloudflare) instead, because a pending notice is rare and asking for one costs a single lookup in a partial index, while an admin who just wrote one
 * should not wait an hour to see it arrive. Safe to overlap: the unique (notice, recipient) index
 * makes a second delivery a no-op, and a notice is marked pushed only after all its rows exist.
 */
export async function pushNotices(db: DbOrTx, now: Date): Promise<void> {
  const pending = await db
    .select({ id: adminSysNotice.id, type: adminSysNotice.type, recipientId: adminSysNotice.recipientId })
    .from(adminSysNotice)
    .where(eq(adminSysNotice.pushed, false))
    .orderBy(asc(adminSysNotice.id))
    .limit(NOTICES_PER_TICK);
  let budget = BATCHES_PER_TICK;
  for (const notice of pending) {
    let after = '';
    for (;;) {
      if (budget-- <= 0) return;
      const uids = await recipientsAfter(db, notice, after);
      if (uids.length === 0) break;
      noteUnreadChanged(uids);
      await db
        .insert(userSysNotice)
        .values(
          uids.map((recipientId) => ({
            sysNoticeId: notice.id,
            recipientId,
            type: 'Sys',
            gmtCreate: now,
            gmtModified: now,
          })),
        )
        .onConflictDoNothing();
      if (uids.length < PUSH_BATCH) break;
      after = uids[uids.length - 1]!;
    }
    await db.update(adminSysNotice).set({ pushed: true }).where(eq(adminSysNotice.id, notice.id));
  }
}

/**
 * How far back the task looks for new users: far longer than the tick (a minute on Node, ten
 * minutes by default for the Cloudflare cron, which should not run rarer than every 15), so a
 * tick that failed or was skipped is made up by the next.
 */
const NEW_USER_WINDOW_MS = 30 * 60_000;

/**
 * A user who joins after a notice to all users was pushed still gets it (HOJ
 * syncNoticeToNewRegisterUser), with every earlier one, in their system messages. Registration
 * belongs to the account area below this one, so the maintenance task catches new users up
 * instead; the unique (notice, recipient) index makes a repeat a no-op. (A copy the new user
 * deletes within those first minutes comes back until the window has passed.)
 */
export async function welcomeNewUsers(db: DbOrTx, now: Date): Promise<void> {
  const since = new Date(now.getTime() - NEW_USER_WINDOW_MS);
  const missing = await db
    .select({ sysNoticeId: adminSysNotice.id, recipientId: userInfo.uid })
    .from(adminSysNotice)
    .innerJoin(userInfo, gte(userInfo.gmtCreate, since))
    .leftJoin(
      userSysNotice,
      and(eq(userSysNotice.sysNoticeId, adminSysNotice.id), eq(userSysNotice.recipientId, userInfo.uid)),
    )
    .where(and(eq(adminSysNotice.type, 'All'), eq(adminSysNotice.pushed, true), isNull(userSysNotice.id)));
  for (let i = 0; i < missing.length; i += PUSH_BATCH) {
    const batch = missing.slice(i, i + PUSH_BATCH);
    await db
      .insert(userSysNotice)
      .values(batch.map((row) => ({ ...row, type: 'Sys', gmtCreate: now, gmtModified: now })))
      .onConflictDoNothing();
    noteUnreadChanged(batch.map((row) => row.recipientId));
  }
}
