import { DISCUSSION_CLOSED_MESSAGE, DiscussionStatus } from '@contract/discussion';
import { GROUP_DISCUSSION_CLOSED_MESSAGE } from '@contract/group-discussion';
import { canPostDiscussion, isAdminRole, isRoot, isSiteAdmin } from '@contract/roles';
import type { CurrentUser } from '../../http/context';
import { forbidden, HttpError } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { type GroupAccess, groupAccess } from '../group/index';
import type { SwitchSettings } from '../site/index';

/** Who may see and manage discussions (spec 2 §6, spec 3 §6); pure where it can be, the callers load the rows. */

interface DiscussionOwnership {
  uid: string;
  status: number;
  gid: number | null;
}

/** Spec 2 §6 gate: the public discussion calls need the site switch openPublicDiscussion. */
export function requirePublicDiscussionOpen(switches: SwitchSettings): void {
  if (!switches.openPublicDiscussion) throw forbidden(DISCUSSION_CLOSED_MESSAGE);
}

/** Spec 3 §6 gate: a group's discussions (and their comments) need the site switch openGroupDiscussion. */
export function requireGroupDiscussionOpen(switches: SwitchSettings): void {
  if (!switches.openGroupDiscussion) throw forbidden(GROUP_DISCUSSION_CLOSED_MESSAGE);
}

/** The switch of the area the discussion lives in: the site's or the groups'. */
export function requireDiscussionAreaOpen(switches: SwitchSettings, gid: number | null): void {
  if (gid === null) requirePublicDiscussionOpen(switches);
  else requireGroupDiscussionOpen(switches);
}

/**
 * Whether the caller sees a site discussion: a disabled one only its author and the admin roles.
 */
export function canSeeDiscussion(user: CurrentUser | null, row: DiscussionOwnership): boolean {
  if (row.status === DiscussionStatus.NORMAL && row.gid === null) return true;
  return user !== null && row.gid === null && (user.uid === row.uid || isAdminRole(user.roles));
}

/**
 * The caller's access to the group, or null when the group is missing, disabled, or the caller
 * is a visitor: a group's discussion then reads as missing rather than naming the group.
 */
async function groupAccessOrNull(db: DbOrTx, user: CurrentUser | null, gid: number) {
  if (!user) return null;
  try {
    return await groupAccess(db, gid, user);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** A group's discussion: its members see normal ones; disabled ones only the author and the group's admins. */
export function canSeeGroupDiscussion(access: GroupAccess, user: CurrentUser, row: DiscussionOwnership) {
  if (!access.isMember) return false;
  return row.status === DiscussionStatus.NORMAL || row.uid === user.uid || access.isAdmin;
}

/**
 * Whether the caller sees the discussion through the public detail, like, report and comment
 * calls. Membership is read now, so a member who leaves the group loses its discussions at once.
 */
export async function mayReadDiscussion(
  db: DbOrTx,
  user: CurrentUser | null,
  row: DiscussionOwnership,
): Promise<boolean> {
  if (row.gid === null) return canSeeDiscussion(user, row);
  const access = await groupAccessOrNull(db, user, row.gid);
  return access !== null && user !== null && canSeeGroupDiscussion(access, user, row);
}

/** Where the web app shows a discussion: reminders about it link there. */
export const discussionUrl = (did: number, gid: number | null) =>
  gid === null ? `/discussion-detail/${did}` : `/group/${gid}/discussion-detail/${did}`;

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
