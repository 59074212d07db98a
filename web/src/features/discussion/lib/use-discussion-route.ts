import type { DiscussionDetail } from '@contract/discussion';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { discussionQuery, isDiscussionId } from '../api/get-discussion';

/**
 * The discussion a detail page (the site's, a group's) shows, from its :discussionID, and how its
 * comment count follows the comments below it.
 */
export function useDiscussionRoute() {
  const { discussionID = '' } = useParams();
  const discussionId = /^\d{1,10}$/.test(discussionID) ? Number(discussionID) : 0;
  const queryClient = useQueryClient();
  // Refetching the detail would count the reader's own comment as another view (every load of
  // get-discussion-detail does), so the cached count moves by what the server just applied. Others'
  // comments since the page opened show on the next load, as the view count does.
  const onCommentsChanged = (delta: number) =>
    queryClient.setQueryData(
      discussionQuery(discussionId).queryKey,
      (current: DiscussionDetail | undefined) =>
        current ? { ...current, commentNum: Math.max(0, current.commentNum + delta) } : current,
    );
  return {
    /** The raw parameter, to remount the page when it changes. */
    routeKey: discussionID,
    discussionId,
    /** Only an id that can exist has comments to load. */
    hasComments: isDiscussionId(discussionId),
    onCommentsChanged,
  };
}
