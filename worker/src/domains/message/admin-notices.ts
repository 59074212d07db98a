import type { Page } from '@contract/envelope';
import {
  type AddNoticeRequest,
  type AdminNotice,
  NOTICE_MESSAGES as M,
  type NoticeType,
  type UpdateNoticeRequest,
} from '@contract/message';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adminSysNotice, userInfo } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { noteEveryoneChanged } from './unread-cache';

/** The super admin's notices (HOJ AdminNoticeManager); the push (push.ts) delivers them. */

const author = alias(userInfo, 'notice_author');
const recipient = alias(userInfo, 'notice_recipient');

/** GET /api/admin/msg/notice: unpushed first, newest first (HOJ's order), optionally one type. */
export async function listAdminNotices(
  db: DbOrTx,
  query: { currentPage: number; limit: number; type?: NoticeType },
): Promise<Page<AdminNotice>> {
  const where = query.type ? eq(adminSysNotice.type, query.type) : undefined;
  const [{ total }] = (await db.select({ total: count() }).from(adminSysNotice).where(where)) as [
    { total: number },
  ];
  const rows = await db
    .select({
      id: adminSysNotice.id,
      title: adminSysNotice.title,
      content: adminSysNotice.content,
      type: adminSysNotice.type,
      state: adminSysNotice.pushed,
      recipientId: adminSysNotice.recipientId,
      recipientUsername: recipient.username,
      adminUsername: author.username,
      gmtCreate: adminSysNotice.gmtCreate,
      gmtModified: adminSysNotice.gmtModified,
    })
    .from(adminSysNotice)
    .leftJoin(author, eq(author.uid, adminSysNotice.adminId))
    .leftJoin(recipient, eq(recipient.uid, adminSysNotice.recipientId))
    .where(where)
    .orderBy(asc(adminSysNotice.pushed), desc(adminSysNotice.gmtCreate), desc(adminSysNotice.id))
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return {
    records: rows.map((row) => ({
      ...row,
      type: row.type as NoticeType,
      gmtCreate: row.gmtCreate.toISOString(),
      gmtModified: row.gmtModified.toISOString(),
    })),
    total: Number(total),
    current: query.currentPage,
    size: query.limit,
  };
}

async function recipientUid(db: DbOrTx, username: string): Promise<string> {
  const [row] = await db
    .select({ uid: userInfo.uid })
    .from(userInfo)
    .where(eq(sql`lower(${userInfo.username})`, username.toLowerCase()));
  if (!row) throw badRequest(M.recipientUnknown);
  return row.uid;
}

/** The recipient a notice of `type` goes to: the named user for Single, nobody in particular otherwise. */
async function resolveRecipient(
  db: DbOrTx,
  type: NoticeType,
  username: string | undefined,
): Promise<string | null> {
  if (type !== 'Single') return null;
  if (username === undefined) throw badRequest(M.recipientRequired);
  return recipientUid(db, username);
}

/** POST /api/admin/msg/notice; the next maintenance tick pushes it. */
export async function addNotice(
  db: DbOrTx,
  adminId: string,
  input: AddNoticeRequest,
  now: Date,
): Promise<{ id: number }> {
  const recipientId = await resolveRecipient(db, input.type, input.recipientUsername);
  const [row] = await db
    .insert(adminSysNotice)
    .values({
      title: input.title,
      content: input.content,
      type: input.type,
      recipientId,
      adminId,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning({ id: adminSysNotice.id });
  return row!;
}

/**
 * PUT /api/admin/msg/notice. Title and content may change at any time: the delivered copies read
 * them from the notice. Who receives it may change only until it is pushed, since the delivered
 * rows cannot be taken back from one set of users and given to another consistently.
 */
export async function updateNotice(db: DbOrTx, input: UpdateNoticeRequest, now: Date): Promise<void> {
  const [row] = await db.select().from(adminSysNotice).where(eq(adminSysNotice.id, input.id));
  if (!row) throw notFound(M.notFound);
  const type = input.type ?? (row.type as NoticeType);
  const recipientId =
    type !== 'Single'
      ? null
      : input.recipientUsername !== undefined
        ? await recipientUid(db, input.recipientUsername)
        : row.type === 'Single'
          ? row.recipientId
          : await resolveRecipient(db, type, undefined);
  const recipientsChange = type !== row.type || recipientId !== row.recipientId;
  if (recipientsChange && row.pushed) throw badRequest(M.pushedRecipients);
  const changed = await db
    .update(adminSysNotice)
    .set({
      ...(input.title !== undefined && { title: input.title }),
      ...(input.content !== undefined && { content: input.content }),
      type,
      recipientId,
      gmtModified: now,
    })
    // A push that lands between the read and this write keeps the recipients it delivered to.
    .where(
      and(eq(adminSysNotice.id, row.id), recipientsChange ? eq(adminSysNotice.pushed, false) : undefined),
    )
    .returning({ id: adminSysNotice.id });
  if (changed.length === 0) throw recipientsChange ? badRequest(M.pushedRecipients) : notFound(M.notFound);
}

/** DELETE /api/admin/msg/notice: the delivered copies go with it. */
export async function deleteNotice(db: DbOrTx, id: number): Promise<void> {
  noteEveryoneChanged();
  const deleted = await db
    .delete(adminSysNotice)
    .where(eq(adminSysNotice.id, id))
    .returning({ id: adminSysNotice.id });
  if (deleted.length === 0) throw notFound(M.notFound);
}
