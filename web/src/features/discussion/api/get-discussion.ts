import type { DiscussionDetail } from '@contract/discussion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/get-discussion-detail?did: each load counts a view. */
export const getDiscussion = (did: number) =>
  api.get<DiscussionDetail>('/api/get-discussion-detail', { did });

/**
 * No abort signal on purpose: a fetch that uses one is cancelled when its page unmounts and is
 * sent again on the next mount (React's strict mode mounts twice), and the server would count
 * each as a view.
 */
export const discussionQuery = (did: number) =>
  queryOptions({
    queryKey: ['discussion', 'detail', did],
    queryFn: () => getDiscussion(did),
  });

/** A did that cannot exist (not a positive 32-bit id) is not asked for. */
export const isDiscussionId = (did: number) => Number.isSafeInteger(did) && did > 0 && did <= 2_147_483_647;

export const useDiscussion = (did: number) =>
  useQuery({ ...discussionQuery(did), enabled: isDiscussionId(did) });
