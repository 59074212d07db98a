import { JudgeStatus } from '@contract/judge-status';
import type { RemoteAccountState } from '@contract/remote-judge';
import { REMOTE_JUDGE_KEYS, type RemoteJudgeKey } from '@contract/site-switch';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { remoteJudgeAccount, submission } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { DbOrTx, Tx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import type { SwitchAccountLists, SwitchAccountStore } from '../site/index';
import { decryptSecret, encryptSecret, usernameDigest } from './credentials';

type AccountRow = typeof remoteJudgeAccount.$inferSelect;

/** The message when a stored value cannot be decrypted: the deployment's REMOTE_ACCOUNT_KEY changed. */
function unreadable(row: Pick<AccountRow, 'id' | 'oj'>): Error {
  return new Error(
    `remote judge account ${row.id} (${row.oj}) cannot be decrypted: REMOTE_ACCOUNT_KEY differs from the key it was saved with`,
  );
}

export async function decryptAccountField(
  platform: Platform,
  row: Pick<AccountRow, 'id' | 'oj'>,
  sealed: string,
) {
  try {
    return await decryptSecret(platform.config.remoteAccountKey, sealed);
  } catch {
    throw unreadable(row);
  }
}

/** The first username listed twice, or null. */
export function firstDuplicate(usernames: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of usernames) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

/** Every list of the switch page, decrypted, in root's order. */
async function readLists(platform: Platform, db: DbOrTx): Promise<SwitchAccountLists> {
  const rows = await db
    .select()
    .from(remoteJudgeAccount)
    .orderBy(asc(remoteJudgeAccount.oj), asc(remoteJudgeAccount.seq), asc(remoteJudgeAccount.id));
  const lists = Object.fromEntries(
    REMOTE_JUDGE_KEYS.flatMap((oj) => [
      [`${oj}UsernameList`, [] as string[]],
      [`${oj}PasswordList`, [] as string[]],
    ]),
  ) as SwitchAccountLists;
  for (const row of rows) {
    if (!(REMOTE_JUDGE_KEYS as readonly string[]).includes(row.oj)) continue;
    const oj = row.oj as RemoteJudgeKey;
    lists[`${oj}UsernameList`].push(await decryptAccountField(platform, row, row.usernameCipher));
    lists[`${oj}PasswordList`].push(await decryptAccountField(platform, row, row.passwordCipher));
  }
  return lists;
}

/**
 * Replaces one judge's accounts with root's list. An account whose username stays keeps its row,
 * so its reservation and history survive a save; saving it again (with its password, changed or
 * not) puts a login-failed account back in service. Usernames no longer listed are deleted.
 */
async function replaceList(
  platform: Platform,
  tx: Tx,
  oj: RemoteJudgeKey,
  usernames: readonly string[],
  passwords: readonly string[],
): Promise<void> {
  if (usernames.length !== passwords.length) {
    throw badRequest(
      `${oj}UsernameList and ${oj}PasswordList must have the same length: each account needs its password`,
    );
  }
  const duplicate = firstDuplicate(usernames);
  if (duplicate !== null) throw badRequest(`${oj}UsernameList lists the account ${duplicate} twice`);
  const key = platform.config.remoteAccountKey;
  const existing = await tx
    .select({ id: remoteJudgeAccount.id, usernameHash: remoteJudgeAccount.usernameHash })
    .from(remoteJudgeAccount)
    .where(eq(remoteJudgeAccount.oj, oj))
    .for('update');
  const byHash = new Map(existing.map((row) => [row.usernameHash, row.id]));
  const kept = new Set<number>();
  for (const [seq, username] of usernames.entries()) {
    const usernameHash = await usernameDigest(key, oj, username);
    const passwordCipher = await encryptSecret(key, passwords[seq]!);
    const id = byHash.get(usernameHash);
    if (id !== undefined) {
      kept.add(id);
      await tx
        .update(remoteJudgeAccount)
        .set({ seq, passwordCipher, status: 'ok', lastError: null })
        .where(eq(remoteJudgeAccount.id, id));
    } else {
      await tx.insert(remoteJudgeAccount).values({
        oj,
        seq,
        usernameCipher: await encryptSecret(key, username),
        passwordCipher,
        usernameHash,
      });
    }
  }
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) await tx.delete(remoteJudgeAccount).where(inArray(remoteJudgeAccount.id, removed));
}

/** What the switch page reads and saves (handed to the site area by app.ts). */
export const remoteAccountStore: SwitchAccountStore = {
  read: readLists,
  async replace(platform: Platform, tx: Tx, lists: Partial<SwitchAccountLists>): Promise<void> {
    for (const oj of REMOTE_JUDGE_KEYS) {
      const usernames = lists[`${oj}UsernameList`];
      const passwords = lists[`${oj}PasswordList`];
      if (usernames === undefined && passwords === undefined) continue;
      if (usernames === undefined || passwords === undefined) {
        throw badRequest(`${oj}UsernameList and ${oj}PasswordList must be saved together`);
      }
      await replaceList(platform, tx, oj, usernames, passwords);
    }
  },
};

/** A reservation counts while its time runs and its submission is still being judged. */
export function reservationHeld(now: Date): SQL {
  const inFlight = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING].map((s) => sql`${s}`);
  return sql`(${remoteJudgeAccount.reservedBy} is not null and ${remoteJudgeAccount.reservedUntil} > ${now} and exists (select 1 from ${submission} where ${submission.submitId} = ${remoteJudgeAccount.reservedBy} and ${submission.status} in (${sql.join(inFlight, sql`, `)})))`;
}

/** GET /api/admin/remote-judge/accounts: every account with its health, in the switch page's order. */
export async function listAccountStates(platform: Platform): Promise<RemoteAccountState[]> {
  const now = platform.clock.now();
  const rows = await platform.db
    .select({ row: remoteJudgeAccount, inUse: sql<boolean>`coalesce(${reservationHeld(now)}, false)` })
    .from(remoteJudgeAccount)
    .orderBy(asc(remoteJudgeAccount.seq), asc(remoteJudgeAccount.id));
  const order = (oj: string) => {
    const index = (REMOTE_JUDGE_KEYS as readonly string[]).indexOf(oj);
    return index < 0 ? REMOTE_JUDGE_KEYS.length : index;
  };
  rows.sort((a, b) => order(a.row.oj) - order(b.row.oj));
  const states: RemoteAccountState[] = [];
  for (const { row, inUse } of rows) {
    states.push({
      oj: row.oj,
      username: await decryptAccountField(platform, row, row.usernameCipher),
      status: row.status === 'login-failed' ? 'login-failed' : 'ok',
      lastError: row.lastError,
      inUse: Boolean(inUse),
      lastSubmitAt: row.lastSubmitAt?.toISOString() ?? null,
    });
  }
  return states;
}
