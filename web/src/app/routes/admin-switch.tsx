import { SwitchPage } from '@web/features/site/admin/switch/components/switch-page';

/** /admin/switch (super admin). */
export default function AdminSwitchRoute() {
  return <SwitchPage />;
}
