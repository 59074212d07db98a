import type { ReplyQuoteType, ReplyVO } from '@contract/comment';
import { api } from '@web/lib/api-client';
import type { CommentTarget } from '../lib/comment-target';

export interface ReplyDraft {
  commentId: number;
  content: string;
  /** The comment itself, or one of its replies, being answered. */
  quoteId: number;
  quoteType: ReplyQuoteType;
}

/** POST /api/reply (HOJ ReplyDTO): the server takes the addressee from the quoted comment or reply. */
export const addReply = (target: CommentTarget, draft: ReplyDraft) =>
  api.post<ReplyVO>('/api/reply', {
    reply: { commentId: draft.commentId, content: draft.content },
    did: target.kind === 'discussion' ? target.id : null,
    quoteId: draft.quoteId,
    quoteType: draft.quoteType,
  });
