import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { useTrainingValue } from '@web/features/training/lib/use-training-value';
import { Navigate, useParams } from 'react-router';
import { TrainingProblemPage } from './training-problem';

/** Focus mode of a training problem, outside the detail layout (spec 1 §2.1). */
export default function TrainingFullScreenProblemRoute() {
  const { trainingID = '' } = useParams();
  const { detail, value, accessPending } = useTrainingValue(trainingID);
  if (detail.isPending || accessPending) return <PageLoader />;
  // The detail page explains why the training cannot be entered (or that it failed to load).
  if (!value || value.menuDisabled) return <Navigate replace to={paths.trainingDetail(trainingID)} />;
  return <TrainingProblemPage value={value} fullScreen />;
}
