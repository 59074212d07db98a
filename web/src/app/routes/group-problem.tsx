import { useGroupContext } from '@web/features/group/lib/group-context';
import { GroupProblemDetail } from '@web/features/problem/group/components/group-problem-detail';
import { checkSubmissionsStatus } from '@web/features/submission/api/check-submissions-status';

/** /group/:groupID/problem/:problemID inside the group layout: the group's problem, submitted in the group. */
export default function GroupProblemRoute() {
  const { gid } = useGroupContext();
  return <GroupProblemDetail gid={gid} fullScreen={false} checkSubmissionsStatus={checkSubmissionsStatus} />;
}
