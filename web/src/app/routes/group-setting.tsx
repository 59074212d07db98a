import { GroupSettingsPage } from '@web/features/group/components/group-settings-page';

export default function GroupSettingRoute() {
  return <GroupSettingsPage />;
}
