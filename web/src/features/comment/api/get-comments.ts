import { COMMENT_PAGE_SIZE, type CommentListVO } from '@contract/comment';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type CommentTarget, targetParams } from '../lib/comment-target';

export const getComments = (target: CommentTarget, currentPage: number, signal?: AbortSignal) =>
  api.get<CommentListVO>(
    '/api/comments',
    { ...targetParams(target), currentPage, limit: COMMENT_PAGE_SIZE },
    { signal },
  );

/** The list's cache key; the viewer is part of it because the like map and hidden comments depend on who asks. */
export const commentListKey = (target: CommentTarget, viewer: string | null) =>
  ['comment', 'list', target.kind, target.id, viewer ?? ''] as const;

/** HOJ's "Load more": pages of 10 appended below the ones already shown. */
export const commentListQuery = (target: CommentTarget, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: commentListKey(target, viewer),
    queryFn: ({ pageParam, signal }) => getComments(target, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage: number) =>
      lastPage * COMMENT_PAGE_SIZE < last.commentList.total ? lastPage + 1 : undefined,
  });

export const useComments = (target: CommentTarget, viewer: string | null) =>
  useInfiniteQuery(commentListQuery(target, viewer));
