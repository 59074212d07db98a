import { REMOTE_JUDGE_KEYS, type SwitchConfig, type SwitchUpdateRequest } from '@contract/site-switch';
import { sql } from 'drizzle-orm';
import { badRequest } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { readConfig, writeConfig } from './config';

/**
 * The whole switch section as HOJ's admin page reads it. Every consumer reads the section from
 * the database on each request (`readConfig`), so nothing is cached that a save must forget.
 */
export function getSwitchConfig(db: DbOrTx): Promise<SwitchConfig> {
  return readConfig(db, 'switch');
}

/**
 * Saves the given settings over the stored ones. A remote judge's username and password lists
 * pair up by position, so after the merge they must be equally long (HOJ saved a mismatch and
 * only logged it; here it is refused).
 */
export async function updateSwitchConfig(db: DbOrTx, patch: SwitchUpdateRequest): Promise<SwitchConfig> {
  return db.transaction(async (tx) => {
    // Two saves at once would each merge into the same old document and one would be lost.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_config:switch'))`);
    const current = await readConfig(tx, 'switch');
    const merged = { ...current, ...patch };
    for (const oj of REMOTE_JUDGE_KEYS) {
      const users = merged[`${oj}UsernameList`];
      const passwords = merged[`${oj}PasswordList`];
      if (users.length !== passwords.length) {
        throw badRequest(
          `${oj}UsernameList and ${oj}PasswordList must have the same length: each account needs its password`,
        );
      }
    }
    return writeConfig(tx, 'switch', patch);
  });
}
