import type { CommentVO } from '@contract/comment';
import { api } from '@web/lib/api-client';
import { type CommentTarget, targetParams } from '../lib/comment-target';

/** POST /api/comment: answers with the new comment as the list shows it. */
export const addComment = (target: CommentTarget, content: string) =>
  api.post<CommentVO>('/api/comment', { content, ...targetParams(target) });
