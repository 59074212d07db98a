import { AcInfoPage, ToolGate } from '@web/features/contest/tools';

export default function ContestAcInfoRoute() {
  return (
    <ToolGate need="acInfo">
      <AcInfoPage />
    </ToolGate>
  );
}
