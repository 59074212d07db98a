import { CommentSection } from '@web/features/comment';
import { DiscussionDetail } from '@web/features/discussion/components/discussion-detail';
import { useParams } from 'react-router';

/** /discussion-detail/:discussionID: the post, then its comments (spec 2 §2). */
export default function DiscussionDetailRoute() {
  const { discussionID = '' } = useParams();
  const discussionId = /^\d{1,10}$/.test(discussionID) ? Number(discussionID) : 0;
  return (
    <div key={discussionID} className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-4 md:px-6">
      <DiscussionDetail discussionId={discussionId} />
      {discussionId > 0 && discussionId <= 2_147_483_647 && <CommentSection discussionId={discussionId} />}
    </div>
  );
}
