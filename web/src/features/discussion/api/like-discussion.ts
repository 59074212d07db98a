import type { DiscussionDetail } from '@contract/discussion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { discussionQuery } from './get-discussion';

export interface LikeDiscussionInput {
  did: number;
  toLike: boolean;
}

/** GET /api/discussion-like?did&toLike: idempotent per user on the server. */
export const likeDiscussion = ({ did, toLike }: LikeDiscussionInput) =>
  api.get<unknown>('/api/discussion-like', { did, toLike });

/**
 * Spec 2 §4: a like flips hasLike and moves likeNum by one. The shown detail is updated in place
 * rather than refetched, since a refetch would count another view.
 */
export function useLikeDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeDiscussion,
    onSuccess: (_, { did, toLike }) => {
      queryClient.setQueryData(discussionQuery(did).queryKey, (current: DiscussionDetail | undefined) =>
        current && current.hasLike !== toLike
          ? { ...current, hasLike: toLike, likeNum: Math.max(0, current.likeNum + (toLike ? 1 : -1)) }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: ['discussion', 'list'] });
    },
  });
}
