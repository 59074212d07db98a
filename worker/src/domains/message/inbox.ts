import type { Page } from '@contract/envelope';
import type { CleanType, SysMsg, UserMsg } from '@contract/message';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { adminSysNotice, msgRemind, userInfo, userSysNotice } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { noteUnreadChanged } from './unread-cache';

/** The comment, reply and like boxes and the msg_remind actions each one lists. */
export type RemindBox = 'Discuss' | 'Reply' | 'Like';
const REMIND_ACTIONS: Record<RemindBox, string[]> = {
  Discuss: ['Discuss'],
  Reply: ['Reply'],
  Like: ['Like_Post', 'Like_Discuss'],
};

export type NoticeBox = 'Sys' | 'Mine';

interface Paging {
  currentPage: number;
  limit: number;
}

const actionIn = (box: RemindBox): SQL => {
  const actions = REMIND_ACTIONS[box];
  return actions.length === 1 ? eq(msgRemind.action, actions[0]!) : inArray(msgRemind.action, actions);
};

/**
 * GET /api/msg/comment|reply|like: unread first, newest first (HOJ's order). Reading a page marks
 * its rows read in the same call; the rows answer with the state they had, so the page still
 * shows which ones were new.
 */
export async function listReminders(
  db: DbOrTx,
  uid: string,
  box: RemindBox,
  paging: Paging,
): Promise<Page<UserMsg>> {
  const where = and(eq(msgRemind.recipientId, uid), actionIn(box));
  const [{ total }] = (await db.select({ total: count() }).from(msgRemind).where(where)) as [
    { total: number },
  ];
  const rows = await db
    .select({
      id: msgRemind.id,
      action: msgRemind.action,
      sourceId: msgRemind.sourceId,
      sourceType: msgRemind.sourceType,
      sourceTitle: msgRemind.sourceTitle,
      sourceContent: msgRemind.sourceContent,
      quoteId: msgRemind.quoteId,
      quoteType: msgRemind.quoteType,
      quoteContent: msgRemind.quoteContent,
      url: msgRemind.url,
      state: msgRemind.state,
      senderId: msgRemind.senderId,
      senderUsername: userInfo.username,
      senderAvatar: userInfo.avatar,
      gmtCreate: msgRemind.gmtCreate,
    })
    .from(msgRemind)
    .leftJoin(userInfo, eq(userInfo.uid, msgRemind.senderId))
    .where(where)
    .orderBy(asc(msgRemind.state), desc(msgRemind.gmtCreate), desc(msgRemind.id))
    .limit(paging.limit)
    .offset((paging.currentPage - 1) * paging.limit);
  const unread = rows.filter((row) => !row.state).map((row) => row.id);
  if (unread.length > 0) {
    noteUnreadChanged([uid]);
    await db
      .update(msgRemind)
      .set({ state: true })
      .where(and(eq(msgRemind.recipientId, uid), inArray(msgRemind.id, unread)));
  }
  return {
    records: rows.map((row) => ({ ...row, gmtCreate: row.gmtCreate.toISOString() })),
    total: Number(total),
    current: paging.currentPage,
    size: paging.limit,
  };
}

/**
 * GET /api/msg/sys|mine. A pushed admin notice shows its notice's current title and content (an
 * edit reaches everyone who has it, as in HOJ); a notice the platform wrote carries its own.
 */
export async function listNotices(
  db: DbOrTx,
  uid: string,
  box: NoticeBox,
  paging: Paging,
): Promise<Page<SysMsg>> {
  const where = and(eq(userSysNotice.recipientId, uid), eq(userSysNotice.type, box));
  const [{ total }] = (await db.select({ total: count() }).from(userSysNotice).where(where)) as [
    { total: number },
  ];
  const rows = await db
    .select({
      id: userSysNotice.id,
      title: sql<string>`coalesce(${adminSysNotice.title}, ${userSysNotice.title}, '')`,
      content: sql<string>`coalesce(${adminSysNotice.content}, ${userSysNotice.content}, '')`,
      adminId: adminSysNotice.adminId,
      type: userSysNotice.type,
      state: userSysNotice.state,
      gmtCreate: userSysNotice.gmtCreate,
    })
    .from(userSysNotice)
    .leftJoin(adminSysNotice, eq(adminSysNotice.id, userSysNotice.sysNoticeId))
    .where(where)
    .orderBy(asc(userSysNotice.state), desc(userSysNotice.gmtCreate), desc(userSysNotice.id))
    .limit(paging.limit)
    .offset((paging.currentPage - 1) * paging.limit);
  const unread = rows.filter((row) => !row.state).map((row) => row.id);
  if (unread.length > 0) {
    noteUnreadChanged([uid]);
    await db
      .update(userSysNotice)
      .set({ state: true })
      .where(and(eq(userSysNotice.recipientId, uid), inArray(userSysNotice.id, unread)));
  }
  return {
    records: rows.map((row) => ({ ...row, gmtCreate: row.gmtCreate.toISOString() })),
    total: Number(total),
    current: paging.currentPage,
    size: paging.limit,
  };
}

export const MESSAGE_NOT_FOUND = 'The message does not exist';

/**
 * DELETE /api/msg/clean: one of the caller's messages (id), or the whole box. Only the caller's
 * own rows are touched, and only the named box's (HOJ clears every reminder box at once when
 * asked for one; the tab the user clears is what the user means).
 */
export async function cleanMessages(
  db: DbOrTx,
  uid: string,
  type: CleanType,
  id: number | undefined,
): Promise<void> {
  const notice = type === 'Sys' || type === 'Mine';
  const where = notice
    ? and(
        eq(userSysNotice.recipientId, uid),
        eq(userSysNotice.type, type),
        id === undefined ? undefined : eq(userSysNotice.id, id),
      )
    : and(
        eq(msgRemind.recipientId, uid),
        actionIn(type),
        id === undefined ? undefined : eq(msgRemind.id, id),
      );
  const table = notice ? userSysNotice : msgRemind;
  noteUnreadChanged([uid]);
  if (id === undefined) {
    await db.delete(table).where(where);
    return;
  }
  const deleted = await db.delete(table).where(where).returning({ id: table.id });
  if (deleted.length === 0) throw notFound(MESSAGE_NOT_FOUND);
}
