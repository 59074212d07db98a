import { Role } from '@contract/roles';
import { eq, sql } from 'drizzle-orm';
import { userInfo, userRecord, userRole } from '../db/schema';
import { hashPassword } from '../lib/password';
import { randomId } from '../lib/random';
import type { Platform } from '../platform/platform';

export const ROOT_USERNAME = 'root';

/**
 * Creates the super admin `root` on first start. Returns true when it was created now, so
 * the caller can show the password once; an existing root is never touched.
 */
export async function ensureRootAccount(platform: Platform, password: string): Promise<boolean> {
  const { db, config } = platform;
  const [existing] = await db
    .select({ uid: userInfo.uid })
    .from(userInfo)
    .where(eq(sql`lower(${userInfo.username})`, ROOT_USERNAME));
  if (existing) return false;
  const uid = randomId();
  const hash = await hashPassword(password, config.passwordIterations);
  await db.transaction(async (tx) => {
    await tx.insert(userInfo).values({ uid, username: ROOT_USERNAME, password: hash, nickname: 'root' });
    await tx.insert(userRole).values({ uid, roleId: Role.ROOT });
    await tx.insert(userRecord).values({ uid });
  });
  return true;
}
