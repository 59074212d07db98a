import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { useGroupValue } from '@web/features/group/lib/use-group-value';
import { useTrainingValue } from '@web/features/training/lib/use-training-value';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { TrainingProblemPage } from './training-problem';

/**
 * Focus mode of a group training's problem, outside the group layout: the group is loaded here so
 * its roots enter a private training unregistered, and links stay under the group.
 */
export default function GroupTrainingFullScreenProblemRoute() {
  const { groupID = '', trainingID = '' } = useParams();
  const groupValue = useGroupValue(Number(groupID));
  const isGroupRoot = groupValue.value?.isRoot ?? false;
  const group = useMemo(() => ({ id: groupID, isRoot: isGroupRoot }), [groupID, isGroupRoot]);
  const { detail, value, accessPending } = useTrainingValue(trainingID, group);
  if (groupValue.pending || detail.isPending || accessPending) return <PageLoader />;
  // The detail page explains why the training cannot be entered (or that it failed to load).
  if (!value || value.menuDisabled) {
    return <Navigate replace to={paths.groupTrainingDetail(groupID, trainingID)} />;
  }
  return <TrainingProblemPage value={value} fullScreen />;
}
