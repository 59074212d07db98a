import type { CommentVO } from '@contract/comment';
import { api } from '@web/lib/api-client';
import { type CommentTarget, targetParams } from '../lib/comment-target';

/** DELETE /api/comment with HOJ's body {id, fromUid, did | cid}; the server decides who may. */
export const deleteComment = (target: CommentTarget, comment: Pick<CommentVO, 'id' | 'fromUid'>) =>
  api.delete<null>('/api/comment', undefined, {
    body: { id: comment.id, fromUid: comment.fromUid, ...targetParams(target) },
  });
