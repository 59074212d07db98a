import { useTrainingContext } from '@web/features/training/lib/training-context';
import { TrainingProblemPage } from './training-problem';

/** A problem of a group's training, its links kept under the group. */
export default function GroupTrainingProblemRoute() {
  return <TrainingProblemPage value={useTrainingContext()} fullScreen={false} />;
}
