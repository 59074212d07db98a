import type { ReplyVO } from '@contract/comment';
import { api } from '@web/lib/api-client';
import type { CommentTarget } from '../lib/comment-target';

/** DELETE /api/reply with HOJ's body {did, reply}; the server decides who may. */
export const deleteReply = (target: CommentTarget, reply: Pick<ReplyVO, 'id' | 'commentId' | 'fromUid'>) =>
  api.delete<null>('/api/reply', undefined, {
    body: {
      did: target.kind === 'discussion' ? target.id : null,
      reply: { id: reply.id, commentId: reply.commentId, fromUid: reply.fromUid },
    },
  });
