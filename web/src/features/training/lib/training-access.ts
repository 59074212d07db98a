import { TrainingAuth, type TrainingVO } from '@contract/training';

/**
 * HOJ isTrainingAdmin as the client can tell it: the author, a super admin, or (inside the group's
 * pages, which know the caller's level) a root of the training's group.
 */
export function isTrainingAdmin(
  training: Pick<TrainingVO, 'author'>,
  viewer: { username?: string; isRoot: boolean; isGroupRoot?: boolean } | null,
): boolean {
  if (!viewer?.username) return false;
  return viewer.isRoot || Boolean(viewer.isGroupRoot) || training.author === viewer.username;
}

/** HOJ trainingMenuDisabled: a private training opens its tabs only once registered. */
export function trainingMenuDisabled(
  training: Pick<TrainingVO, 'auth'>,
  isAdmin: boolean,
  registered: boolean,
): boolean {
  if (isAdmin) return false;
  return training.auth === TrainingAuth.PRIVATE && !registered;
}

/** Spec 2 §4 Training access: the password form shows until registration succeeds. */
export function trainingPasswordFormVisible(
  training: Pick<TrainingVO, 'auth'>,
  isAdmin: boolean,
  registered: boolean,
): boolean {
  return training.auth !== TrainingAuth.PUBLIC && !registered && !isAdmin;
}

/** Spec 2 §2: solved over total to 2 decimals; 100 when the training has no problems. */
export function trainingProgress(acCount: number | null | undefined, problemCount: number): number {
  if (!problemCount) return 100;
  return Number((((acCount ?? 0) / problemCount) * 100).toFixed(2));
}

/** Spec 2 §2 AC rate: ac over total to 2 decimals; 0 when nobody submitted. */
export function passingRate(ac: number, total: number): number {
  if (!total) return 0;
  return Number(((ac / total) * 100).toFixed(2));
}

export type TrainingTabId = 'overview' | 'problems' | 'rank';

/** Introduction and Problems always; Rank only for private trainings (spec 2 §2). */
export function trainingTabs(training: Pick<TrainingVO, 'auth'>): TrainingTabId[] {
  return training.auth === TrainingAuth.PRIVATE ? ['overview', 'problems', 'rank'] : ['overview', 'problems'];
}

/** The tab a path inside the training highlights: a problem opened from the list stays on Problems. */
export function activeTrainingTab(pathname: string, trainingId: string): TrainingTabId {
  const rest = pathname.replace(new RegExp(`^(?:/group/[^/]+)?/training/${trainingId}/?`), '');
  if (rest.startsWith('problem')) return 'problems';
  if (rest.startsWith('rank')) return 'rank';
  return 'overview';
}
