import type { DiscussionListItem } from '@contract/discussion';
import { eq } from 'drizzle-orm';
import { discussion, discussionCategory, userInfo } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/**
 * The discussion as the list and the detail show it (HOJ DiscussionVO): the row with its
 * category's name and the author's title badge as they are now.
 */
export const discussionViewColumns = {
  row: discussion,
  categoryName: discussionCategory.name,
  titleName: userInfo.titleName,
  titleColor: userInfo.titleColor,
};

/** discussion left-joined to its category and author; callers add where, order and paging. */
export const selectDiscussionViews = (db: DbOrTx) =>
  db
    .select(discussionViewColumns)
    .from(discussion)
    .leftJoin(discussionCategory, eq(discussionCategory.id, discussion.categoryId))
    .leftJoin(userInfo, eq(userInfo.uid, discussion.uid));

export interface DiscussionViewRow {
  row: typeof discussion.$inferSelect;
  categoryName: string | null;
  titleName: string | null;
  titleColor: string | null;
}

export function toDiscussionItem(view: DiscussionViewRow, content: string | null): DiscussionListItem {
  const { row } = view;
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    content,
    pid: row.pid,
    uid: row.uid,
    author: row.author,
    avatar: row.avatar,
    role: row.role,
    viewNum: row.viewNum,
    likeNum: row.likeNum,
    commentNum: row.commentNum,
    topPriority: row.topPriority !== 0,
    status: row.status,
    gid: row.gid,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
    categoryName: view.categoryName,
    titleName: view.titleName,
    titleColor: view.titleColor,
  };
}

/** The discussion's id, author and visibility, for the policy checks before a write. */
export async function findDiscussion(db: DbOrTx, did: number) {
  const [row] = await db
    .select({
      id: discussion.id,
      uid: discussion.uid,
      status: discussion.status,
      gid: discussion.gid,
      title: discussion.title,
    })
    .from(discussion)
    .where(eq(discussion.id, did));
  return row ?? null;
}
