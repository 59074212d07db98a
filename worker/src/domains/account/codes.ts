import { badRequest, tooManyRequests } from '../../http/errors';
import { timingSafeEqual } from '../../lib/encoding';
import type { DbOrTx } from '../../platform/db';
import {
  claimThrottle,
  deleteCache,
  incrementCounter,
  incrementField,
  readCache,
  takeCache,
} from '../site/index';

/** A mailed verification code as kept in cache_entry. */
export interface StoredCode {
  code: string;
  /** Wrong guesses so far; the code dies at MAX_CODE_ATTEMPTS. */
  attempts: number;
  /** The address the code was sent to, where the key does not say it already. */
  email?: string;
}

/** Six digits allow a million guesses; five wrong ones end the code so guessing cannot win. */
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_EXPIRED = 'The verification code has expired or was not requested, please get a new one';
export const CODE_WRONG = 'The verification code is incorrect';
export const CODE_EXHAUSTED = 'Too many wrong verification codes, please get a new one';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Checks `given` against the live code under `key`, counting wrong guesses. */
export async function checkCode(db: DbOrTx, key: string, given: string, now: Date): Promise<StoredCode> {
  const stored = await readCache<StoredCode>(db, key, now);
  if (!stored) throw badRequest(CODE_EXPIRED);
  if (stored.code.length === given.length && timingSafeEqual(stored.code, given)) return stored;
  const attempts = await incrementField(db, key, 'attempts', now);
  if (attempts === null) throw badRequest(CODE_EXPIRED);
  if (attempts >= MAX_CODE_ATTEMPTS) {
    await deleteCache(db, key);
    throw badRequest(CODE_EXHAUSTED);
  }
  throw badRequest(CODE_WRONG);
}

/**
 * Removes the code inside the transaction that uses it; a second request presenting the same
 * code at the same time finds it gone and rolls back.
 */
export async function consumeCode(tx: DbOrTx, key: string, given: string, now: Date): Promise<StoredCode> {
  const stored = await takeCache<StoredCode>(tx, key, now);
  if (!stored || stored.code !== given) throw badRequest(CODE_EXPIRED);
  return stored;
}

/** Refuses a resend inside `seconds` of the previous one, telling how long to wait. */
export async function throttleResend(db: DbOrTx, key: string, seconds: number, now: Date): Promise<void> {
  const claim = await claimThrottle(db, key, seconds, now);
  if (!claim.claimed) {
    const unit = claim.secondsLeft === 1 ? 'second' : 'seconds';
    throw tooManyRequests(`You are sending too often, please try again in ${claim.secondsLeft} ${unit}`);
  }
}

/** Wrong current passwords (change password or email) allowed per window before the account is paused. */
export const MAX_PASSWORD_FAILURES = 5;
export const PASSWORD_FAILURE_WINDOW_SECONDS = 30 * 60;
const failureKey = (uid: string) => `password-failures:${uid}`;

/** Refuses while the user has used up the wrong-password allowance of the current window. */
export async function assertPasswordAttemptsLeft(db: DbOrTx, uid: string, now: Date): Promise<void> {
  const failures = await readCache<{ count: number }>(db, failureKey(uid), now);
  if (failures && failures.count >= MAX_PASSWORD_FAILURES) {
    throw tooManyRequests('The current password was wrong too many times, please try again in 30 minutes');
  }
}

/** Counts a wrong current password and refuses with how many tries remain. */
export async function recordPasswordFailure(
  db: DbOrTx,
  uid: string,
  now: Date,
  message: string,
): Promise<never> {
  const count = await incrementCounter(db, failureKey(uid), PASSWORD_FAILURE_WINDOW_SECONDS, now);
  const left = Math.max(0, MAX_PASSWORD_FAILURES - count);
  throw badRequest(
    `${message}; ${left} ${left === 1 ? 'try' : 'tries'} left before changes are paused for 30 minutes`,
  );
}

export const clearPasswordFailures = (db: DbOrTx, uid: string) => deleteCache(db, failureKey(uid));
