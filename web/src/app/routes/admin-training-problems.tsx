import { TrainingProblemsPage } from '@web/features/training/admin/components/training-problems-page';

/** /admin/training/:trainingId/problems. */
export default function AdminTrainingProblemsRoute() {
  return <TrainingProblemsPage />;
}
