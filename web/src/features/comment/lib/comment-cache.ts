import { type CommentListVO, type CommentVO, REPLY_PREVIEW_SIZE, type ReplyVO } from '@contract/comment';
import type { InfiniteData } from '@tanstack/react-query';

export type CommentPages = InfiniteData<CommentListVO>;

/**
 * The comments of the loaded pages in order, each once: a comment posted meanwhile shifts the
 * server's pages, so the next page may repeat the last one shown.
 */
export function flattenComments(data: CommentPages | undefined): CommentVO[] {
  const seen = new Set<number>();
  const comments: CommentVO[] = [];
  for (const page of data?.pages ?? []) {
    for (const comment of page.commentList.records) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      comments.push(comment);
    }
  }
  return comments;
}

/** The comment total of the newest page read (each page reports it). */
export const commentTotal = (data: CommentPages | undefined) => data?.pages.at(-1)?.commentList.total ?? 0;

/** Whether the viewer likes a comment: any loaded page's like map may hold it. */
export const isLiked = (data: CommentPages | undefined, commentId: number) =>
  Boolean(data?.pages.some((page) => page.commentLikeMap?.[commentId]));

const mapPages = (data: CommentPages, update: (page: CommentListVO, index: number) => CommentListVO) => ({
  ...data,
  pages: data.pages.map(update),
});

const mapComment = (data: CommentPages, commentId: number, update: (comment: CommentVO) => CommentVO) =>
  mapPages(data, (page) => ({
    ...page,
    commentList: {
      ...page.commentList,
      records: page.commentList.records.map((comment) =>
        comment.id === commentId ? update(comment) : comment,
      ),
    },
  }));

/** HOJ puts a new comment on top of the list and counts it. */
export function prependComment(data: CommentPages, comment: CommentVO): CommentPages {
  return mapPages(data, (page, index) => ({
    ...page,
    commentList: {
      ...page.commentList,
      total: page.commentList.total + 1,
      records: index === 0 ? [comment, ...page.commentList.records] : page.commentList.records,
    },
  }));
}

export function removeComment(data: CommentPages, commentId: number): CommentPages {
  return mapPages(data, (page) => {
    const records = page.commentList.records.filter((comment) => comment.id !== commentId);
    const removed = records.length < page.commentList.records.length;
    return {
      ...page,
      commentList: { ...page.commentList, records, total: Math.max(0, page.commentList.total - 1) },
      commentLikeMap: removed ? withoutKey(page.commentLikeMap, commentId) : page.commentLikeMap,
    };
  });
}

function withoutKey(map: Record<number, boolean>, key: number) {
  const { [key]: _removed, ...rest } = map;
  return rest;
}

/** A like or its cancellation: the count moves by one and the like map follows. */
export function setLiked(data: CommentPages, commentId: number, liked: boolean): CommentPages {
  const moved = mapComment(data, commentId, (comment) => ({
    ...comment,
    likeNum: Math.max(0, comment.likeNum + (liked ? 1 : -1)),
  }));
  return mapPages(moved, (page, index) => ({
    ...page,
    commentLikeMap:
      index === 0
        ? { ...page.commentLikeMap, [commentId]: liked }
        : withoutKey(page.commentLikeMap, commentId),
  }));
}

/** A new reply goes first (replies are newest first) and the comment counts it. */
export function prependReply(data: CommentPages, reply: ReplyVO): CommentPages {
  return mapComment(data, reply.commentId, (comment) => ({
    ...comment,
    totalReplyNum: comment.totalReplyNum + 1,
    replyList: [reply, ...comment.replyList].slice(0, REPLY_PREVIEW_SIZE),
  }));
}

/** After a reply is deleted: the comment's preview and count from its full, fresh reply list. */
export function setReplies(data: CommentPages, commentId: number, replies: ReplyVO[]): CommentPages {
  return mapComment(data, commentId, (comment) => ({
    ...comment,
    totalReplyNum: replies.length,
    replyList: replies.slice(0, REPLY_PREVIEW_SIZE),
  }));
}

/** A deleted reply leaves the preview at once and the comment counts one fewer. */
export function removeReply(data: CommentPages, reply: Pick<ReplyVO, 'id' | 'commentId'>): CommentPages {
  return mapComment(data, reply.commentId, (comment) => ({
    ...comment,
    totalReplyNum: Math.max(0, comment.totalReplyNum - 1),
    replyList: comment.replyList.filter((item) => item.id !== reply.id),
  }));
}
