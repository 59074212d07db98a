import { useGroupContext } from '@web/features/group/lib/group-context';
import { TrainingDetailLayout } from '@web/features/training/components/training-detail-layout';
import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router';

/** A group's training inside the group's pages: the training header and tabs, links kept under the group. */
export default function GroupTrainingDetailRoute() {
  const { trainingID = '' } = useParams();
  const { gid, isRoot } = useGroupContext();
  const group = useMemo(() => ({ id: String(gid), isRoot }), [gid, isRoot]);
  return (
    <TrainingDetailLayout key={trainingID} trainingId={trainingID} group={group}>
      <Outlet />
    </TrainingDetailLayout>
  );
}
