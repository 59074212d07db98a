import { useGroupContext } from '@web/features/group/lib/group-context';
import { SubmissionDetailPage } from '@web/features/submission/components/submission-detail-page';
import { groupSubmissionLinks } from '@web/features/submission/lib/group-links';
import { useMemo } from 'react';

/** /group/:groupID/submission-detail/:submitID (spec 3 §2): a group submission, its problem link inside the group. */
export default function GroupSubmissionDetailRoute() {
  const { gid } = useGroupContext();
  const scope = useMemo(() => groupSubmissionLinks(gid), [gid]);
  return <SubmissionDetailPage group={scope} />;
}
