import { JudgeStatus } from '@contract/judge-status';
import { isAdminRole } from '@contract/roles';
import type { ContestView } from '../contest/index';

/**
 * Who sees what of a submission (spec 1 §6, HOJ's rules), as pure decisions the services
 * apply to rows.
 */

export interface Viewer {
  uid: string;
  roles: readonly number[];
}

export interface CodeVisibilityInput {
  viewer: Viewer | null;
  owner: string;
  share: boolean;
  problemCodeShare: boolean;
  /** The contest as this viewer sees it; null outside contests. */
  contest: ContestView | null;
  /** Site switch: hide the code of submissions outside contests from everyone but admins. */
  hideNonContestCode: boolean;
  /** The viewer is a root of the group the submission was made in (HOJ shows them its code). */
  isGroupRoot?: boolean;
}

/**
 * Outside contests: admins always; nobody else while the site hides such code; else the
 * owner, the roots of the submission's group, or anyone when the owner shared it and the
 * problem allows sharing. Inside a
 * contest: the owner and the contest's admins; everyone once the contest is over.
 */
export function canSeeCode(input: CodeVisibilityInput): boolean {
  const { viewer } = input;
  const isOwner = viewer !== null && viewer.uid === input.owner;
  if (input.contest) return isOwner || input.contest.isContestAdmin || input.contest.ended;
  if (viewer && isAdminRole(viewer.roles)) return true;
  if (input.hideNonContestCode) return false;
  return isOwner || input.isGroupRoot === true || (input.share && input.problemCodeShare);
}

/** HOJ shows error messages only for compile errors, system errors and failed remote submissions. */
export function showsErrorMessage(status: number): boolean {
  return (
    status === JudgeStatus.COMPILE_ERROR ||
    status === JudgeStatus.SYSTEM_ERROR ||
    status === JudgeStatus.SUBMITTED_FAILED
  );
}

/**
 * While a contest runs, a participant sees only the verdict of others' submissions, not their
 * time, memory or length.
 */
export function hidesRunDetails(viewer: Viewer | null, owner: string, contest: ContestView | null): boolean {
  if (!contest || contest.isContestAdmin || contest.ended) return false;
  return viewer?.uid !== owner;
}
