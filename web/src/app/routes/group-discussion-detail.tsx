import { CommentSection } from '@web/features/comment';
import { DiscussionDetail } from '@web/features/discussion/components/discussion-detail';
import { useDiscussionRoute } from '@web/features/discussion/lib/use-discussion-route';
import { useGroupContext } from '@web/features/group/lib/group-context';

/** /group/:groupID/discussion-detail/:discussionID (spec 3 §2): the group's post, then its comments. */
export default function GroupDiscussionDetailRoute() {
  const { gid, isAdmin } = useGroupContext();
  const { routeKey, discussionId, hasComments, onCommentsChanged } = useDiscussionRoute();
  return (
    <div key={routeKey} className="flex flex-col gap-4">
      <DiscussionDetail discussionId={discussionId} group={{ gid, isGroupAdmin: isAdmin }} />
      {hasComments && (
        <CommentSection discussionId={discussionId} isGroupAdmin={isAdmin} onChanged={onCommentsChanged} />
      )}
    </div>
  );
}
