import { PROBLEM_AUTH } from '@contract/limits';
import { PROBLEM_LIMITS } from '@contract/problem';

/** The caller's place in the group, as the group layout knows it (the server checks again). */
export interface GroupTrainingViewer {
  gid: number;
  /** Group admin (level 4+), owner or super admin: the admin list, creating trainings. */
  isAdmin: boolean;
  /** Group root (level 5), owner or super admin: everyone's trainings. */
  isRoot: boolean;
  username: string | null;
}

/** Spec 3 §6: the author (still a group admin) or a group root edits, switches and deletes a training. */
export const managesGroupTraining = (viewer: GroupTrainingViewer, training: { author: string }) =>
  viewer.isRoot || (viewer.isAdmin && viewer.username !== null && training.author === viewer.username);

/** Spec 3 §2: edit, download and delete are only for the group's own problems. */
export const isOwnGroupProblem = (
  viewer: Pick<GroupTrainingViewer, 'gid'>,
  problem: { gid: number | null },
) => problem.gid === viewer.gid;

/** The auth select of a training problem: Public and Private; Contest shown but never chosen. */
export const PROBLEM_AUTH_OPTIONS = [
  { value: PROBLEM_AUTH.PUBLIC, key: 'public', disabled: false },
  { value: PROBLEM_AUTH.PRIVATE, key: 'private', disabled: false },
  { value: PROBLEM_AUTH.CONTEST, key: 'contest', disabled: true },
] as const;

/** A problem of another group (or a public one) keeps its auth: the select is disabled. */
export const problemAuthLocked = (
  viewer: Pick<GroupTrainingViewer, 'gid'>,
  problem: { gid: number | null },
) => !isOwnGroupProblem(viewer, problem);

export const GROUP_PROBLEM_ID_MAX = PROBLEM_LIMITS.problemIdMax;

/** The add-from-group field: a display id is required, at most 100 characters (the server's bound). */
export function groupProblemIdError(text: string): 'required' | 'tooLong' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > GROUP_PROBLEM_ID_MAX) return 'tooLong';
  return null;
}

/** The sub-view of the group's Training tab, kept in the query string (no routes of its own). */
export type GroupTrainingView =
  | { kind: 'list' }
  | { kind: 'admin' }
  | { kind: 'create' }
  | { kind: 'edit'; tid: number }
  | { kind: 'problems'; tid: number };

/** Reads ?view=admin|create|edit|problems&tid=; members, and admin views without a sound tid, get the list. */
export function groupTrainingView(params: URLSearchParams, isAdmin: boolean): GroupTrainingView {
  if (!isAdmin) return { kind: 'list' };
  const view = params.get('view');
  const tid = Number(params.get('tid'));
  const validTid = Number.isSafeInteger(tid) && tid > 0;
  if (view === 'admin') return { kind: 'admin' };
  if (view === 'create') return { kind: 'create' };
  if ((view === 'edit' || view === 'problems') && validTid) return { kind: view, tid };
  return { kind: 'list' };
}

/** The query string of a sub-view. */
export function groupTrainingViewSearch(view: GroupTrainingView): string {
  if (view.kind === 'list') return '';
  const params = new URLSearchParams({ view: view.kind });
  if (view.kind === 'edit' || view.kind === 'problems') params.set('tid', String(view.tid));
  return `?${params}`;
}
