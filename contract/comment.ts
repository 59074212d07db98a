import { z } from 'zod';
import { booleanFlag, optionalIdOrZero, pagingSchema, requiredId } from './common/fields';
import type { Page } from './envelope';

/**
 * Comments and replies on a discussion or in a contest (spec 2 §3, §5, §6, §7). Field names are
 * HOJ's (Comment, ReplyDTO, CommentVO, ReplyVO, CommentListVO) so its comment.vue works unchanged.
 * Times are ISO strings.
 */

/** Spec 2 §9: comments a page. */
export const COMMENT_PAGE_SIZE = 10;
/** Spec 2 §9 and HOJ's getCommentListReply: a listed comment carries its newest 3 replies. */
export const REPLY_PREVIEW_SIZE = 3;
/** Spec 2 §5: the most a comment or reply may hold. */
export const COMMENT_CONTENT_MAX = 10000;

export const COMMENT_CONTENT_EMPTY = 'content cannot be empty';
export const COMMENT_CONTENT_TOO_LONG = `content cannot exceed ${COMMENT_CONTENT_MAX}`;

export const COMMENT_SOURCE_TYPES = ['Discussion', 'Contest'] as const;
export type CommentSourceType = (typeof COMMENT_SOURCE_TYPES)[number];

export const REPLY_QUOTE_TYPES = ['Comment', 'Reply'] as const;
export type ReplyQuoteType = (typeof REPLY_QUOTE_TYPES)[number];

/** The author's role as stored on a comment or reply (HOJ): root, admin (admin or problem admin), user. */
export type CommentAuthorRole = 'root' | 'admin' | 'user';

/**
 * The text of a comment or reply: required, not blank after trimming, at most 10,000 characters
 * (counted as sent, as HOJ's client counts), no NUL. Stored as sent.
 */
export const commentContent = z
  .string({ error: COMMENT_CONTENT_EMPTY })
  .refine((v) => v.trim().length > 0, COMMENT_CONTENT_EMPTY)
  .refine((v) => v.length <= COMMENT_CONTENT_MAX, COMMENT_CONTENT_TOO_LONG)
  .refine((v) => !v.includes('\u0000'), 'content must not contain NUL characters');

/** HOJ clients send `null` (or 0) for the target they are not in: both read as absent. */
const target = (field: string) => optionalIdOrZero(field).transform((v) => (v === 0 ? undefined : v));

/** Exactly one of did (a discussion) and cid (a contest). */
const oneTarget = <T extends { did?: number; cid?: number }>(v: T, ctx: z.RefinementCtx) => {
  if (v.did === undefined && v.cid === undefined) {
    ctx.addIssue({ code: 'custom', message: 'did or cid is required' });
  } else if (v.did !== undefined && v.cid !== undefined) {
    ctx.addIssue({ code: 'custom', message: 'give did or cid, not both' });
  }
};

/** GET /api/comments: the comments of a discussion (did) or a contest (cid), 10 a page. */
export const commentListQuery = pagingSchema(COMMENT_PAGE_SIZE, 50)
  .extend({ did: target('did'), cid: target('cid') })
  .superRefine(oneTarget);
export type CommentListQuery = z.input<typeof commentListQuery>;

/** POST /api/comment (HOJ's Comment body: other fields are ignored, the author is the caller). */
export const addCommentRequest = z
  .object({ content: commentContent, did: target('did'), cid: target('cid') })
  .superRefine(oneTarget);
export type AddCommentRequest = z.input<typeof addCommentRequest>;

/** DELETE /api/comment: HOJ's client sends {id, fromUid, did, cid}; only id is read. */
export const deleteCommentRequest = z.object({ id: requiredId('id') });
export type DeleteCommentRequest = z.input<typeof deleteCommentRequest>;

/**
 * GET /api/comment-like: cid is the COMMENT's id (HOJ's name); sourceId and sourceType say where
 * the comment lives (the discussion or contest), for the like reminder's link.
 */
export const commentLikeQuery = z.object({
  cid: requiredId('cid'),
  toLike: booleanFlag('toLike').pipe(z.boolean({ error: 'toLike is required' })),
  sourceId: requiredId('sourceId'),
  sourceType: z.enum(COMMENT_SOURCE_TYPES, { error: 'sourceType must be Discussion or Contest' }),
});
export type CommentLikeQuery = z.input<typeof commentLikeQuery>;

/**
 * POST /api/reply (HOJ ReplyDTO). The reply's toUid/toName/toAvatar are taken by the server from
 * the quoted comment or reply (what the client sends there is ignored). quoteType Comment quotes
 * reply.commentId itself; Reply quotes a reply of that comment. Absent quote reads as the comment.
 * did is ignored: the discussion is the comment's own.
 */
export const addReplyRequest = z.object({
  reply: z.object(
    {
      commentId: requiredId('reply.commentId'),
      content: commentContent,
    },
    { error: 'reply is required' },
  ),
  did: target('did'),
  quoteId: target('quoteId'),
  quoteType: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.enum(REPLY_QUOTE_TYPES, { error: 'quoteType must be Comment or Reply' }).optional(),
  ),
});
export type AddReplyRequest = z.input<typeof addReplyRequest>;

/** DELETE /api/reply: HOJ's client sends {did, reply}; only reply.id is read. */
export const deleteReplyRequest = z.object({
  reply: z.object({ id: requiredId('reply.id') }, { error: 'reply is required' }),
});
export type DeleteReplyRequest = z.input<typeof deleteReplyRequest>;

/** GET /api/reply: every reply of a comment, newest first (HOJ's order); cid when in a contest. */
export const replyListQuery = z.object({ commentId: requiredId('commentId'), cid: target('cid') });
export type ReplyListQuery = z.input<typeof replyListQuery>;

/** HOJ ReplyVO. */
export interface ReplyVO {
  id: number;
  commentId: number;
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: CommentAuthorRole | null;
  fromTitleName: string | null;
  fromTitleColor: string | null;
  toUid: string | null;
  toName: string | null;
  toAvatar: string | null;
  content: string;
  /** 0 normal. */
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

/** HOJ CommentVO: replyList holds the newest REPLY_PREVIEW_SIZE replies, newest first. */
export interface CommentVO {
  id: number;
  content: string;
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: CommentAuthorRole | null;
  fromTitleName: string | null;
  fromTitleColor: string | null;
  likeNum: number;
  totalReplyNum: number;
  gmtCreate: string;
  replyList: ReplyVO[];
}

/**
 * HOJ CommentListVO: a page ordered by likeNum then newest; commentLikeMap holds true for each
 * comment of the page the caller likes (empty for guests).
 */
export interface CommentListVO {
  commentList: Page<CommentVO>;
  commentLikeMap: Record<number, boolean>;
}
