import {
  GroupMemberAuth,
  type GroupMemberPage,
  type GroupMemberRow,
  type groupMemberListQuery,
} from '@contract/group';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { groupMember, userInfo } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { containsPattern } from '../../lib/like-pattern';
import type { DbOrTx } from '../../platform/db';
import { assertGroupAdmin, assertGroupReader, MEMBERSHIP_LEVELS } from './policy';

type User = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;

type MemberListQuery = z.output<typeof groupMemberListQuery>;

const APPLICATION_LEVELS = [GroupMemberAuth.APPLYING, GroupMemberAuth.REFUSED];

/** The group's rows at `levels`, newest first, once `gate` has let the caller in. */
async function listRows(
  db: DbOrTx,
  user: User,
  gate: typeof assertGroupReader,
  levels: number[],
  query: MemberListQuery,
): Promise<GroupMemberPage> {
  const gid = query.gid;
  await gate(db, gid, user);
  const conditions: (SQL | undefined)[] = [eq(groupMember.gid, gid), inArray(groupMember.auth, levels)];
  if (query.auth) conditions.push(eq(groupMember.auth, query.auth));
  if (query.keyword) conditions.push(ilike(userInfo.username, containsPattern(query.keyword)));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(groupMember)
    .innerJoin(userInfo, eq(userInfo.uid, groupMember.uid))
    .where(where);
  const rows = await db
    .select({ member: groupMember, username: userInfo.username, avatar: userInfo.avatar })
    .from(groupMember)
    .innerJoin(userInfo, eq(userInfo.uid, groupMember.uid))
    .where(where)
    .orderBy(desc(groupMember.gmtCreate), desc(groupMember.id))
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  const records: GroupMemberRow[] = rows.map(({ member, username, avatar }) => ({
    id: member.id,
    gid: member.gid,
    uid: member.uid,
    username,
    avatar,
    auth: member.auth as GroupMemberAuth,
    reason: member.reason,
    gmtCreate: member.gmtCreate.toISOString(),
    gmtModify: member.gmtModified.toISOString(),
  }));
  return { records, total: Number(total?.n ?? 0), current: query.currentPage, size: query.limit };
}

/** GET /api/group/get-member-list: members (levels 3–5), newest first; for the group's readers. */
export const listGroupMembers = (db: DbOrTx, user: User, query: MemberListQuery) =>
  listRows(db, user, assertGroupReader, MEMBERSHIP_LEVELS, query);

/** GET /api/group/get-apply-list: applications still open or refused (levels 1–2); for group admins. */
export const listGroupApplications = (db: DbOrTx, user: User, query: MemberListQuery) =>
  listRows(db, user, assertGroupAdmin, APPLICATION_LEVELS, query);
