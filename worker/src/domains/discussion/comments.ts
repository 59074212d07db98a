import type {
  addCommentRequest,
  CommentListVO,
  CommentVO,
  commentListQuery,
  deleteCommentRequest,
} from '@contract/comment';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { comment, discussion, reply } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, type HttpError, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { remindUser } from '../message/index';
import {
  assertMayWrite,
  COMMENT_NOT_FOUND,
  type CommentPlace,
  mayRemove,
  openComment,
  openContestPlace,
  openDiscussionPlace,
  placeUrl,
} from './comment-policy';
import { commentPage, commentsWritten, commentView, likedAmong } from './comment-view';
import { postingRole } from './policy';

/** GET /api/comments: a page of a discussion's or contest's comments with the caller's likes. */
export async function listComments(
  db: DbOrTx,
  user: CurrentUser | null,
  query: z.output<typeof commentListQuery>,
  now: Date,
): Promise<CommentListVO> {
  const place = await openPlace(db, user, query, now);
  const page = await commentPage(db, place, query.currentPage, query.limit);
  const commentLikeMap = user
    ? await likedAmong(
        db,
        user.uid,
        page.records.map((c) => c.id),
      )
    : {};
  return { commentList: page, commentLikeMap };
}

function openPlace(
  db: DbOrTx,
  user: CurrentUser | null,
  target: { did?: number; cid?: number },
  now: Date,
  missing?: () => HttpError,
): Promise<CommentPlace> {
  if (target.cid !== undefined) return openContestPlace(db, user, target.cid, now, missing);
  return openDiscussionPlace(db, user, target.did as number, missing);
}

/**
 * POST /api/comment. The comment, the discussion's commentNum and the reminder to the
 * discussion's author are written together.
 */
export async function addComment(
  db: DbOrTx,
  user: CurrentUser,
  input: z.output<typeof addCommentRequest>,
  now: Date,
): Promise<CommentVO> {
  const place = await openPlace(db, user, input, now, () =>
    badRequest(
      input.cid !== undefined
        ? 'Comment failed: the contest does not exist'
        : 'Comment failed: the discussion does not exist',
    ),
  );
  await assertMayWrite(db, user, place, 'comment');
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(comment)
      .values({
        did: place.kind === 'Discussion' ? place.id : null,
        cid: place.kind === 'Contest' ? place.id : null,
        content: input.content,
        fromUid: user.uid,
        fromName: user.username,
        fromAvatar: user.avatar,
        fromRole: postingRole(user.roles),
      })
      .returning();
    if (place.kind === 'Discussion') {
      await tx
        .update(discussion)
        .set({ commentNum: sql`${discussion.commentNum} + 1` })
        .where(eq(discussion.id, place.id));
      await remindUser(tx, {
        action: 'Discuss',
        senderId: user.uid,
        recipientId: place.authorUid,
        sourceId: place.id,
        sourceType: 'Discussion',
        sourceTitle: place.title,
        sourceContent: input.content,
        url: placeUrl(place),
      });
    }
    return created!;
  });
  commentsWritten(db);
  return commentView(row, user, [], 0);
}

/**
 * DELETE /api/comment: the comment with its replies and likes. A discussion's commentNum counts
 * comments and replies (HOJ), so it drops by one plus the replies removed. The comment is locked
 * first so a reply being added or removed meanwhile is counted exactly once.
 */
export async function deleteComment(
  db: DbOrTx,
  user: CurrentUser,
  input: z.output<typeof deleteCommentRequest>,
  now: Date,
): Promise<void> {
  const { row, place } = await openComment(db, user, input.id, now);
  if (!(await mayRemove(db, user, place, row.fromUid))) {
    throw forbidden('Sorry, you do not have permission to delete this comment');
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: comment.id })
      .from(comment)
      .where(eq(comment.id, row.id))
      .for('update');
    if (!locked) throw notFound(COMMENT_NOT_FOUND);
    const [replies] = await tx.select({ n: count() }).from(reply).where(eq(reply.commentId, row.id));
    await tx.delete(comment).where(eq(comment.id, row.id));
    if (row.did !== null) {
      await tx
        .update(discussion)
        .set({ commentNum: sql`${discussion.commentNum} - ${1 + (replies?.n ?? 0)}` })
        .where(eq(discussion.id, row.did));
    }
  });
  commentsWritten(db);
}
