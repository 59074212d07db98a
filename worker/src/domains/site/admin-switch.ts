import { REMOTE_JUDGE_KEYS, type SwitchConfig, type SwitchUpdateRequest } from '@contract/site-switch';
import { sql } from 'drizzle-orm';
import { badRequest } from '../../http/errors';
import { renewSharedPages } from '../../lib/shared-page';
import type { Platform } from '../../platform/platform';
import { readConfig, type SwitchSettings, writeConfig } from './config';
import { SITE_CONFIG_PAGES } from './service';
import type { SwitchAccountLists, SwitchAccountStore } from './switch-accounts';

/**
 * The whole switch section as HOJ's admin page reads it: the flags and counts of the site
 * configuration with the remote judges' account lists. Every consumer reads the section from the
 * database on each request, so nothing is cached that a save must forget.
 */
export async function getSwitchConfig(
  platform: Platform,
  accounts: SwitchAccountStore,
): Promise<SwitchConfig> {
  const [settings, lists] = await Promise.all([
    readConfig(platform.db, 'switch'),
    accounts.read(platform, platform.db),
  ]);
  return { ...settings, ...lists };
}

/** The settings of a patch that belong to the site configuration, and the account lists apart. */
function splitPatch(patch: SwitchUpdateRequest): {
  settings: Partial<SwitchSettings>;
  lists: Partial<SwitchAccountLists>;
} {
  const settings: Record<string, unknown> = {};
  const lists: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (key.endsWith('UsernameList') || key.endsWith('PasswordList')) lists[key] = value as string[];
    else settings[key] = value;
  }
  return { settings: settings as Partial<SwitchSettings>, lists: lists as Partial<SwitchAccountLists> };
}

/**
 * Saves the given settings over the stored ones, and the account lists into the remote-judge
 * area's store, in one transaction. A judge's username and password lists pair up by position,
 * so after the merge with what is stored they must be equally long (HOJ saved a mismatch and only
 * logged it; here it is refused), and one list must not name an account twice.
 */
export async function updateSwitchConfig(
  platform: Platform,
  accounts: SwitchAccountStore,
  patch: SwitchUpdateRequest,
): Promise<SwitchConfig> {
  const { settings, lists } = splitPatch(patch);
  const updated = await platform.db.transaction(async (tx) => {
    // Two saves at once would each merge into the same old document and one would be lost.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_config:switch'))`);
    const current = await accounts.read(platform, tx);
    const merged = { ...current, ...lists };
    const replaced: Partial<SwitchAccountLists> = {};
    for (const oj of REMOTE_JUDGE_KEYS) {
      const usersKey = `${oj}UsernameList` as const;
      const passwordsKey = `${oj}PasswordList` as const;
      if (lists[usersKey] === undefined && lists[passwordsKey] === undefined) continue;
      const users = merged[usersKey];
      const passwords = merged[passwordsKey];
      if (users.length !== passwords.length) {
        throw badRequest(
          `${oj}UsernameList and ${oj}PasswordList must have the same length: each account needs its password`,
        );
      }
      const duplicate = users.find((name, index) => users.indexOf(name) !== index);
      if (duplicate !== undefined) throw badRequest(`${oj}UsernameList lists the account ${duplicate} twice`);
      replaced[usersKey] = users;
      replaced[passwordsKey] = passwords;
    }
    const saved = await writeConfig(tx, 'switch', settings);
    await accounts.replace(platform, tx, replaced);
    return { ...saved, ...(await accounts.read(platform, tx)) };
  });
  // The public configuration carries the discussion switches.
  renewSharedPages(platform.db, SITE_CONFIG_PAGES.name);
  return updated;
}
