import type {
  addReplyRequest,
  deleteReplyRequest,
  ReplyQuoteType,
  ReplyVO,
  replyListQuery,
} from '@contract/comment';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { comment, discussion, reply } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { remindUser } from '../message/index';
import {
  assertMayWrite,
  assertSamePlace,
  COMMENT_NOT_FOUND,
  type CommentPlace,
  type CommentRow,
  isVisibleAuthor,
  mayRemove,
  mayReplyInContest,
  openComment,
  openPlaceOf,
  placeUrl,
  REPLY_NOT_FOUND,
} from './comment-policy';
import { allReplies, commentsWritten, replyView } from './comment-view';
import { postingRole } from './policy';

/** GET /api/reply: every reply of a comment the caller may see. */
export async function listReplies(
  db: DbOrTx,
  user: CurrentUser | null,
  query: z.output<typeof replyListQuery>,
  now: Date,
): Promise<ReplyVO[]> {
  const { place } = await openComment(db, user, query.commentId, now);
  assertSamePlace(place, 'Contest', query.cid, 'cid');
  return allReplies(db, place, query.commentId);
}

interface Quote {
  id: number;
  type: ReplyQuoteType;
  authorUid: string;
  authorName: string;
  authorAvatar: string | null;
  content: string;
}

/**
 * What a reply answers: the comment itself, or one of its replies the caller can see. Anything
 * else is bad input, refused before anything is written.
 */
async function quoteOf(
  db: DbOrTx,
  place: CommentPlace,
  row: CommentRow,
  input: z.output<typeof addReplyRequest>,
): Promise<Quote> {
  const type = input.quoteType ?? 'Comment';
  if (type === 'Comment') {
    if (input.quoteId !== undefined && input.quoteId !== row.id) {
      throw badRequest('quoteId must be the comment replied to when quoteType is Comment');
    }
    return {
      id: row.id,
      type,
      authorUid: row.fromUid,
      authorName: row.fromName,
      authorAvatar: row.fromAvatar,
      content: row.content,
    };
  }
  if (input.quoteId === undefined) throw badRequest('quoteId is required when quoteType is Reply');
  const [quoted] = await db
    .select()
    .from(reply)
    .where(and(eq(reply.id, input.quoteId), eq(reply.commentId, row.id), eq(reply.status, 0)));
  if (!quoted || !isVisibleAuthor(place, quoted.fromUid)) {
    throw badRequest('The quoted reply does not exist under this comment');
  }
  return {
    id: quoted.id,
    type,
    authorUid: quoted.fromUid,
    authorName: quoted.fromName,
    authorAvatar: quoted.fromAvatar,
    content: quoted.content,
  };
}

/**
 * POST /api/reply. The reply answers the quoted comment or reply, whose author it reminds; on a
 * discussion it also counts in commentNum (HOJ). The comment is share-locked while the reply is
 * written, so a concurrent deletion of the comment counts it exactly once.
 */
export async function addReply(
  db: DbOrTx,
  user: CurrentUser,
  input: z.output<typeof addReplyRequest>,
  now: Date,
): Promise<ReplyVO> {
  const { row, place } = await openComment(db, user, input.reply.commentId, now, () =>
    badRequest('Reply failed: the comment does not exist'),
  );
  assertSamePlace(place, 'Discussion', input.did, 'did');
  await assertMayWrite(db, user, place, 'reply');
  const quote = await quoteOf(db, place, row, input);
  if (place.kind === 'Contest' && !mayReplyInContest(place, user, row, quote.authorUid)) {
    throw forbidden('Sorry, only its author and the contest admins may reply to this comment');
  }
  const created = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: comment.id })
      .from(comment)
      .where(eq(comment.id, row.id))
      .for('share');
    if (!locked) throw badRequest('Reply failed: the comment does not exist');
    const [inserted] = await tx
      .insert(reply)
      .values({
        commentId: row.id,
        fromUid: user.uid,
        fromName: user.username,
        fromAvatar: user.avatar,
        fromRole: postingRole(user.roles),
        toUid: quote.authorUid,
        toName: quote.authorName,
        toAvatar: quote.authorAvatar,
        content: input.reply.content,
      })
      .returning();
    if (place.kind === 'Discussion') {
      await tx
        .update(discussion)
        .set({ commentNum: sql`${discussion.commentNum} + 1` })
        .where(eq(discussion.id, place.id));
    }
    await remindUser(tx, {
      action: 'Reply',
      senderId: user.uid,
      recipientId: quote.authorUid,
      sourceId: place.id,
      sourceType: place.kind,
      sourceTitle: place.title,
      sourceContent: input.reply.content,
      quoteId: quote.id,
      quoteType: quote.type,
      quoteContent: quote.content,
      url: placeUrl(place),
    });
    return inserted!;
  });
  commentsWritten(db);
  return replyView(created, user);
}

/** DELETE /api/reply: by its author or whoever may remove posts in the comment's place. */
export async function deleteReply(
  db: DbOrTx,
  user: CurrentUser,
  input: z.output<typeof deleteReplyRequest>,
  now: Date,
): Promise<void> {
  const [stored] = await db.select().from(reply).where(eq(reply.id, input.reply.id));
  if (!stored) throw notFound(REPLY_NOT_FOUND);
  const [parent] = await db.select().from(comment).where(eq(comment.id, stored.commentId));
  if (!parent) throw notFound(REPLY_NOT_FOUND);
  const place = await openPlaceOf(db, user, parent, now);
  if (!isVisibleAuthor(place, stored.fromUid)) throw notFound(REPLY_NOT_FOUND);
  if (!(await mayRemove(db, user, place, stored.fromUid))) {
    throw forbidden('Sorry, you do not have permission to delete this reply');
  }
  await db.transaction(async (tx) => {
    // Share-locking the comment orders this against a deletion of the whole comment.
    const [locked] = await tx
      .select({ id: comment.id })
      .from(comment)
      .where(eq(comment.id, parent.id))
      .for('share');
    if (!locked) throw notFound(COMMENT_NOT_FOUND);
    const [removed] = await tx.delete(reply).where(eq(reply.id, stored.id)).returning({ id: reply.id });
    if (!removed) throw notFound(REPLY_NOT_FOUND);
    if (parent.did !== null) {
      await tx
        .update(discussion)
        .set({ commentNum: sql`${discussion.commentNum} - 1` })
        .where(eq(discussion.id, parent.did));
    }
  });
  commentsWritten(db);
}
