import {
  type createGroupRequest,
  GROUP_CODE_LENGTH,
  GroupAuth,
  type GroupDetail,
  type updateGroupRequest,
} from '@contract/group';
import { isAdminRole } from '@contract/roles';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { groupMember, team } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Db, DbOrTx } from '../../platform/db';
import { acceptedProblemCount, lockUserRecord } from '../account/index';
import { notifyUsers } from '../message/index';
import { incrementCounter, readConfig } from '../site/index';
import { toGroupDetail } from './detail';
import type { GroupHooks } from './hooks';
import { dissolutionNotice } from './notices';
import { GROUP_LEVEL, GROUP_NOT_FOUND, groupAccess, MEMBERSHIP_LEVELS } from './policy';
import { violatedUniqueIndex } from './unique-violation';

type User = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;

const DAY_SECONDS = 24 * 60 * 60;
export const GROUP_NAME_TAKEN = 'The group name already exists, please change it and try again';
export const GROUP_SHORT_NAME_TAKEN = 'The short name already exists, please change it and try again';

/** Runs a write to `team`; a concurrent request that took the name first becomes a 400. */
async function refusingTakenNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedUniqueIndex(error);
    if (constraint === null) throw error;
    throw badRequest(constraint === 'team_short_name_uq' ? GROUP_SHORT_NAME_TAKEN : GROUP_NAME_TAKEN);
  }
}

/** Names compare without case, as the unique indexes do. */
async function requireFreeNames(
  db: DbOrTx,
  name: string | undefined,
  shortName: string | undefined,
  exceptId?: number,
) {
  const other = exceptId === undefined ? undefined : ne(team.id, exceptId);
  if (name !== undefined) {
    const [taken] = await db
      .select({ id: team.id })
      .from(team)
      .where(and(sql`lower(${team.name}) = lower(${name})`, other));
    if (taken) throw badRequest(GROUP_NAME_TAKEN);
  }
  if (shortName !== undefined) {
    const [taken] = await db
      .select({ id: team.id })
      .from(team)
      .where(and(sql`lower(${team.shortName}) = lower(${shortName})`, other));
    if (taken) throw badRequest(GROUP_SHORT_NAME_TAKEN);
  }
}

/**
 * POST /api/group (HOJ addGroup). Users without an admin role need the site's accepted-problem
 * threshold and stay within the groups-per-day and groups-in-total limits; those counts run
 * under a lock on the user's record so simultaneous requests cannot both take the last slot.
 * The creator becomes owner and a level-5 member in the same transaction.
 */
export async function createGroup(
  db: Db,
  user: User,
  input: z.output<typeof createGroupRequest>,
  now: Date,
): Promise<GroupDetail> {
  const limited = !isAdminRole(user.roles);
  const switches = await readConfig(db, 'switch');
  if (limited) {
    const needed = switches.defaultCreateGroupACInitValue;
    if ((await acceptedProblemCount(db, user.uid)) < needed) {
      throw forbidden(
        `Sorry, you cannot create a group yet! Please get at least ${needed} problems accepted first!`,
      );
    }
  }
  await requireFreeNames(db, input.name, input.shortName);

  const group = await refusingTakenNames(() =>
    db.transaction(async (tx) => {
      if (limited) {
        await lockUserRecord(tx, user.uid);
        const [owned] = await tx.select({ n: count() }).from(team).where(eq(team.uid, user.uid));
        const totalLimit = switches.defaultCreateGroupLimit;
        if (Number(owned?.n ?? 0) >= totalLimit) {
          throw forbidden(`Sorry, you have already created ${totalLimit} groups and cannot create more!`);
        }
        // Counted apart from the rows so that disbanding a group gives no extra creation that day.
        const dailyLimit = switches.defaultCreateGroupDailyLimit;
        const today = await incrementCounter(tx, `group-create:${user.uid}`, DAY_SECONDS, now);
        if (today > dailyLimit) {
          throw forbidden(`Sorry, you have already created ${dailyLimit} groups today and are restricted!`);
        }
      }
      const [created] = await tx
        .insert(team)
        .values({
          name: input.name,
          shortName: input.shortName,
          brief: input.brief,
          description: input.description,
          owner: user.username,
          uid: user.uid,
          auth: input.auth,
          visible: input.visible,
          code: input.code,
          gmtCreate: now,
          gmtModified: now,
        })
        .returning();
      await tx.insert(groupMember).values({
        gid: created!.id,
        uid: user.uid,
        auth: GROUP_LEVEL.ROOT,
        gmtCreate: now,
        gmtModified: now,
      });
      return created!;
    }),
  );
  return toGroupDetail(group, true);
}

/**
 * PUT /api/group (HOJ updateGroup): the group's root, owner or super admin. Absent fields keep
 * their stored values; a protected or private group must end up with a code.
 */
export async function updateGroup(
  db: DbOrTx,
  user: User,
  input: z.output<typeof updateGroupRequest>,
): Promise<GroupDetail> {
  const access = await groupAccess(db, input.id, user);
  if (!access.isRoot) throw forbidden('Sorry, only the root of this group may change its settings');
  const auth = input.auth ?? access.group.auth;
  const code = input.code ?? access.group.code;
  if (auth !== GroupAuth.PUBLIC && !code) {
    throw badRequest(`The invitation code is required: ${GROUP_CODE_LENGTH} characters`);
  }
  await requireFreeNames(db, input.name, input.shortName, input.id);
  const [updated] = await refusingTakenNames(() =>
    db
      .update(team)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.shortName !== undefined && { shortName: input.shortName }),
        ...(input.brief !== undefined && { brief: input.brief }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.visible !== undefined && { visible: input.visible }),
        auth,
        code,
      })
      .where(eq(team.id, input.id))
      .returning(),
  );
  if (!updated) throw notFound(GROUP_NOT_FOUND);
  return toGroupDetail(updated, true);
}

/**
 * DELETE /api/group (HOJ deleteGroup): the owner or super admin. In one transaction the higher
 * areas drop what they keep for the group, the group goes (members and announcements cascade),
 * and every former member is told who dissolved it.
 */
export async function disbandGroup(db: Db, hooks: GroupHooks, user: User, gid: number): Promise<void> {
  const access = await groupAccess(db, gid, user);
  if (!access.isOwner && !access.isSuperAdmin) {
    throw forbidden('Sorry, only the owner of this group or the super administrator may disband it');
  }
  await db.transaction(async (tx) => {
    const members = await tx
      .select({ uid: groupMember.uid })
      .from(groupMember)
      .where(and(eq(groupMember.gid, gid), inArray(groupMember.auth, MEMBERSHIP_LEVELS)));
    await hooks.groupDisbanded(tx, gid);
    const removed = await tx.delete(team).where(eq(team.id, gid)).returning({ id: team.id });
    if (removed.length === 0) throw notFound(GROUP_NOT_FOUND);
    await notifyUsers(
      tx,
      members.map((member) => member.uid),
      dissolutionNotice(gid, access.group.name, user.username),
    );
  });
}

/**
 * Points the group at an uploaded avatar (the file area stores the image and checks the caller
 * is the group's root); answers the group as its root sees it.
 */
export async function setGroupAvatar(db: DbOrTx, gid: number, url: string): Promise<GroupDetail> {
  const [updated] = await db.update(team).set({ avatar: url }).where(eq(team.id, gid)).returning();
  if (!updated) throw notFound(GROUP_NOT_FOUND);
  return toGroupDetail(updated, true);
}
