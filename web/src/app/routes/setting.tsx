import { SettingsPage } from '@web/features/user/components/settings-page';

export default function SettingRoute() {
  return <SettingsPage />;
}
