import { paths } from '@web/config/paths';
import { useGroupContext } from '@web/features/group/lib/group-context';
import { GroupTrainingsPage } from '@web/features/training/group/components/group-trainings-page';
import { useUser } from '@web/lib/auth';
import { useMemo } from 'react';

/** /group/:groupID/training inside the group layout (spec 3 §2 Group trainings). */
export default function GroupTrainingsRoute() {
  const { gid, isAdmin, isRoot } = useGroupContext();
  const username = useUser()?.username ?? null;
  const viewer = useMemo(() => ({ gid, isAdmin, isRoot, username }), [gid, isAdmin, isRoot, username]);
  // The group's problem pages edit its problems; the training list links there.
  const editProblemPath = (pid: number) =>
    `${paths.groupProblems(gid)}?${new URLSearchParams({ view: 'edit', pid: String(pid) })}`;
  return <GroupTrainingsPage viewer={viewer} editProblemPath={editProblemPath} />;
}
