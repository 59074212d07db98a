import { GroupLayout } from '@web/features/group/components/group-layout';
import { Outlet, useMatches, useParams } from 'react-router';
import { deepestHandle } from '../route-handle';

/** The group's tabs and sidebar around the current tab's page (spec 3 §2 Group screens). */
export default function GroupDetailRoute() {
  const { groupID = '' } = useParams();
  const fullWidth = deepestHandle(useMatches(), 'fullWidth') ?? false;
  return (
    <GroupLayout key={groupID} groupId={groupID} fullWidth={fullWidth}>
      <Outlet />
    </GroupLayout>
  );
}
