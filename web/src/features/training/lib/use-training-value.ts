import { TrainingAuth } from '@contract/training';
import { userIsRoot, useSession } from '@web/lib/auth';
import { useMemo } from 'react';
import { useTrainingAccess } from '../api/get-training-access';
import { useTrainingDetail } from '../api/get-training-detail';
import { isTrainingAdmin, trainingMenuDisabled, trainingPasswordFormVisible } from './training-access';
import type { TrainingContextValue } from './training-context';
import { trainingLinks } from './training-links';

/** The group whose pages show the training, and whether the caller is one of its roots. */
export interface TrainingGroup {
  id: string;
  isRoot: boolean;
}

/** Loads the training and derives what its pages need; `value` is null until loaded. */
export function useTrainingValue(trainingId: string, group: TrainingGroup | null = null) {
  const { token, user } = useSession();
  const loggedIn = Boolean(token && user);
  const detail = useTrainingDetail(trainingId);
  const training = detail.data;
  const isPrivate = training?.auth === TrainingAuth.PRIVATE;
  const access = useTrainingAccess(trainingId, isPrivate && loggedIn);
  const isRoot = userIsRoot(user);

  const value = useMemo<TrainingContextValue | null>(() => {
    if (!training) return null;
    const admin = isTrainingAdmin(
      training,
      loggedIn ? { username: user?.username, isRoot, isGroupRoot: group?.isRoot } : null,
    );
    const registered = !isPrivate || access.data?.access === true;
    return {
      trainingId,
      training,
      links: trainingLinks(trainingId, group?.id ?? null),
      isTrainingAdmin: admin,
      registered,
      menuDisabled: trainingMenuDisabled(training, admin, registered),
      passwordFormVisible: trainingPasswordFormVisible(training, admin, registered),
    };
  }, [
    training,
    loggedIn,
    user?.username,
    isRoot,
    isPrivate,
    access.data,
    trainingId,
    group?.id,
    group?.isRoot,
  ]);

  return { detail, value, accessPending: isPrivate && loggedIn && access.isPending };
}
