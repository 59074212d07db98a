import { useGroupContext } from '@web/features/group/lib/group-context';
import { StatusPage } from '@web/features/submission/components/status-page';
import { groupSubmissionLinks } from '@web/features/submission/lib/group-links';
import { useMemo } from 'react';

/** /group/:groupID/status (spec 3 §2): the group's submissions; username, status and problemID stay in the URL. */
export default function GroupStatusRoute() {
  const { gid } = useGroupContext();
  const scope = useMemo(() => ({ gid, ...groupSubmissionLinks(gid) }), [gid]);
  return <StatusPage group={scope} />;
}
