import { TrainingListPage } from '@web/features/training/admin/components/training-list-page';

/** /admin/training. */
export default function AdminTrainingsRoute() {
  return <TrainingListPage />;
}
