import { PrintPage, ToolGate } from '@web/features/contest/tools';

export default function ContestPrintRoute() {
  return (
    <ToolGate need="print">
      <PrintPage />
    </ToolGate>
  );
}
