import { isRoot, Role } from '@contract/roles';
import { and, eq } from 'drizzle-orm';
import { groupMember, team } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';

/** group_member.auth levels (spec 3 §3); 1 applying and 2 refused count as no membership. */
export const GROUP_LEVEL = { MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;
/** The levels that make a membership (3–5). */
export const MEMBERSHIP_LEVELS = [GROUP_LEVEL.MEMBER, GROUP_LEVEL.ADMIN, GROUP_LEVEL.ROOT];

/** A user's level in a group; 0 when they have no membership row. */
export async function groupLevel(db: DbOrTx, gid: number, uid: string): Promise<number> {
  const [row] = await db
    .select({ auth: groupMember.auth })
    .from(groupMember)
    .where(and(eq(groupMember.gid, gid), eq(groupMember.uid, uid)));
  return row?.auth ?? 0;
}

/** Whether a group with this id exists (enabled or not). */
export async function groupExists(db: DbOrTx, gid: number): Promise<boolean> {
  const [group] = await db.select({ id: team.id }).from(team).where(eq(team.id, gid));
  return group !== undefined;
}

/**
 * Acting inside a group (submitting to its problems, its contests and trainings): root and site
 * admins always; others only while the group is enabled and they are members.
 */
export async function assertGroupMember(db: DbOrTx, gid: number, user: CurrentUser): Promise<void> {
  const [group] = await db.select({ id: team.id, status: team.status }).from(team).where(eq(team.id, gid));
  if (!group) throw notFound('The group does not exist');
  if (isRoot(user.roles) || user.roles.includes(Role.ADMIN)) return;
  if (group.status !== 0) throw forbidden('The group has been disabled');
  if ((await groupLevel(db, gid, user.uid)) < GROUP_LEVEL.MEMBER) {
    throw forbidden('Sorry, only members of this group can submit to its problems');
  }
}

/** The group's roots (level 5): in the group's contests they rank no one and are not ranked. */
export async function groupRootUids(db: DbOrTx, gid: number): Promise<string[]> {
  const rows = await db
    .select({ uid: groupMember.uid })
    .from(groupMember)
    .where(and(eq(groupMember.gid, gid), eq(groupMember.auth, GROUP_LEVEL.ROOT)));
  return rows.map((row) => row.uid);
}

export type GroupRow = typeof team.$inferSelect;

/**
 * What a signed-in user may do inside one group (spec 3 §6; HOJ's GroupValidator). `level` is
 * the membership row's auth (0 without a row; 1 applying and 2 refused are not membership).
 * Super admin is the site's root role. The owner always counts as group root.
 */
export interface GroupAccess {
  group: GroupRow;
  level: number;
  isSuperAdmin: boolean;
  /** Level 3+ (or the owner, or super admin): may read the group's content. */
  isMember: boolean;
  /** Level 4+ (or the owner, or super admin): manages problems, trainings, contests, announcements. */
  isAdmin: boolean;
  /** Level 5 (or the owner, or super admin): settings, everyone's content, disbanding (owner/super only). */
  isRoot: boolean;
  isOwner: boolean;
}

export const GROUP_NOT_FOUND = 'The group does not exist or has been disabled';
export const GROUP_MEMBERS_ONLY = 'Sorry, only members of this group may do this';
export const GROUP_ADMINS_ONLY = 'Sorry, only admins of this group may do this';
export const GROUP_ROOTS_ONLY = 'Sorry, only the root of this group may do this';

/** Pure: the access a user has from their level in a group they can see. */
export function accessOf(
  group: GroupRow,
  level: number,
  user: Pick<CurrentUser, 'uid' | 'roles'>,
): GroupAccess {
  const isSuperAdmin = isRoot(user.roles);
  const isOwner = group.uid === user.uid;
  return {
    group,
    level,
    isSuperAdmin,
    isOwner,
    isMember: isSuperAdmin || isOwner || level >= GROUP_LEVEL.MEMBER,
    isAdmin: isSuperAdmin || isOwner || level >= GROUP_LEVEL.ADMIN,
    isRoot: isSuperAdmin || isOwner || level >= GROUP_LEVEL.ROOT,
  };
}

/**
 * The group as this user may see it: a missing group, or a disabled one for anyone but super
 * admin, is a 404. Membership is read from the database on every call, so a member who leaves
 * loses access at once.
 */
export async function groupAccess(db: DbOrTx, gid: number, user: Pick<CurrentUser, 'uid' | 'roles'>) {
  const [group] = await db.select().from(team).where(eq(team.id, gid));
  if (!group || (group.status !== 0 && !isRoot(user.roles))) throw notFound(GROUP_NOT_FOUND);
  return accessOf(group, await groupLevel(db, gid, user.uid), user);
}

/** Reading group-scoped content (its problems, trainings, contests, discussions, members, rank). */
export async function assertGroupReader(db: DbOrTx, gid: number, user: Pick<CurrentUser, 'uid' | 'roles'>) {
  const access = await groupAccess(db, gid, user);
  if (!access.isMember) throw forbidden(GROUP_MEMBERS_ONLY);
  return access;
}

/** Managing group content: group admins (level 4+), the owner and super admin. */
export async function assertGroupAdmin(db: DbOrTx, gid: number, user: Pick<CurrentUser, 'uid' | 'roles'>) {
  const access = await groupAccess(db, gid, user);
  if (!access.isAdmin) throw forbidden(access.isMember ? GROUP_ADMINS_ONLY : GROUP_MEMBERS_ONLY);
  return access;
}

/** Group settings and everyone's content: group root (level 5), the owner and super admin. */
export async function assertGroupRoot(db: DbOrTx, gid: number, user: Pick<CurrentUser, 'uid' | 'roles'>) {
  const access = await groupAccess(db, gid, user);
  if (!access.isRoot) throw forbidden(access.isMember ? GROUP_ROOTS_ONLY : GROUP_MEMBERS_ONLY);
  return access;
}

/**
 * The author-or-root rule for group content (spec 3 §6: "a group author can edit, delete and
 * toggle their own announcements, problems and trainings"; group root edits anyone's).
 */
export function canManageOwnGroupContent(access: GroupAccess, authorUsername: string, username: string) {
  return access.isRoot || (access.isAdmin && authorUsername === username);
}
