import type { ReplyVO } from '@contract/comment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/reply: every reply of a comment, newest first; cid in a contest. */
export const getReplies = (commentId: number, cid: number | undefined, signal?: AbortSignal) =>
  api.get<ReplyVO[]>('/api/reply', { commentId, cid }, { signal });

export const repliesQuery = (commentId: number, cid: number | undefined, viewer: string | null) =>
  queryOptions({
    queryKey: ['comment', 'replies', commentId, viewer ?? ''],
    queryFn: ({ signal }) => getReplies(commentId, cid, signal),
  });

/** The full reply list, fetched only once the reader expands it. */
export const useReplies = (
  commentId: number,
  cid: number | undefined,
  viewer: string | null,
  enabled: boolean,
) => useQuery({ ...repliesQuery(commentId, cid, viewer), enabled });
