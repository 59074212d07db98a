import { isRoot, Role } from '@contract/roles';
import { and, eq } from 'drizzle-orm';
import { groupMember, team } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';

/** group_member.auth levels (spec 3 §3); 1 applying and 2 refused count as no membership. */
export const GROUP_LEVEL = { MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;

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
