import { DISCUSSION_CLOSED_MESSAGE, DiscussionStatus } from '@contract/discussion';
import { canPostDiscussion, isAdminRole, isRoot, isSiteAdmin } from '@contract/roles';
import type { CurrentUser } from '../../http/context';
import { forbidden } from '../../http/errors';
import type { SwitchSettings } from '../site/index';

/** Who may see and manage discussions (spec 2 §6, spec 3 §6); pure, the callers load the rows. */

interface DiscussionOwnership {
  uid: string;
  status: number;
  gid: number | null;
}

/** Spec 2 §6 gate: the public discussion calls need the site switch openPublicDiscussion. */
export function requirePublicDiscussionOpen(switches: SwitchSettings): void {
  if (!switches.openPublicDiscussion) throw forbidden(DISCUSSION_CLOSED_MESSAGE);
}

/**
 * Whether the caller sees the discussion through the public calls: a disabled or a group's
 * discussion only its author and the admin roles (groups show theirs through their own calls).
 */
export function canSeeDiscussion(user: CurrentUser | null, row: DiscussionOwnership): boolean {
  if (row.status === DiscussionStatus.NORMAL && row.gid === null) return true;
  return user !== null && (user.uid === row.uid || isAdminRole(user.roles));
}

/** Roles 1004 and 1006 may not post, edit or delete discussions (HOJ's discussion_* permissions). */
export function requireMayDiscuss(user: CurrentUser): void {
  if (!canPostDiscussion(user.roles)) throw forbidden('Sorry, you are not allowed to post discussions');
}

/** Spec 3 §6: a discussion is edited only by its author. */
export function requireAuthor(user: CurrentUser, row: DiscussionOwnership): void {
  if (user.uid !== row.uid) throw forbidden('Sorry, only the author may edit this discussion');
}

/**
 * Spec 2 §6: the author, or an admin or root, deletes (problem admins run problems, not the
 * site's conversation; the back office's /api/admin/discussion keeps HOJ's wider admin roles).
 */
export function requireMayDelete(user: CurrentUser, row: DiscussionOwnership): void {
  if (user.uid !== row.uid && !isSiteAdmin(user.roles)) {
    throw forbidden('Sorry, you do not have permission to delete this discussion');
  }
}

/** The role HOJ copies onto a post: it decides whether the web app sanitises its Markdown. */
export function postingRole(roles: readonly number[]): 'root' | 'admin' | 'user' {
  if (isRoot(roles)) return 'root';
  return isAdminRole(roles) ? 'admin' : 'user';
}

/** Admin roles skip the accepted-problem threshold and the daily limit (HOJ addDiscussion). */
export const skipsPostingThresholds = (roles: readonly number[]) => isAdminRole(roles);

/** Spec 2 §6: only an admin or root sees the top-priority switch. */
export const mayPin = (roles: readonly number[]) => isSiteAdmin(roles);
