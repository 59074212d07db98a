import type { GroupAuth, GroupListItem, GroupListPage, groupListQuery } from '@contract/group';
import { isRoot } from '@contract/roles';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { groupMember, team } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { containsPattern } from '../../lib/like-pattern';
import type { DbOrTx } from '../../platform/db';
import { GROUP_LEVEL } from './policy';

/**
 * Correlated subqueries on the membership table, written out with an alias: its columns share
 * names with the group's (`id`), so they must be qualified.
 */
const isMemberOfListedGroup = (uid: string) =>
  sql`exists (select 1 from ${groupMember} gm where gm.gid = ${team}.id and gm.uid = ${uid} and gm.auth between ${GROUP_LEVEL.MEMBER} and ${GROUP_LEVEL.ROOT})`;
const memberCountOfListedGroup = sql<number>`(select count(*) from ${groupMember} gm where gm.gid = ${team}.id and gm.auth between ${GROUP_LEVEL.MEMBER} and ${GROUP_LEVEL.ROOT})`;

/**
 * GET /api/get-group-list (HOJ getGroupList): oldest first. A hidden group is listed only to its
 * members and super admin, a disabled one only to super admin; onlyMine keeps the groups the
 * caller is a member of (none for a visitor). The keyword matches name, short name and owner.
 */
export async function listGroups(
  db: DbOrTx,
  user: Pick<CurrentUser, 'uid' | 'roles'> | null,
  query: z.output<typeof groupListQuery>,
): Promise<GroupListPage> {
  const superAdmin = user !== null && isRoot(user.roles);
  const conditions: (SQL | undefined)[] = [];
  if (!superAdmin) {
    conditions.push(eq(team.status, 0));
    conditions.push(
      user ? or(eq(team.visible, true), isMemberOfListedGroup(user.uid)) : eq(team.visible, true),
    );
  }
  if (query.onlyMine) conditions.push(user ? isMemberOfListedGroup(user.uid) : sql`false`);
  if (query.auth) conditions.push(eq(team.auth, query.auth));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      or(ilike(team.name, pattern), ilike(team.shortName, pattern), ilike(team.owner, pattern)),
    );
  }
  const where = and(...conditions);

  const [total] = await db.select({ n: count() }).from(team).where(where);
  const rows = await db
    .select({ group: team, memberCount: memberCountOfListedGroup })
    .from(team)
    .where(where)
    .orderBy(asc(team.id))
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);

  const records: GroupListItem[] = rows.map(({ group, memberCount }) => ({
    id: group.id,
    avatar: group.avatar,
    owner: group.owner,
    name: group.name,
    shortName: group.shortName,
    brief: group.brief,
    description: group.description,
    auth: group.auth as GroupAuth,
    visible: group.visible,
    memberCount: Number(memberCount),
    gmtCreate: group.gmtCreate.toISOString(),
  }));
  return { records, total: Number(total?.n ?? 0), current: query.currentPage, size: query.limit };
}
