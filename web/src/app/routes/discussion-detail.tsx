import type { DiscussionDetail as DiscussionDetailData } from '@contract/discussion';
import { useQueryClient } from '@tanstack/react-query';
import { CommentSection } from '@web/features/comment';
import { discussionQuery } from '@web/features/discussion/api/get-discussion';
import { DiscussionDetail } from '@web/features/discussion/components/discussion-detail';
import { useParams } from 'react-router';

/** /discussion-detail/:discussionID: the post, then its comments (spec 2 §2). */
export default function DiscussionDetailRoute() {
  const { discussionID = '' } = useParams();
  const discussionId = /^\d{1,10}$/.test(discussionID) ? Number(discussionID) : 0;
  const queryClient = useQueryClient();
  // Refetching the detail would count the reader's own comment as another view (every load of
  // get-discussion-detail does), so the cached count moves by what the server just applied. Others'
  // comments since the page opened show on the next load, as the view count does.
  const onCommentsChanged = (delta: number) =>
    queryClient.setQueryData(
      discussionQuery(discussionId).queryKey,
      (current: DiscussionDetailData | undefined) =>
        current ? { ...current, commentNum: Math.max(0, current.commentNum + delta) } : current,
    );
  return (
    <div key={discussionID} className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-4 md:px-6">
      <DiscussionDetail discussionId={discussionId} />
      {discussionId > 0 && discussionId <= 2_147_483_647 && (
        <CommentSection discussionId={discussionId} onChanged={onCommentsChanged} />
      )}
    </div>
  );
}
