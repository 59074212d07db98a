import type { UnreadCounts } from '@contract/message';
import { and, count, eq, sql } from 'drizzle-orm';
import { msgRemind, userSysNotice } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';
import { cachedUnreadCounts } from './unread-cache';

/** msg_remind actions and user_sys_notice types, and the box each one shows in. */
const BOXES: Record<string, keyof UnreadCounts> = {
  Discuss: 'comment',
  Reply: 'reply',
  Like_Post: 'like',
  Like_Discuss: 'like',
  Sys: 'sys',
  Mine: 'mine',
};

/**
 * GET /api/msg/unread, which every signed-in page polls: one round trip, and each half reads
 * only the partial indexes of unread rows (index-only), however many read rows a user keeps.
 */
export function getUnreadCounts(db: DbOrTx, uid: string): Promise<UnreadCounts> {
  return cachedUnreadCounts(db, uid, () => countUnread(db, uid));
}

async function countUnread(db: DbOrTx, uid: string): Promise<UnreadCounts> {
  const counts: UnreadCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
  // `state = false` is written out rather than bound: a bound parameter would keep a prepared
  // plan from matching the partial indexes' predicate.
  const rows = await db
    .select({ kind: msgRemind.action, n: count() })
    .from(msgRemind)
    .where(and(eq(msgRemind.recipientId, uid), sql`${msgRemind.state} = false`))
    .groupBy(msgRemind.action)
    .unionAll(
      db
        .select({ kind: userSysNotice.type, n: count() })
        .from(userSysNotice)
        .where(and(eq(userSysNotice.recipientId, uid), sql`${userSysNotice.state} = false`))
        .groupBy(userSysNotice.type),
    );
  for (const { kind, n } of rows) {
    const box = BOXES[kind];
    if (box) counts[box] += Number(n);
  }
  return counts;
}
