import { TrainingEditPage } from '@web/features/training/admin/components/training-edit-page';

/** /admin/training/create and /admin/training/:trainingId/edit. */
export default function AdminTrainingEditRoute() {
  return <TrainingEditPage />;
}
