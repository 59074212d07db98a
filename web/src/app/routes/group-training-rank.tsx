import { TrainingRank } from '@web/features/training/components/training-rank';

export default function GroupTrainingRankRoute() {
  return <TrainingRank />;
}
