import { CommentSection } from '@web/features/comment';
import { useContestContext } from '@web/features/contest/lib/contest-context';

/** The contest's Comment tab: its Q&A area, shown while the site flag openContestComment is on. */
export default function ContestCommentRoute() {
  const { contest, isContestAdmin } = useContestContext();
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-4 md:p-6">
      <CommentSection contestId={contest.id} isContestAdmin={isContestAdmin} contestOwner={contest.author} />
    </div>
  );
}
