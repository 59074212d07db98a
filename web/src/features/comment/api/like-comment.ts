import { api } from '@web/lib/api-client';
import { type CommentTarget, likeSource } from '../lib/comment-target';

/** GET /api/comment-like: `cid` is the comment's id (HOJ's name), the source says where it lives. */
export const likeComment = (target: CommentTarget, commentId: number, toLike: boolean) =>
  api.get<null>('/api/comment-like', { cid: commentId, toLike, ...likeSource(target) });
