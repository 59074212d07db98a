import { IMPORT_FIELD_MAX, type ImportRowError, type ImportUsersResult } from '@contract/account-admin';
import { LIMITS } from '@contract/limits';
import { Role } from '@contract/roles';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { userInfo, userRecord, userRole } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { hashPassword } from '../../lib/password';
import { randomId } from '../../lib/random';
import type { Platform } from '../../platform/platform';
import { isUniqueViolation } from './user-info';

const emailFormat = z.email();
const BAD_NAME = /[\p{Cc}\p{Cf}\p{Z}]/u;

interface NewUser {
  username: string;
  password: string;
  email: string | null;
  realname: string | null;
  gender: string;
  nickname: string | null;
  school: string | null;
}

/** HOJ reads male/0 and female/1; anything else leaves the gender unset. */
function genderOf(cell: string): string {
  const value = cell.toLowerCase();
  if (value === 'male' || value === '0') return 'male';
  if (value === 'female' || value === '1') return 'female';
  return 'secrecy';
}

/** The first thing wrong with a row, or null. */
function rowProblem(user: NewUser): string | null {
  if (user.username.length > LIMITS.usernameMax)
    return `username must be at most ${LIMITS.usernameMax} characters`;
  if (BAD_NAME.test(user.username))
    return 'username must not contain spaces, control characters or invisible characters';
  if (user.password.length < LIMITS.passwordMin || user.password.length > LIMITS.passwordMax) {
    return `password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`;
  }
  if (user.email !== null) {
    if (user.email.length > IMPORT_FIELD_MAX.email)
      return `email must be at most ${IMPORT_FIELD_MAX.email} characters`;
    if (!emailFormat.safeParse(user.email).success) return 'email format is incorrect';
  }
  for (const field of ['realname', 'nickname', 'school'] as const) {
    const value = user[field];
    if (value !== null && value.length > IMPORT_FIELD_MAX[field]) {
      return `${field} must be at most ${IMPORT_FIELD_MAX[field]} characters`;
    }
  }
  return null;
}

const cellOf = (row: string[], i: number) => (row[i] ?? '').trim();
const orNull = (value: string) => (value === '' ? null : value);

/**
 * POST /api/admin/user/insert-batch-user. Rows without a username or password are skipped.
 * Unlike HOJ, which keeps the rows that went in and names the rest, the import is all or
 * nothing: any bad row, or a name or e-mail taken (in the site or earlier in the file), is
 * reported by row and nothing is created, so fixing the file and sending it again is safe.
 */
export async function importUsers(platform: Platform, rows: string[][]): Promise<ImportUsersResult> {
  const { db, clock, config } = platform;
  const errors: ImportRowError[] = [];
  const users: NewUser[] = [];
  const seenNames = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  let skipped = 0;
  rows.forEach((row, index) => {
    const user: NewUser = {
      username: cellOf(row, 0),
      password: row[1] ?? '',
      email: orNull(cellOf(row, 2)),
      realname: orNull(cellOf(row, 3)),
      gender: genderOf(cellOf(row, 4)),
      nickname: orNull(cellOf(row, 5)),
      school: orNull(cellOf(row, 6)),
    };
    if (user.username === '' || user.password.trim() === '') {
      skipped++;
      return;
    }
    const number = index + 1;
    const problem = rowProblem(user);
    if (problem) {
      errors.push({ row: number, username: user.username, msg: problem });
      return;
    }
    const name = user.username.toLowerCase();
    const email = user.email?.toLowerCase();
    if (seenNames.has(name)) {
      errors.push({
        row: number,
        username: user.username,
        msg: `the username repeats row ${seenNames.get(name)}`,
      });
      return;
    }
    if (email && seenEmails.has(email)) {
      errors.push({
        row: number,
        username: user.username,
        msg: `the email repeats row ${seenEmails.get(email)}`,
      });
      return;
    }
    seenNames.set(name, number);
    if (email) seenEmails.set(email, number);
    users.push(user);
  });

  if (users.length > 0) {
    const takenNames = new Set(
      (
        await db
          .select({ name: sql<string>`lower(${userInfo.username})` })
          .from(userInfo)
          .where(inArray(sql`lower(${userInfo.username})`, [...seenNames.keys()]))
      ).map((r) => r.name),
    );
    const takenEmails = seenEmails.size
      ? new Set(
          (
            await db
              .select({ email: sql<string>`lower(${userInfo.email})` })
              .from(userInfo)
              .where(inArray(sql`lower(${userInfo.email})`, [...seenEmails.keys()]))
          ).map((r) => r.email),
        )
      : new Set<string>();
    for (const user of users) {
      const row = seenNames.get(user.username.toLowerCase()) ?? 0;
      if (takenNames.has(user.username.toLowerCase())) {
        errors.push({ row, username: user.username, msg: 'the username already exists' });
      } else if (user.email && takenEmails.has(user.email.toLowerCase())) {
        errors.push({ row, username: user.username, msg: 'the email already exists' });
      }
    }
  }

  const result = { created: 0, skipped, errors };
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    const shown = errors.slice(0, 5).map((e) => `row ${e.row} ${e.username}: ${e.msg}`);
    if (errors.length > shown.length) shown.push(`and ${errors.length - shown.length} more`);
    throw badRequest(`Nothing was imported, ${errors.length} row(s) failed: ${shown.join('; ')}`, result);
  }
  if (users.length === 0) throw badRequest('No row has both a username and a password');

  const now = clock.now();
  const prepared = await Promise.all(
    users.map(async (user) => ({
      ...user,
      uid: randomId(),
      password: await hashPassword(user.password, config.passwordIterations),
      gmtCreate: now,
      gmtModified: now,
    })),
  );
  try {
    await db.transaction(async (tx) => {
      await tx.insert(userInfo).values(prepared);
      await tx.insert(userRole).values(prepared.map(({ uid }) => ({ uid, roleId: Role.DEFAULT_USER })));
      await tx.insert(userRecord).values(prepared.map(({ uid }) => ({ uid })));
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw badRequest('Nothing was imported: a username or email was taken meanwhile');
    throw error;
  }
  return { ...result, created: prepared.length };
}
