import type { DiscussionDetail } from '@contract/discussion';
import { and, eq, sql } from 'drizzle-orm';
import { discussion, discussionLike } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { notFound } from '../../http/errors';
import type { Db } from '../../platform/db';
import { readConfig } from '../site/index';
import { selectDiscussionViews, toDiscussionItem } from './discussion-view';
import { mayReadDiscussion, requireDiscussionAreaOpen } from './policy';

export const DISCUSSION_MISSING = 'Sorry, the discussion does not exist!';

/**
 * GET /api/get-discussion-detail (HOJ getDiscussion): the discussion with the caller's like,
 * counting the view with an atomic increment so simultaneous readers are all counted. A
 * disabled discussion reads as missing except to its author and the admin roles; a group's
 * discussion needs openGroupDiscussion and reads as missing to all but the group's members.
 */
export async function getDiscussionDetail(
  db: Db,
  user: CurrentUser | null,
  did: number,
): Promise<DiscussionDetail> {
  const [switches, [view]] = await Promise.all([
    readConfig(db, 'switch'),
    selectDiscussionViews(db).where(eq(discussion.id, did)),
  ]);
  requireDiscussionAreaOpen(switches, view?.row.gid ?? null);
  if (!view || !(await mayReadDiscussion(db, user, view.row))) throw notFound(DISCUSSION_MISSING);

  const [counted] = await db
    .update(discussion)
    // A view is not an edit: gmtModified keeps its value.
    .set({ viewNum: sql`${discussion.viewNum} + 1`, gmtModified: sql`${discussion.gmtModified}` })
    .where(eq(discussion.id, did))
    .returning({ viewNum: discussion.viewNum });
  if (!counted) throw notFound(DISCUSSION_MISSING);

  let hasLike = false;
  if (user) {
    const [like] = await db
      .select({ id: discussionLike.id })
      .from(discussionLike)
      .where(and(eq(discussionLike.did, did), eq(discussionLike.uid, user.uid)));
    hasLike = like !== undefined;
  }
  const item = toDiscussionItem(view, view.row.content);
  return { ...item, content: view.row.content, viewNum: counted.viewNum, hasLike };
}
