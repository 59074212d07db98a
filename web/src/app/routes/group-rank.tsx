import { useGroupContext } from '@web/features/group/lib/group-context';
import { GroupRankPage } from '@web/features/rank/components/group-rank-page';

/** /group/:groupID/rank (spec 3 §2). */
export default function GroupRankRoute() {
  const { gid } = useGroupContext();
  return <GroupRankPage gid={gid} />;
}
