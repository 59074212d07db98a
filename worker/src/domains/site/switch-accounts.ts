import type { SwitchConfig } from '@contract/site-switch';
import type { DbOrTx, Tx } from '../../platform/db';
import type { Platform } from '../../platform/platform';

/** The remote judges' account lists of the switch configuration (`cfUsernameList`, `cfPasswordList`, …). */
export type SwitchAccountLists = Pick<
  SwitchConfig,
  Extract<keyof SwitchConfig, `${string}UsernameList` | `${string}PasswordList`>
>;

/**
 * The switch page shows and saves the remote judges' accounts, which the remote-judge area keeps
 * (encrypted, with their state). The site area sits below it, so app.ts hands the store in.
 */
export interface SwitchAccountStore {
  /** Every list, decrypted, in root's order. */
  read(platform: Platform, db: DbOrTx): Promise<SwitchAccountLists>;
  /** Replaces the lists present in `lists` (pairs by position), inside the save's transaction. */
  replace(platform: Platform, tx: Tx, lists: Partial<SwitchAccountLists>): Promise<void>;
}
