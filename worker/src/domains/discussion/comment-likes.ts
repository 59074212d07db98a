import type { commentLikeQuery } from '@contract/comment';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { comment, commentLike } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import type { DbOrTx } from '../../platform/db';
import { remindUser } from '../message/index';
import { assertSamePlace, openComment, placeUrl } from './comment-policy';
import { commentsWritten } from './comment-view';

/**
 * GET /api/comment-like: likes or unlikes a comment, idempotently. The unique (comment, user)
 * index decides which of two identical calls counts, and likeNum moves only with a row actually
 * inserted or removed, so it never drifts from the rows however many calls race. A like reminds
 * the comment's author; an unlike writes nothing else.
 */
export async function likeComment(
  db: DbOrTx,
  user: CurrentUser,
  query: z.output<typeof commentLikeQuery>,
  now: Date,
): Promise<void> {
  const { row, place } = await openComment(db, user, query.cid, now);
  assertSamePlace(place, query.sourceType, query.sourceId, 'sourceId');
  await db.transaction(async (tx) => {
    if (query.toLike) {
      const [liked] = await tx
        .insert(commentLike)
        .values({ commentId: row.id, uid: user.uid })
        .onConflictDoNothing()
        .returning({ id: commentLike.id });
      if (!liked) return;
      await tx
        .update(comment)
        .set({ likeNum: sql`${comment.likeNum} + 1` })
        .where(eq(comment.id, row.id));
      await remindUser(tx, {
        action: 'Like_Discuss',
        senderId: user.uid,
        recipientId: row.fromUid,
        sourceId: place.id,
        sourceType: place.kind,
        sourceTitle: place.title,
        quoteId: row.id,
        quoteType: 'Comment',
        quoteContent: row.content,
        url: placeUrl(place),
      });
      return;
    }
    const [unliked] = await tx
      .delete(commentLike)
      .where(and(eq(commentLike.commentId, row.id), eq(commentLike.uid, user.uid)))
      .returning({ id: commentLike.id });
    if (!unliked) return;
    await tx
      .update(comment)
      .set({ likeNum: sql`${comment.likeNum} - 1` })
      .where(eq(comment.id, row.id));
  });
  commentsWritten(db);
}
