import { useGroupContext } from '@web/features/group/lib/group-context';
import { GroupProblemsPage } from '@web/features/problem/group/components/group-problems-page';
import { useUser } from '@web/lib/auth';

/** /group/:groupID/problem inside the group layout (spec 3 §2 Group problems). */
export default function GroupProblemsRoute() {
  const { gid, group, isAdmin, isRoot } = useGroupContext();
  const username = useUser()?.username ?? '';
  return (
    <GroupProblemsPage
      gid={gid}
      shortName={group.shortName}
      isAdmin={isAdmin}
      isRoot={isRoot}
      username={username}
    />
  );
}
