import { GroupListPage } from '@web/features/group/components/group-list-page';

export default function GroupListRoute() {
  return <GroupListPage />;
}
