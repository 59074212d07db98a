import { ContestOverview } from '@web/features/contest/components/contest-overview';

export default function ContestOverviewRoute() {
  return <ContestOverview />;
}
