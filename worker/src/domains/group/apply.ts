import {
  type applyGroupRequest,
  GROUP_APPLY_REASON_MAX,
  GROUP_APPLY_REASON_MIN,
  GroupAuth,
  GroupMemberAuth,
} from '@contract/group';
import { isRoot } from '@contract/roles';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { groupMember, team } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Db } from '../../platform/db';
import { notifyUser, notifyUsers } from '../message/index';
import { applicationNotice, welcomeNotice } from './notices';
import { GROUP_NOT_FOUND, groupRootUids } from './policy';
import { violatedUniqueIndex } from './unique-violation';

type User = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;

function membershipConflict(level: number): string {
  if (level === GroupMemberAuth.APPLYING) return 'You have already applied, please do not apply again!';
  if (level === GroupMemberAuth.REFUSED) return 'Your application to this group has been refused';
  return 'You are already a member of this group!';
}

/**
 * POST /api/group/member (HOJ addMember). A public group takes the caller in at once; a
 * protected one records an application with its reason; a private one also needs the code. A
 * disabled or hidden group takes no one (but super admin). Each user has one row per group, so
 * an applicant, a refused applicant and a member cannot apply again.
 */
export async function applyToGroup(
  db: Db,
  user: User,
  input: z.output<typeof applyGroupRequest>,
  now: Date,
): Promise<{ joined: boolean }> {
  const [group] = await db.select().from(team).where(eq(team.id, input.gid));
  if (!group) throw notFound(GROUP_NOT_FOUND);
  if (!isRoot(user.roles) && (group.status !== 0 || !group.visible)) {
    throw notFound('The group is disabled or hidden, so it takes no applications');
  }
  const [existing] = await db
    .select({ auth: groupMember.auth })
    .from(groupMember)
    .where(and(eq(groupMember.gid, input.gid), eq(groupMember.uid, user.uid)));
  if (existing) throw forbidden(membershipConflict(existing.auth));

  if (group.auth === GroupAuth.PRIVATE && (input.code === undefined || input.code !== group.code)) {
    throw badRequest('The invitation code is wrong, please try again');
  }
  const reason = input.reason ?? null;
  if (group.auth !== GroupAuth.PUBLIC) {
    if (reason === null) throw badRequest('The reason for applying is required');
    if (reason.length < GROUP_APPLY_REASON_MIN || reason.length > GROUP_APPLY_REASON_MAX) {
      throw badRequest(
        `The reason for applying must be ${GROUP_APPLY_REASON_MIN} to ${GROUP_APPLY_REASON_MAX} characters`,
      );
    }
  }
  const joined = group.auth === GroupAuth.PUBLIC;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(groupMember).values({
        gid: group.id,
        uid: user.uid,
        auth: joined ? GroupMemberAuth.MEMBER : GroupMemberAuth.APPLYING,
        reason: joined ? null : reason,
        gmtCreate: now,
        gmtModified: now,
      });
      if (joined) {
        await notifyUser(tx, { recipientId: user.uid, ...welcomeNotice(group.id, group.name) });
      } else {
        const roots = await groupRootUids(tx, group.id);
        await notifyUsers(tx, [group.uid, ...roots], applicationNotice(group.id, group.name, user.username));
      }
    });
  } catch (error) {
    // The (gid, uid) unique index: a simultaneous application got in first.
    if (violatedUniqueIndex(error) !== null)
      throw forbidden(membershipConflict(joined ? GroupMemberAuth.MEMBER : GroupMemberAuth.APPLYING));
    throw error;
  }
  return { joined };
}
