import { CommentSection } from '@web/features/comment';
import { DiscussionDetail } from '@web/features/discussion/components/discussion-detail';
import { useDiscussionRoute } from '@web/features/discussion/lib/use-discussion-route';

/** /discussion-detail/:discussionID: the post, then its comments (spec 2 §2). */
export default function DiscussionDetailRoute() {
  const { routeKey, discussionId, hasComments, onCommentsChanged } = useDiscussionRoute();
  return (
    <div key={routeKey} className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-4 md:px-6">
      <DiscussionDetail discussionId={discussionId} />
      {hasComments && <CommentSection discussionId={discussionId} onChanged={onCommentsChanged} />}
    </div>
  );
}
