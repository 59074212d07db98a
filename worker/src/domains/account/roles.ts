import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { userRole } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/** The super admins (role root): contest boards and counts leave their submissions out. */
export async function superAdminUids(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ uid: userRole.uid }).from(userRole).where(eq(userRole.roleId, Role.ROOT));
  return rows.map((row) => row.uid);
}
