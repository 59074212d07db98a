import { ADMIN_ROLES } from '@contract/roles';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { adminSysNotice, userInfo, userRole, userSysNotice } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

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
 * Delivers the admins' unpushed notices (HOJ syncNoticeToRecentHalfYearUser): All to every user,
 * Admin to everyone with an admin role, as system notices; Single to its one user as a notice of
 * their own (type Mine, where HOJ files it). The spec pushes hourly; this runs on every
 * maintenance tick (each minute on both runtimes) instead, because a pending notice is rare and
 * asking for one costs a single lookup in a partial index, while an admin who just wrote one
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
    const type = notice.type === 'Single' ? 'Mine' : 'Sys';
    let after = '';
    for (;;) {
      if (budget-- <= 0) return;
      const uids = await recipientsAfter(db, notice, after);
      if (uids.length === 0) break;
      await db
        .insert(userSysNotice)
        .values(
          uids.map((recipientId) => ({
            sysNoticeId: notice.id,
            recipientId,
            type,
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
