import { ProblemPage } from '@web/features/problem/components/problem-page';
import { checkSubmissionsStatus } from '@web/features/submission/api/check-submissions-status';
import { type TrainingContextValue, useTrainingContext } from '@web/features/training/lib/training-context';
import { useTrainingRefresh } from '@web/features/training/lib/use-training-refresh';
import { useMemo } from 'react';

/** The problem page in training mode: submitted with the training's id, links kept inside it. */
export function TrainingProblemPage({
  value,
  fullScreen,
}: {
  value: TrainingContextValue;
  fullScreen: boolean;
}) {
  const onJudged = useTrainingRefresh(value.trainingId);
  const training = useMemo(
    () => ({ ...value.links, tid: value.training.id, fullScreen, onJudged }),
    [value.links, value.training.id, fullScreen, onJudged],
  );
  return <ProblemPage training={training} checkSubmissionsStatus={checkSubmissionsStatus} />;
}

export default function TrainingProblemRoute() {
  return <TrainingProblemPage value={useTrainingContext()} fullScreen={false} />;
}
