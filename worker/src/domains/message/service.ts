import type { UnreadCounts } from '@contract/message';
import { and, count, eq } from 'drizzle-orm';
import { msgRemind, userSysNotice } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/** msg_remind actions and the box each one shows in. */
const REMIND_BOXES: Record<string, keyof UnreadCounts> = {
  Discuss: 'comment',
  Reply: 'reply',
  Like_Post: 'like',
  Like_Discuss: 'like',
};

/** user_sys_notice types and their boxes. */
const NOTICE_BOXES: Record<string, keyof UnreadCounts> = {
  Sys: 'sys',
  Mine: 'mine',
};

export async function getUnreadCounts(db: DbOrTx, uid: string): Promise<UnreadCounts> {
  const counts: UnreadCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
  const reminders = await db
    .select({ action: msgRemind.action, n: count() })
    .from(msgRemind)
    .where(and(eq(msgRemind.recipientId, uid), eq(msgRemind.state, false)))
    .groupBy(msgRemind.action);
  for (const { action, n } of reminders) {
    const box = REMIND_BOXES[action];
    if (box) counts[box] += Number(n);
  }
  const notices = await db
    .select({ type: userSysNotice.type, n: count() })
    .from(userSysNotice)
    .where(and(eq(userSysNotice.recipientId, uid), eq(userSysNotice.state, false)))
    .groupBy(userSysNotice.type);
  for (const { type, n } of notices) {
    const box = NOTICE_BOXES[type];
    if (box) counts[box] += Number(n);
  }
  return counts;
}
