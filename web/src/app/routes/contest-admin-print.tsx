import { AdminPrintPage, ToolGate } from '@web/features/contest/tools';

export default function ContestAdminPrintRoute() {
  return (
    <ToolGate need="adminPrint">
      <AdminPrintPage />
    </ToolGate>
  );
}
