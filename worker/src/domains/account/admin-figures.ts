import { count, desc, eq } from 'drizzle-orm';
import { userInfo, userSession } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userInfo);
  return row?.n ?? 0;
}

export type SessionRow = typeof userSession.$inferSelect;

/**
 * The login before the current one, as HOJ's dashboard shows it as "last login": the second
 * newest session of the user, or the newest when there is only one.
 */
export async function previousSessionOf(db: DbOrTx, uid: string): Promise<SessionRow | null> {
  const rows = await db
    .select()
    .from(userSession)
    .where(eq(userSession.uid, uid))
    .orderBy(desc(userSession.gmtCreate), desc(userSession.id))
    .limit(2);
  return rows[1] ?? rows[0] ?? null;
}
