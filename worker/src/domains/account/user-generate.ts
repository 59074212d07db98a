import {
  type AdminGenerateUsersRequest,
  GENERATED_USERS_TTL_SECONDS,
  type GenerateUsersResponse,
} from '@contract/account-admin';
import { Role } from '@contract/roles';
import { inArray, sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/universal';
import { userInfo, userRecord, userRole } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { hashPassword } from '../../lib/password';
import { randomId, randomReadable } from '../../lib/random';
import type { Platform } from '../../platform/platform';
import { purgeExpiredCache, readCache, writeCache } from '../site/index';
import { isUniqueViolation } from './user-info';

type GeneratedUser = [username: string, password: string];

const generatedKey = (key: string) => `generated-users:${key}`;

export const GENERATED_KEY_EXPIRED =
  'The generated users have expired or do not exist, please generate again';

/**
 * POST /api/admin/user/generate-user: prefix + number + suffix for each number of the range,
 * each with a random password; the names and passwords stay downloadable for half an hour
 * under the answered key. Any name already taken refuses the whole call.
 */
export async function generateUsers(
  platform: Platform,
  input: AdminGenerateUsersRequest,
): Promise<GenerateUsersResponse> {
  const { db, clock, config } = platform;
  const names: string[] = [];
  for (let n = input.number_from; n <= input.number_to; n++) names.push(`${input.prefix}${n}${input.suffix}`);
  const taken = await db
    .select({ username: userInfo.username })
    .from(userInfo)
    .where(
      inArray(
        sql`lower(${userInfo.username})`,
        names.map((name) => name.toLowerCase()),
      ),
    )
    .limit(10);
  if (taken.length > 0) {
    throw badRequest(`These usernames already exist: ${taken.map((row) => row.username).join(', ')}`);
  }
  const now = clock.now();
  const generated: GeneratedUser[] = names.map((name) => [name, randomReadable(input.password_length)]);
  const rows = await Promise.all(
    generated.map(async ([username, password]) => ({
      uid: randomId(),
      username,
      password: await hashPassword(password, config.passwordIterations),
      gmtCreate: now,
      gmtModified: now,
    })),
  );
  const key = randomId();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(userInfo).values(rows);
      await tx.insert(userRole).values(rows.map(({ uid }) => ({ uid, roleId: Role.DEFAULT_USER })));
      await tx.insert(userRecord).values(rows.map(({ uid }) => ({ uid })));
      await purgeExpiredCache(tx, now);
      await writeCache(
        tx,
        generatedKey(key),
        generated,
        new Date(now.getTime() + GENERATED_USERS_TTL_SECONDS * 1000),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw badRequest('A generated username was taken meanwhile, please try again');
    throw error;
  }
  return { key };
}

/** GET /api/file/generate-user-excel: the generated names and passwords as one sheet (HOJ ExcelUserVO). */
export async function generatedUsersSpreadsheet(platform: Platform, key: string): Promise<Blob> {
  const { db, clock } = platform;
  const users = await readCache<GeneratedUser[]>(db, generatedKey(key), clock.now());
  if (!users) throw notFound(GENERATED_KEY_EXPIRED);
  const head = ['Username', 'Password'].map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = users.map(([username, password]) => [{ value: username }, { value: password }]);
  return writeXlsxFile([head, ...body], { sheet: 'users', columns: [{ width: 24 }, { width: 28 }] }).toBlob();
}
