import { GroupHome } from '@web/features/group/components/group-home';

export default function GroupHomeRoute() {
  return <GroupHome />;
}
