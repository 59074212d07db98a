import type {
  AdminEditUserRequest,
  AdminUserListQuery,
  AdminUserListResponse,
} from '@contract/account-admin';
import { ADMIN_ROLES, ROLE_NAMES, Role, type RoleCode } from '@contract/roles';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { userInfo, userRole } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { containsPattern } from '../../lib/like-pattern';
import { hashPassword } from '../../lib/password';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { revokeSessions } from './session';
import { forgetCachedSessions } from './session-lookup';
import { findUidByEmail, isUniqueViolation } from './user-info';

/** The account bootstrap creates; it alone may change or remove other super admins. */
const PRIMORDIAL_ROOT = 'root';

export const USER_NOT_FOUND = 'The user does not exist';
export const CANNOT_DELETE_SELF = 'You cannot delete yourself';
export const CANNOT_LOCK_SELF_OUT = 'You cannot disable yourself or take away your own super admin role';
export const SUPER_ADMIN_PROTECTED = 'Only root may edit, disable or delete another super admin';
export const ROOT_PROTECTED = 'Nobody but root may edit, disable or delete root';

const isPrimordialRoot = (username: string) => username.toLowerCase() === PRIMORDIAL_ROOT;

// Spelled out with an alias: in a single-table select drizzle leaves columns unqualified,
// which would compare user_role.uid with itself.
const OUTER_UID = sql.raw('"user_info"."uid"');
const rolesOf = sql<
  number[]
>`array(select ur.role_id from user_role ur where ur.uid = ${OUTER_UID} order by ur.role_id)`;
const ADMIN_ROLE_LIST = sql.raw(ADMIN_ROLES.join(', '));

/** GET /api/admin/user/get-user-list: newest first; the keyword matches username, real name, nickname or e-mail. */
export async function listAdminUsers(db: DbOrTx, query: AdminUserListQuery): Promise<AdminUserListResponse> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    pattern
      ? or(
          ilike(userInfo.username, pattern),
          ilike(userInfo.realname, pattern),
          ilike(userInfo.nickname, pattern),
          ilike(userInfo.email, pattern),
        )
      : undefined,
    query.onlyAdmin
      ? sql`exists (select 1 from user_role ur where ur.uid = ${OUTER_UID} and ur.role_id in (${ADMIN_ROLE_LIST}))`
      : undefined,
  );
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(userInfo).where(where);
  const rows = await db
    .select({
      uid: userInfo.uid,
      username: userInfo.username,
      nickname: userInfo.nickname,
      realname: userInfo.realname,
      school: userInfo.school,
      gender: userInfo.gender,
      email: userInfo.email,
      avatar: userInfo.avatar,
      titleName: userInfo.titleName,
      titleColor: userInfo.titleColor,
      status: userInfo.status,
      gmtCreate: userInfo.gmtCreate,
      gmtModified: userInfo.gmtModified,
      roles: rolesOf,
    })
    .from(userInfo)
    .where(where)
    .orderBy(desc(userInfo.gmtCreate), userInfo.uid)
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return {
    records: rows.map((row) => ({
      ...row,
      gmtCreate: row.gmtCreate.toISOString(),
      gmtModified: row.gmtModified.toISOString(),
      roles: row.roles.map(Number).map((id) => ({ id, role: ROLE_NAMES[id as RoleCode] ?? String(id) })),
    })),
    total: counted?.total ?? 0,
    current: query.currentPage,
    size: query.limit,
  };
}

interface Target {
  uid: string;
  username: string;
  roles: number[];
}

async function loadTargets(db: DbOrTx, uids: string[]): Promise<Target[]> {
  const rows = await db
    .select({ uid: userInfo.uid, username: userInfo.username, roles: rolesOf })
    .from(userInfo)
    .where(inArray(userInfo.uid, uids));
  return rows.map((row) => ({ ...row, roles: row.roles.map(Number) }));
}

/** Root's account is its own; other super admins answer to root alone. */
function assertMayTouch(actor: CurrentUser, target: Target): void {
  if (target.uid === actor.uid) return;
  if (isPrimordialRoot(target.username)) throw forbidden(ROOT_PROTECTED);
  if (target.roles.includes(Role.ROOT) && !isPrimordialRoot(actor.username))
    throw forbidden(SUPER_ADMIN_PROTECTED);
}

/**
 * PUT /api/admin/user/edit-user. A new password or a ban ends the user's sessions; a role
 * change applies to the user's next call. Either way the cached sessions are forgotten.
 */
export async function editUser(
  platform: Platform,
  actor: CurrentUser,
  input: AdminEditUserRequest,
): Promise<void> {
  const { db, clock, config } = platform;
  const [target] = await loadTargets(db, [input.uid]);
  if (!target) throw notFound(USER_NOT_FOUND);
  assertMayTouch(actor, target);
  if (
    target.uid === actor.uid &&
    (input.status === 1 || (input.type !== undefined && input.type !== Role.ROOT))
  ) {
    throw badRequest(CANNOT_LOCK_SELF_OUT);
  }
  if (
    input.username !== undefined &&
    isPrimordialRoot(target.username) &&
    !isPrimordialRoot(input.username)
  ) {
    throw badRequest('The username of root cannot change');
  }
  if (input.email) {
    const owner = await findUidByEmail(db, input.email);
    if (owner && owner.uid !== target.uid) throw badRequest('The email is already used by another user');
  }
  const password =
    input.setNewPwd && input.password
      ? await hashPassword(input.password, config.passwordIterations)
      : undefined;
  const now = clock.now();
  const roleChanged =
    input.type !== undefined && (target.roles.length !== 1 || target.roles[0] !== input.type);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(userInfo)
        .set({
          username: input.username,
          realname: input.realname,
          nickname: input.nickname,
          school: input.school,
          email: input.email,
          titleName: input.titleName,
          titleColor: input.titleColor,
          status: input.status,
          password,
          gmtModified: now,
        })
        .where(eq(userInfo.uid, target.uid));
      if (roleChanged && input.type !== undefined) {
        await tx.delete(userRole).where(eq(userRole.uid, target.uid));
        await tx
          .insert(userRole)
          .values({ uid: target.uid, roleId: input.type, gmtCreate: now, gmtModified: now });
      }
      if (password || input.status === 1) {
        await revokeSessions(tx, target.uid, now, target.uid === actor.uid ? actor.sessionId : undefined);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('The username or email is already used by another user');
    throw error;
  }
  forgetCachedSessions(db, target.uid);
}

/** DELETE /api/admin/user/delete-user: all named users or none. */
export async function deleteUsers(db: DbOrTx, actor: CurrentUser, ids: string[]): Promise<void> {
  const uids = [...new Set(ids)];
  if (uids.includes(actor.uid)) throw badRequest(CANNOT_DELETE_SELF);
  const targets = await loadTargets(db, uids);
  if (targets.length !== uids.length) throw notFound(USER_NOT_FOUND);
  for (const target of targets) assertMayTouch(actor, target);
  await db.delete(userInfo).where(inArray(userInfo.uid, uids));
  for (const uid of uids) forgetCachedSessions(db, uid);
}
