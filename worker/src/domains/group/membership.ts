import { type changeGroupMemberRequest, GroupMemberAuth } from '@contract/group';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { groupMember } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Db, DbOrTx } from '../../platform/db';
import { notifyUser } from '../message/index';
import { refusalNotice, removalNotice, welcomeNotice } from './notices';
import { assertGroupAdmin, GROUP_LEVEL, type GroupAccess, groupAccess, MEMBERSHIP_LEVELS } from './policy';

type User = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;

const NOT_IN_GROUP = 'The user is not in this group';
const NO_PERMISSION = 'Sorry, you do not have permission to do this';

async function memberRow(db: DbOrTx, gid: number, uid: string) {
  const [row] = await db
    .select()
    .from(groupMember)
    .where(and(eq(groupMember.gid, gid), eq(groupMember.uid, uid)));
  return row;
}

/** Owner and super admin act on any level; others only below their own. */
const outranks = (access: GroupAccess, level: number) =>
  access.isOwner || access.isSuperAdmin || access.level > level;

/**
 * PUT /api/group/member (HOJ updateMember, spec 3 §6). Group admins change levels: setting 3
 * approves an application, 2 refuses it; a member cannot go back to 1 or 2. Unless owner or
 * super admin, the target's current and new level must both be below the caller's. The owner's
 * row never changes. The applicant hears whether they were taken in or refused.
 */
export async function changeGroupMember(
  db: Db,
  user: User,
  input: z.output<typeof changeGroupMemberRequest>,
  now: Date,
): Promise<void> {
  const access = await assertGroupAdmin(db, input.gid, user);
  if (access.group.uid === input.uid) throw forbidden("Sorry, the owner's membership cannot be changed");
  const target = await memberRow(db, input.gid, input.uid);
  if (!target) throw notFound(NOT_IN_GROUP);
  if (target.auth >= GROUP_LEVEL.MEMBER && input.auth < GROUP_LEVEL.MEMBER) {
    throw badRequest('A member cannot be set back to applying or refused');
  }
  if (!outranks(access, target.auth) || !outranks(access, input.auth)) throw forbidden(NO_PERMISSION);
  if (target.auth === input.auth) return;

  await db.transaction(async (tx) => {
    // Only from the level read above: of two simultaneous approvals, one notifies.
    const changed = await tx
      .update(groupMember)
      .set({ auth: input.auth, gmtModified: now })
      .where(and(eq(groupMember.id, target.id), eq(groupMember.auth, target.auth)))
      .returning({ id: groupMember.id });
    if (changed.length === 0) return;
    if (target.auth < GROUP_LEVEL.MEMBER && input.auth >= GROUP_LEVEL.MEMBER) {
      await notifyUser(tx, { recipientId: input.uid, ...welcomeNotice(input.gid, access.group.name) });
    } else if (target.auth === GroupMemberAuth.APPLYING && input.auth === GroupMemberAuth.REFUSED) {
      await notifyUser(tx, { recipientId: input.uid, ...refusalNotice(input.gid, access.group.name) });
    }
  });
}

/**
 * DELETE /api/group/member (HOJ deleteMember, spec 3 §6): a group admin removes a member or an
 * application below their own level (the owner and super admin any); never oneself, never the
 * owner. A removed member is told who removed them.
 */
export async function removeGroupMember(db: Db, user: User, gid: number, uid: string): Promise<void> {
  const access = await assertGroupAdmin(db, gid, user);
  if (uid === user.uid) throw badRequest('You cannot remove yourself: exit the group instead');
  if (uid === access.group.uid) throw forbidden('Sorry, the owner of the group cannot be removed');
  const target = await memberRow(db, gid, uid);
  if (!target) throw notFound(NOT_IN_GROUP);
  if (!outranks(access, target.auth)) throw forbidden(NO_PERMISSION);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(groupMember)
      .where(eq(groupMember.id, target.id))
      .returning({ id: groupMember.id });
    if (removed.length > 0 && target.auth >= GROUP_LEVEL.MEMBER) {
      await notifyUser(tx, { recipientId: uid, ...removalNotice(gid, access.group.name, user.username) });
    }
  });
}

/** DELETE /api/group/member/exit (HOJ exitGroup): any member but the owner, who disbands instead. */
export async function exitGroup(db: DbOrTx, user: User, gid: number): Promise<void> {
  const access = await groupAccess(db, gid, user);
  if (access.isOwner) throw badRequest('As the owner of this group you can only disband it, not exit it');
  const removed = await db
    .delete(groupMember)
    .where(
      and(
        eq(groupMember.gid, gid),
        eq(groupMember.uid, user.uid),
        inArray(groupMember.auth, MEMBERSHIP_LEVELS),
      ),
    )
    .returning({ id: groupMember.id });
  if (removed.length === 0) throw forbidden('You are not a member of this group, so you cannot exit it');
}
