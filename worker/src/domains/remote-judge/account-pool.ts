import { REMOTE_JUDGE_INFO, REMOTE_JUDGES, type RemoteJudge } from '@contract/remote-judge';
import type { RemoteJudgeKey } from '@contract/site-switch';
import { and, asc, count, eq, inArray, isNull, lte, not, or, sql } from 'drizzle-orm';
import { remoteJudgeAdapter } from '../../../../remote-judge/registry';
import { remoteJudgeAccount } from '../../db/schema';
import type { DbOrTx, Tx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { decryptAccountField, reservationHeld } from './accounts';
import { usernameDigest } from './credentials';

/**
 * At most this many submissions of one account list (one judge, or Codeforces and its Gym) are
 * out on the judge at once: the judges throttle a site that floods them, whatever its accounts.
 */
export const MAX_RESERVATIONS_PER_JUDGE = 5;
/** Beyond the polling budget, time for the login and the submit themselves. */
const RESERVATION_MARGIN_MS = 2 * 60 * 1000;
/** A job whose accounts are all busy is offered again at most this much later. */
export const REMOTE_BUSY_RETRY_MS = 5000;
/** Offering a job again sooner than this only spins the lease loop. */
const REMOTE_MIN_RETRY_MS = 50;

/** How long a reservation holds without news: the slowest polling of the judges sharing the list. */
export function reservationMs(oj: string): number {
  let longest = 0;
  for (const judge of REMOTE_JUDGES) {
    if (REMOTE_JUDGE_INFO[judge].accountKey !== oj) continue;
    const adapter = remoteJudgeAdapter(judge);
    longest = Math.max(longest, adapter.maxPolls * adapter.pollIntervalMs);
  }
  return longest + RESERVATION_MARGIN_MS;
}

/** The least time between two submissions of one account of the list. */
function accountIntervalMs(oj: string): number {
  let longest = 0;
  for (const judge of REMOTE_JUDGES) {
    if (REMOTE_JUDGE_INFO[judge].accountKey === oj) {
      longest = Math.max(longest, remoteJudgeAdapter(judge).accountIntervalMs);
    }
  }
  return longest;
}

export interface ReservedAccount {
  id: number;
  username: string;
  password: string;
}

export type Reservation =
  | { outcome: 'reserved'; account: ReservedAccount }
  /**
   * Every healthy account is in use or resting: try again after `retryAfterMs`, the moment the
   * first resting account may submit again (bounded by REMOTE_BUSY_RETRY_MS while all are in use).
   */
  | { outcome: 'busy'; retryAfterMs: number }
  /** The judge has no account that can log in: the submission cannot be sent. */
  | { outcome: 'no-account'; message: string };

function noAccountMessage(judge: RemoteJudge): string {
  const info = REMOTE_JUDGE_INFO[judge];
  return (
    `This submission could not be sent to ${info.name}: the site has no ${info.name} account that can log in. ` +
    `Root must add or fix the ${info.accountKey} accounts on the switch page (Admin → Switch); then resubmit.`
  );
}

async function handOver(
  platform: Platform,
  row: typeof remoteJudgeAccount.$inferSelect,
): Promise<ReservedAccount> {
  return {
    id: row.id,
    username: await decryptAccountField(platform, row, row.usernameCipher),
    password: await decryptAccountField(platform, row, row.passwordCipher),
  };
}

/**
 * Reserves an account of `judge` for a submission, in the caller's transaction (the one that
 * builds the job). The submission's own reservation is reused, so a job leased again after its
 * runner died goes on with the account that submitted it. `submittedAs` is the account the judge
 * already took the run under (when known): it is handed over even when its reservation lapsed,
 * since polling that run needs it. Otherwise the account idle the longest that is healthy, free
 * and rested is taken, locked with SKIP LOCKED so concurrent leases take different ones.
 */
export async function reserveRemoteAccount(
  platform: Platform,
  tx: Tx,
  input: { judge: RemoteJudge; submitId: number; submittedAs: string | null },
): Promise<Reservation> {
  const now = platform.clock.now();
  const oj = REMOTE_JUDGE_INFO[input.judge].accountKey;
  const until = new Date(now.getTime() + reservationMs(oj));
  // One reservation at a time per list, so the per-judge limit cannot be passed by two leases at once.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`remote_judge_account:${oj}`}))`);

  const [own] = await tx
    .select()
    .from(remoteJudgeAccount)
    .where(
      and(
        eq(remoteJudgeAccount.oj, oj),
        eq(remoteJudgeAccount.reservedBy, input.submitId),
        eq(remoteJudgeAccount.status, 'ok'),
      ),
    )
    .limit(1)
    .for('update');
  let chosen = own;
  if (!chosen && input.submittedAs !== null) {
    const hash = await usernameDigest(platform.config.remoteAccountKey, oj, input.submittedAs);
    [chosen] = await tx
      .select()
      .from(remoteJudgeAccount)
      .where(and(eq(remoteJudgeAccount.oj, oj), eq(remoteJudgeAccount.usernameHash, hash)))
      .for('update');
  }
  if (chosen) {
    await tx
      .update(remoteJudgeAccount)
      .set({ reservedBy: input.submitId, reservedUntil: until })
      .where(eq(remoteJudgeAccount.id, chosen.id));
    return { outcome: 'reserved', account: await handOver(platform, chosen) };
  }

  const [healthy] = await tx
    .select({ n: count() })
    .from(remoteJudgeAccount)
    .where(and(eq(remoteJudgeAccount.oj, oj), eq(remoteJudgeAccount.status, 'ok')));
  if ((healthy?.n ?? 0) === 0) return { outcome: 'no-account', message: noAccountMessage(input.judge) };

  const [held] = await tx
    .select({ n: count() })
    .from(remoteJudgeAccount)
    .where(and(eq(remoteJudgeAccount.oj, oj), reservationHeld(now)));
  if ((held?.n ?? 0) >= MAX_RESERVATIONS_PER_JUDGE) {
    return { outcome: 'busy', retryAfterMs: REMOTE_BUSY_RETRY_MS };
  }

  const intervalMs = accountIntervalMs(oj);
  const restedSince = new Date(now.getTime() - intervalMs);
  const [free] = await tx
    .select()
    .from(remoteJudgeAccount)
    .where(
      and(
        eq(remoteJudgeAccount.oj, oj),
        eq(remoteJudgeAccount.status, 'ok'),
        or(isNull(remoteJudgeAccount.reservedBy), not(reservationHeld(now))),
        or(isNull(remoteJudgeAccount.lastSubmitAt), lte(remoteJudgeAccount.lastSubmitAt, restedSince)),
      ),
    )
    .orderBy(sql`${remoteJudgeAccount.lastSubmitAt} asc nulls first`, asc(remoteJudgeAccount.seq))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!free) return { outcome: 'busy', retryAfterMs: await untilRested(tx, oj, now, intervalMs) };
  await tx
    .update(remoteJudgeAccount)
    // Counted as a submission from now: the runner submits right after its login.
    .set({ reservedBy: input.submitId, reservedUntil: until, lastSubmitAt: now })
    .where(eq(remoteJudgeAccount.id, free.id));
  return { outcome: 'reserved', account: await handOver(platform, free) };
}

/**
 * How long until a free account of the list has rested. Offering the job again then, rather than
 * after a fixed pause, keeps a submission that only waits for the interval from waiting up to a
 * whole pause longer.
 */
async function untilRested(tx: Tx, oj: string, now: Date, intervalMs: number): Promise<number> {
  const [resting] = await tx
    .select({
      last: sql<Date | null>`min(${remoteJudgeAccount.lastSubmitAt})`.mapWith(
        remoteJudgeAccount.lastSubmitAt,
      ),
    })
    .from(remoteJudgeAccount)
    .where(
      and(
        eq(remoteJudgeAccount.oj, oj),
        eq(remoteJudgeAccount.status, 'ok'),
        or(isNull(remoteJudgeAccount.reservedBy), not(reservationHeld(now))),
      ),
    );
  if (!resting?.last) return REMOTE_BUSY_RETRY_MS;
  const restedAt = resting.last.getTime() + intervalMs;
  return Math.min(REMOTE_BUSY_RETRY_MS, Math.max(REMOTE_MIN_RETRY_MS, restedAt - now.getTime()));
}

/** Runners still working on these submissions (heartbeats, a remote-submitted report) keep their accounts. */
export async function renewReservations(platform: Platform, db: DbOrTx, submitIds: number[]): Promise<void> {
  if (submitIds.length === 0) return;
  const now = platform.clock.now().getTime();
  const lists = new Set<RemoteJudgeKey>(REMOTE_JUDGES.map((judge) => REMOTE_JUDGE_INFO[judge].accountKey));
  for (const oj of lists) {
    await db
      .update(remoteJudgeAccount)
      .set({ reservedUntil: new Date(now + reservationMs(oj)) })
      .where(and(eq(remoteJudgeAccount.oj, oj), inArray(remoteJudgeAccount.reservedBy, submitIds)));
  }
}

/**
 * The judge took the submission under this account: it stays reserved for the polling and its
 * last submission is now. Returns the account's username (null when root deleted it meanwhile).
 */
export async function recordAccountSubmitted(
  platform: Platform,
  tx: Tx,
  input: { accountId: number; submitId: number },
): Promise<string | null> {
  const now = platform.clock.now();
  const [row] = await tx
    .select()
    .from(remoteJudgeAccount)
    .where(eq(remoteJudgeAccount.id, input.accountId))
    .for('update');
  if (!row) return null;
  await tx
    .update(remoteJudgeAccount)
    .set({
      reservedBy: input.submitId,
      reservedUntil: new Date(now.getTime() + reservationMs(row.oj)),
      lastSubmitAt: now,
    })
    .where(eq(remoteJudgeAccount.id, row.id));
  return decryptAccountField(platform, row, row.usernameCipher);
}

/** Frees the accounts these submissions hold (verdict, failure, rejudge, cancel). */
export async function releaseRemoteAccounts(db: DbOrTx, submitIds: number[]): Promise<void> {
  if (submitIds.length === 0) return;
  await db
    .update(remoteJudgeAccount)
    .set({ reservedBy: null, reservedUntil: null })
    .where(inArray(remoteJudgeAccount.reservedBy, submitIds));
}

/** The judge refused the account's login: it is skipped until root saves it again on the switch page. */
export async function markLoginFailed(db: DbOrTx, accountId: number, reason: string): Promise<void> {
  await db
    .update(remoteJudgeAccount)
    .set({ status: 'login-failed', lastError: reason, reservedBy: null, reservedUntil: null })
    .where(eq(remoteJudgeAccount.id, accountId));
}
