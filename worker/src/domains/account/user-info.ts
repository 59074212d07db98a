import type { UserInfo } from '@contract/account';
import { ROLE_NAMES, type RoleCode } from '@contract/roles';
import { eq, sql } from 'drizzle-orm';
import { userInfo, userRole } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/** Role names of the given codes, in code order. */
export function roleNamesOf(codes: readonly number[]): string[] {
  return [...codes].sort((a, b) => a - b).map((code) => ROLE_NAMES[code as RoleCode] ?? String(code));
}

// Drizzle leaves columns unqualified in single-table selects, where a bare "uid" inside the
// subquery would mean user_role.uid; the outer column is therefore named in full.
const roleCodes = sql<
  number[]
>`array(select ${userRole.roleId} from ${userRole} where ${userRole.uid} = ${sql.identifier('user_info')}.${sql.identifier('uid')})`;

/** The account as login, change-userInfo, change-email and upload-avatar return it. */
export async function loadUserInfo(db: DbOrTx, uid: string): Promise<UserInfo | null> {
  const [row] = await db
    .select({
      uid: userInfo.uid,
      username: userInfo.username,
      nickname: userInfo.nickname,
      realname: userInfo.realname,
      email: userInfo.email,
      mobile: userInfo.mobile,
      avatar: userInfo.avatar,
      school: userInfo.school,
      number: userInfo.number,
      gender: userInfo.gender,
      signature: userInfo.signature,
      github: userInfo.github,
      blog: userInfo.blog,
      cfUsername: userInfo.cfUsername,
      titleName: userInfo.titleName,
      titleColor: userInfo.titleColor,
      roles: roleCodes,
    })
    .from(userInfo)
    .where(eq(userInfo.uid, uid));
  if (!row) return null;
  const { roles, gender, ...rest } = row;
  return {
    ...rest,
    gender: gender === 'male' || gender === 'female' ? gender : 'secrecy',
    roleList: roleNamesOf(roles.map(Number)),
  };
}

/** A user looked up by name, case-insensitively, with what login needs. */
export async function findAccountByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select({
      uid: userInfo.uid,
      username: userInfo.username,
      password: userInfo.password,
      email: userInfo.email,
      status: userInfo.status,
      roles: roleCodes,
    })
    .from(userInfo)
    .where(eq(sql`lower(${userInfo.username})`, username.trim().toLowerCase()));
  return row ? { ...row, roles: row.roles.map(Number) } : null;
}

export async function usernameExists(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: userInfo.uid })
    .from(userInfo)
    .where(eq(sql`lower(${userInfo.username})`, username.trim().toLowerCase()));
  return Boolean(row);
}

export async function findUidByEmail(
  db: DbOrTx,
  email: string,
): Promise<{ uid: string; username: string } | null> {
  const [row] = await db
    .select({ uid: userInfo.uid, username: userInfo.username })
    .from(userInfo)
    .where(eq(sql`lower(${userInfo.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

/** True when Postgres refused a write for a unique index (a concurrent duplicate). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
