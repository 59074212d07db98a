import { TrainingProblemList } from '@web/features/training/components/training-problem-list';

export default function GroupTrainingProblemsRoute() {
  return <TrainingProblemList />;
}
