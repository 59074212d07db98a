import { and, eq, sql } from 'drizzle-orm';
import { discussion, discussionLike } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { notFound } from '../../http/errors';
import type { Db } from '../../platform/db';
import { remindUser } from '../message/index';
import { readConfig } from '../site/index';
import { DISCUSSION_MISSING } from './detail';
import { discussionUrl, mayReadDiscussion, requireGroupDiscussionOpen } from './policy';

/**
 * GET /api/discussion-like (HOJ addDiscussionLike). The like row's unique (did, uid) index makes
 * the toggle idempotent: likeNum moves only when a row is really added or removed, in the same
 * transaction, so repeated and simultaneous toggles never make it drift. A new like of someone
 * else's discussion reminds its author (Like_Post: HOJ's action for a liked post).
 */
export async function toggleDiscussionLike(
  db: Db,
  user: CurrentUser,
  did: number,
  toLike: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: discussion.id,
        uid: discussion.uid,
        status: discussion.status,
        gid: discussion.gid,
        title: discussion.title,
      })
      .from(discussion)
      .where(eq(discussion.id, did));
    if (!row) throw notFound(DISCUSSION_MISSING);
    if (row.gid !== null) requireGroupDiscussionOpen(await readConfig(tx, 'switch'));
    if (!(await mayReadDiscussion(tx, user, row))) throw notFound(DISCUSSION_MISSING);

    // A like is not an edit: gmtModified keeps its value.
    const untouched = { gmtModified: sql`${discussion.gmtModified}` };
    if (toLike) {
      const added = await tx
        .insert(discussionLike)
        .values({ did, uid: user.uid })
        .onConflictDoNothing()
        .returning({ id: discussionLike.id });
      if (added.length === 0) return;
      await tx
        .update(discussion)
        .set({ likeNum: sql`${discussion.likeNum} + 1`, ...untouched })
        .where(eq(discussion.id, did));
      await remindUser(tx, {
        action: 'Like_Post',
        senderId: user.uid,
        recipientId: row.uid,
        sourceId: did,
        sourceType: 'Discussion',
        sourceTitle: row.title,
        url: discussionUrl(did, row.gid),
      });
    } else {
      const removed = await tx
        .delete(discussionLike)
        .where(and(eq(discussionLike.did, did), eq(discussionLike.uid, user.uid)))
        .returning({ id: discussionLike.id });
      if (removed.length === 0) return;
      await tx
        .update(discussion)
        .set({ likeNum: sql`greatest(${discussion.likeNum} - 1, 0)`, ...untouched })
        .where(eq(discussion.id, did));
    }
  });
}
