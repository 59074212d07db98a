import { type CommentAuthorRole, type CommentVO, REPLY_PREVIEW_SIZE, type ReplyVO } from '@contract/comment';
import type { Page } from '@contract/envelope';
import { and, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { comment, commentLike, reply, userInfo } from '../../db/schema';
import { coalesce } from '../../lib/coalesce';
import type { DbOrTx } from '../../platform/db';
import type { CommentPlace, CommentRow } from './comment-policy';

/**
 * Comments and replies as HOJ's client reads them (CommentVO, ReplyVO). A page costs a fixed
 * number of index-driven statements whatever its size: the page with its total, the newest
 * replies of all its comments with their counts, and the caller's likes among them.
 *
 * Reads everyone sees alike are shared (lib/coalesce) while in flight and for a second after,
 * as the other hot public pages are, so a crowd reading one busy discussion costs the database
 * one read a second. Every comment, reply or like written here bumps the generation in the key,
 * so a read that began before a write never answers a request made after it: whoever posts and
 * reloads sees their post at once. What other areas change (an author's title) shows within the
 * second.
 */

const SHARED_READ_FRESH_MS = 1000;

const generations = new WeakMap<object, number>();
const generationOf = (db: DbOrTx) => generations.get(db) ?? 0;

/** Called after a comment, reply or like is written or removed (the transaction committed). */
export function commentsWritten(db: DbOrTx): void {
  generations.set(db, generationOf(db) + 1);
}

const placeKey = (place: CommentPlace) => `${place.kind}:${place.id}`;
/** During a running contest each viewer sees other posts: only unfiltered reads are shared. */
const sharedByAll = (place: CommentPlace) => place.kind === 'Discussion' || place.visibleAuthors === null;

type ReplyRow = typeof reply.$inferSelect;
interface AuthorTitle {
  titleName: string | null;
  titleColor: string | null;
}

export function replyView(row: ReplyRow, title: AuthorTitle): ReplyVO {
  return {
    id: row.id,
    commentId: row.commentId,
    fromUid: row.fromUid,
    fromName: row.fromName,
    fromAvatar: row.fromAvatar,
    fromRole: row.fromRole as CommentAuthorRole | null,
    fromTitleName: title.titleName,
    fromTitleColor: title.titleColor,
    toUid: row.toUid,
    toName: row.toName,
    toAvatar: row.toAvatar,
    content: row.content,
    status: row.status,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

export function commentView(
  row: CommentRow,
  title: AuthorTitle,
  replyList: ReplyVO[],
  totalReplyNum: number,
): CommentVO {
  return {
    id: row.id,
    content: row.content,
    fromUid: row.fromUid,
    fromName: row.fromName,
    fromAvatar: row.fromAvatar,
    fromRole: row.fromRole as CommentAuthorRole | null,
    fromTitleName: title.titleName,
    fromTitleColor: title.titleColor,
    likeNum: row.likeNum,
    totalReplyNum,
    gmtCreate: row.gmtCreate.toISOString(),
    replyList,
  };
}

const placeFilter = (place: CommentPlace): SQL =>
  place.kind === 'Discussion' ? eq(comment.did, place.id) : eq(comment.cid, place.id);

/** Replies the place's viewer may see: all, or during a running contest only the allowed authors'. */
const visibleReplies = (place: CommentPlace): SQL | undefined =>
  place.kind === 'Contest' && place.visibleAuthors !== null
    ? inArray(reply.fromUid, place.visibleAuthors)
    : undefined;

const authorTitle = { titleName: userInfo.titleName, titleColor: userInfo.titleColor };

/**
 * A comment as stored, shared like the pages: only this area writes comments, and each of its
 * writes moves the generation.
 */
export function sharedCommentRow(db: DbOrTx, id: number): Promise<CommentRow | undefined> {
  return coalesce(
    db,
    `comment-row:${generationOf(db)}:${id}`,
    () =>
      db
        .select()
        .from(comment)
        .where(eq(comment.id, id))
        .then((rows) => rows[0]),
    { freshForMs: SHARED_READ_FRESH_MS },
  );
}

/** One page of a place's comments, most liked first, then newest (HOJ's order). */
export function commentPage(
  db: DbOrTx,
  place: CommentPlace,
  currentPage: number,
  limit: number,
): Promise<Page<CommentVO>> {
  if (!sharedByAll(place)) return readCommentPage(db, place, currentPage, limit);
  const key = `comment-page:${generationOf(db)}:${placeKey(place)}:${currentPage}:${limit}`;
  return coalesce(db, key, () => readCommentPage(db, place, currentPage, limit), {
    freshForMs: SHARED_READ_FRESH_MS,
  });
}

async function readCommentPage(
  db: DbOrTx,
  place: CommentPlace,
  currentPage: number,
  limit: number,
): Promise<Page<CommentVO>> {
  const where = and(
    placeFilter(place),
    eq(comment.status, 0),
    place.kind === 'Contest' && place.visibleAuthors !== null
      ? inArray(comment.fromUid, place.visibleAuthors)
      : undefined,
  );
  const readTotal = () =>
    db
      .select({ total: count() })
      .from(comment)
      .where(where)
      .then((rows) => rows[0]?.total ?? 0);
  const [rows, total] = await Promise.all([
    db
      .select({ row: getTableColumns(comment), ...authorTitle })
      .from(comment)
      .leftJoin(userInfo, eq(userInfo.uid, comment.fromUid))
      .where(where)
      .orderBy(desc(comment.likeNum), desc(comment.id))
      .limit(limit)
      .offset((currentPage - 1) * limit),
    // Every page of a place has the same total: its pages share one count.
    sharedByAll(place)
      ? coalesce(db, `comment-total:${generationOf(db)}:${placeKey(place)}`, readTotal, {
          freshForMs: SHARED_READ_FRESH_MS,
        })
      : readTotal(),
  ]);
  const previews = await replyPreviews(
    db,
    place,
    rows.map(({ row }) => row.id),
  );
  return {
    records: rows.map(({ row, ...title }) => {
      const preview = previews.get(row.id);
      return commentView(row, title, preview?.replies ?? [], preview?.total ?? 0);
    }),
    total,
    current: currentPage,
    size: limit,
  };
}

/**
 * The newest REPLY_PREVIEW_SIZE visible replies of each comment and how many it has, in one
 * statement: a lateral join walks (comment_id, id) backwards for each comment, and the count
 * reads the same index.
 */
async function replyPreviews(
  db: DbOrTx,
  place: CommentPlace,
  commentIds: number[],
): Promise<Map<number, { replies: ReplyVO[]; total: number }>> {
  const previews = new Map<number, { replies: ReplyVO[]; total: number }>();
  if (commentIds.length === 0) return previews;
  const visible = visibleReplies(place);
  const newest = db
    .select({ ...getTableColumns(reply), ...authorTitle })
    .from(reply)
    .leftJoin(userInfo, eq(userInfo.uid, reply.fromUid))
    .where(and(eq(reply.commentId, comment.id), eq(reply.status, 0), visible))
    .orderBy(desc(reply.id))
    .limit(REPLY_PREVIEW_SIZE)
    .as('newest');
  const total = db
    .select({ total: count().as('total') })
    .from(reply)
    .where(and(eq(reply.commentId, comment.id), eq(reply.status, 0), visible))
    .as('counted');
  const rows = await db
    .select({
      commentId: comment.id,
      total: total.total,
      newest: {
        id: newest.id,
        commentId: newest.commentId,
        fromUid: newest.fromUid,
        fromName: newest.fromName,
        fromAvatar: newest.fromAvatar,
        fromRole: newest.fromRole,
        toUid: newest.toUid,
        toName: newest.toName,
        toAvatar: newest.toAvatar,
        content: newest.content,
        status: newest.status,
        gmtCreate: newest.gmtCreate,
        gmtModified: newest.gmtModified,
        titleName: newest.titleName,
        titleColor: newest.titleColor,
      },
    })
    .from(comment)
    .innerJoinLateral(total, sql`true`)
    .leftJoinLateral(newest, sql`true`)
    .where(inArray(comment.id, commentIds))
    .orderBy(comment.id, desc(newest.id));
  for (const row of rows) {
    let entry = previews.get(row.commentId);
    if (!entry) {
      entry = { replies: [], total: Number(row.total) };
      previews.set(row.commentId, entry);
    }
    if (row.newest) {
      const { titleName, titleColor, ...stored } = row.newest;
      entry.replies.push(replyView(stored, { titleName, titleColor }));
    }
  }
  return previews;
}

/** Every visible reply of a comment, newest first (HOJ getAllReplyByCommentId). */
export function allReplies(db: DbOrTx, place: CommentPlace, commentId: number): Promise<ReplyVO[]> {
  if (!sharedByAll(place)) return readAllReplies(db, place, commentId);
  return coalesce(
    db,
    `comment-replies:${generationOf(db)}:${commentId}`,
    () => readAllReplies(db, place, commentId),
    { freshForMs: SHARED_READ_FRESH_MS },
  );
}

async function readAllReplies(db: DbOrTx, place: CommentPlace, commentId: number): Promise<ReplyVO[]> {
  const rows = await db
    .select({ row: getTableColumns(reply), ...authorTitle })
    .from(reply)
    .leftJoin(userInfo, eq(userInfo.uid, reply.fromUid))
    .where(and(eq(reply.commentId, commentId), eq(reply.status, 0), visibleReplies(place)))
    .orderBy(desc(reply.id));
  return rows.map(({ row, ...title }) => replyView(row, title));
}

/**
 * The comments among `commentIds` that `uid` likes, as HOJ's commentLikeMap; kept for a second
 * per reader like the pages (a like moves the generation, so the liker sees it at once).
 */
export function likedAmong(db: DbOrTx, uid: string, commentIds: number[]): Promise<Record<number, boolean>> {
  if (commentIds.length === 0) return Promise.resolve({});
  return coalesce(
    db,
    `comment-likes:${generationOf(db)}:${uid}:${commentIds.join(',')}`,
    async () => {
      const rows = await db
        .select({ commentId: commentLike.commentId })
        .from(commentLike)
        .where(and(eq(commentLike.uid, uid), inArray(commentLike.commentId, commentIds)));
      const liked: Record<number, boolean> = {};
      for (const row of rows) liked[row.commentId] = true;
      return liked;
    },
    { freshForMs: SHARED_READ_FRESH_MS },
  );
}
