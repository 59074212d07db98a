import { TrainingListPage } from '@web/features/training/components/training-list-page';

export default function TrainingListRoute() {
  return <TrainingListPage />;
}
