import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { cacheEntry } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/**
 * Short-lived entries in `cache_entry`: verification codes, captchas, resend throttles and
 * small caches. Every read compares against the platform clock rather than the database's,
 * so tests can move time and every runtime agrees on when an entry ends.
 */

export async function readCache<T>(db: DbOrTx, key: string, now: Date): Promise<T | null> {
  const [row] = await db
    .select({ value: cacheEntry.value })
    .from(cacheEntry)
    .where(and(eq(cacheEntry.key, key), gt(cacheEntry.expiresAt, now)));
  return row ? (row.value as T) : null;
}

export async function writeCache(db: DbOrTx, key: string, value: unknown, expiresAt: Date): Promise<void> {
  await db
    .insert(cacheEntry)
    .values({ key, value, expiresAt })
    .onConflictDoUpdate({ target: cacheEntry.key, set: { value, expiresAt } });
}

export async function deleteCache(db: DbOrTx, key: string): Promise<void> {
  await db.delete(cacheEntry).where(eq(cacheEntry.key, key));
}

/** Removes the entry and returns its value if it had not expired: a single-use read. */
export async function takeCache<T>(db: DbOrTx, key: string, now: Date): Promise<T | null> {
  const [row] = await db
    .delete(cacheEntry)
    .where(eq(cacheEntry.key, key))
    .returning({ value: cacheEntry.value, expiresAt: cacheEntry.expiresAt });
  return row && row.expiresAt > now ? (row.value as T) : null;
}

export type ThrottleClaim = { claimed: true } | { claimed: false; secondsLeft: number };

/**
 * Claims `key` for `seconds` unless an unexpired claim exists. The insert only overwrites an
 * expired row, so two concurrent requests cannot both get through.
 */
export async function claimThrottle(
  db: DbOrTx,
  key: string,
  seconds: number,
  now: Date,
): Promise<ThrottleClaim> {
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  const claimed = await db
    .insert(cacheEntry)
    .values({ key, value: { at: now.toISOString() }, expiresAt })
    .onConflictDoUpdate({
      target: cacheEntry.key,
      set: { value: { at: now.toISOString() }, expiresAt },
      setWhere: lt(cacheEntry.expiresAt, new Date(now.getTime() + 1)),
    })
    .returning({ key: cacheEntry.key });
  if (claimed.length > 0) return { claimed: true };
  const [row] = await db
    .select({ expiresAt: cacheEntry.expiresAt })
    .from(cacheEntry)
    .where(eq(cacheEntry.key, key));
  const msLeft = row ? row.expiresAt.getTime() - now.getTime() : 1000;
  return { claimed: false, secondsLeft: Math.max(1, Math.ceil(msLeft / 1000)) };
}

/** Drops expired entries; called on the paths that create entries so the table stays small. */
export async function purgeExpiredCache(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(cacheEntry).where(lt(cacheEntry.expiresAt, now));
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Adds one to a counter that lives `windowSeconds` from its first count, and returns the new
 * count. Atomic, so concurrent failures are all counted.
 */
export async function incrementCounter(
  db: DbOrTx,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<number> {
  const live = sql`${cacheEntry.expiresAt} > ${timestamp(now)}`;
  const [row] = await db
    .insert(cacheEntry)
    .values({ key, value: { count: 1 }, expiresAt: new Date(now.getTime() + windowSeconds * 1000) })
    .onConflictDoUpdate({
      target: cacheEntry.key,
      set: {
        value: sql`case when ${live} then jsonb_build_object('count', coalesce((${cacheEntry.value}->>'count')::int, 0) + 1) else excluded.value end`,
        expiresAt: sql`case when ${live} then ${cacheEntry.expiresAt} else excluded.expires_at end`,
      },
    })
    .returning({ value: cacheEntry.value });
  return (row!.value as { count: number }).count;
}

/** Adds one to the numeric field `field` of a live entry; null when the entry is gone or expired. */
export async function incrementField(
  db: DbOrTx,
  key: string,
  field: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(cacheEntry)
    .set({
      value: sql`jsonb_set(${cacheEntry.value}, ${`{${field}}`}::text[], to_jsonb(coalesce((${cacheEntry.value}->>${field})::int, 0) + 1))`,
    })
    .where(and(eq(cacheEntry.key, key), gt(cacheEntry.expiresAt, now)))
    .returning({ value: cacheEntry.value });
  return row ? Number((row.value as Record<string, unknown>)[field]) : null;
}
