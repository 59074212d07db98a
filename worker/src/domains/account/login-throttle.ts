import { HttpError } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { deleteCache, incrementCounter, readCache, writeCache } from '../site/index';

/**
 * Server-side login throttling, per account and per client address, kept in `cache_entry`
 * so every process and runtime shares it. Failures are counted for a window; past the free
 * ones each further failure locks the key for a wait that doubles, and while a key is locked
 * every attempt is refused with 429 before the password is checked. Unknown usernames are
 * counted like known ones, so a 429 reveals nothing about which accounts exist.
 */

/** Wrong passwords an account may have before the first lock. */
export const ACCOUNT_FREE_FAILURES = 5;
/** An address fronts a whole classroom behind one NAT, so it gets more. */
export const ADDRESS_FREE_FAILURES = 20;
/** The first lock; each further failure doubles it, up to MAX_LOCK_SECONDS. */
export const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 60 * 60;
/** How long failures are remembered, counted from the first. */
const FAILURE_WINDOW_SECONDS = 24 * 60 * 60;

interface ThrottleKey {
  failures: string;
  lock: string;
  freeFailures: number;
}

export interface LoginThrottleKeys {
  account: ThrottleKey;
  address: ThrottleKey | null;
}

/** The keys of one attempt; the account by its lower-case name, as login looks it up. */
export function loginThrottleKeys(username: string, address: string | null): LoginThrottleKeys {
  const name = username.trim().toLowerCase();
  return {
    account: {
      failures: `login-failures:account:${name}`,
      lock: `login-lock:account:${name}`,
      freeFailures: ACCOUNT_FREE_FAILURES,
    },
    address: address
      ? {
          failures: `login-failures:address:${address}`,
          lock: `login-lock:address:${address}`,
          freeFailures: ADDRESS_FREE_FAILURES,
        }
      : null,
  };
}

const keysOf = (keys: LoginThrottleKeys) => (keys.address ? [keys.account, keys.address] : [keys.account]);

export const loginThrottled = (seconds: number) =>
  new HttpError(429, `Too many failed logins; please wait ${seconds} seconds and try again`, {
    retryAfterSeconds: seconds,
  });

/** Refuses the attempt with 429 and the seconds to wait while the account or the address is locked. */
export async function assertLoginAllowed(db: DbOrTx, keys: LoginThrottleKeys, now: Date): Promise<void> {
  for (const key of keysOf(keys)) {
    const lock = await readCache<{ until: string }>(db, key.lock, now);
    if (lock) {
      const seconds = Math.max(1, Math.ceil((Date.parse(lock.until) - now.getTime()) / 1000));
      throw loginThrottled(seconds);
    }
  }
}

/** Counts a failed attempt against the account and the address, locking those past their free failures. */
export async function recordLoginFailure(db: DbOrTx, keys: LoginThrottleKeys, now: Date): Promise<void> {
  for (const key of keysOf(keys)) {
    const count = await incrementCounter(db, key.failures, FAILURE_WINDOW_SECONDS, now);
    const over = count - key.freeFailures;
    if (over < 0) continue;
    const seconds = Math.min(MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** Math.min(over, 20));
    const until = new Date(now.getTime() + seconds * 1000);
    await writeCache(db, key.lock, { until: until.toISOString() }, until);
  }
}

/** A successful login forgets the account's failures (the address keeps its count). */
export async function clearLoginFailures(db: DbOrTx, keys: LoginThrottleKeys): Promise<void> {
  await deleteCache(db, keys.account.failures);
  await deleteCache(db, keys.account.lock);
}
