import { GroupDiscussionListPage } from '@web/features/discussion/components/group-discussion-list-page';
import { useGroupContext } from '@web/features/group/lib/group-context';
import { useParams } from 'react-router';

/** /group/:groupID/discussion and discussion/:problemID (spec 3 §2). */
export default function GroupDiscussionsRoute() {
  const { gid, isAdmin } = useGroupContext();
  const { problemID } = useParams();
  return (
    <GroupDiscussionListPage
      key={problemID ?? ''}
      gid={gid}
      isGroupAdmin={isAdmin}
      pid={problemID || undefined}
    />
  );
}
