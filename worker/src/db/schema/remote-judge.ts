import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, timestamps } from './common';

/**
 * Owned by the remote-judge area (domains/remote-judge): the site's accounts on other judges,
 * as root lists them on the switch page. Username and password are stored encrypted
 * (AES-GCM, key from the deployment's secrets); `usernameHash` finds an account without
 * decrypting every row. A submission reserves an account until its verdict is recorded.
 */
export const remoteJudgeAccount = pgTable(
  'remote_judge_account',
  {
    id: id(),
    /** The switch configuration's list key: cf, hdu, poj, atcoder, spoj, libreoj. */
    oj: text().notNull(),
    /** Position in root's list, so the switch page shows the lists as saved. */
    seq: integer().notNull().default(0),
    usernameCipher: text().notNull(),
    passwordCipher: text().notNull(),
    /** HMAC of the username under the same key: unique per judge. */
    usernameHash: text().notNull(),
    /** ok, or login-failed (skipped until root saves the account again). */
    status: text().notNull().default('ok'),
    lastError: text(),
    /** The submission holding the account, and until when the hold counts without news. */
    reservedBy: integer(),
    reservedUntil: at(),
    lastSubmitAt: at(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('remote_judge_account_oj_user_uq').on(t.oj, t.usernameHash),
    index('remote_judge_account_free_idx').on(t.oj, t.lastSubmitAt).where(sql`${t.status} = 'ok'`),
  ],
);
