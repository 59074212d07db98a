import { TrainingOverview } from '@web/features/training/components/training-overview';

export default function GroupTrainingOverviewRoute() {
  return <TrainingOverview />;
}
