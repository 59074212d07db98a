import { DashboardPage } from '@web/features/admin/dashboard/components/dashboard-page';

export default function AdminDashboardRoute() {
  return <DashboardPage />;
}
