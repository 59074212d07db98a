import { RejudgePage, ToolGate } from '@web/features/contest/tools';

export default function ContestRejudgeRoute() {
  return (
    <ToolGate need="rejudge">
      <RejudgePage />
    </ToolGate>
  );
}
