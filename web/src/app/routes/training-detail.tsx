import { TrainingDetailLayout } from '@web/features/training/components/training-detail-layout';
import { Outlet, useParams } from 'react-router';

/** The training header and tabs around the current tab's page (spec 2 §2 Training detail). */
export default function TrainingDetailRoute() {
  const { trainingID = '' } = useParams();
  return (
    <TrainingDetailLayout key={trainingID} trainingId={trainingID}>
      <Outlet />
    </TrainingDetailLayout>
  );
}
