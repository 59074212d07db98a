import type { UnreadCounts } from '@contract/message';
import type { DbOrTx } from '../../platform/db';

/**
 * Every open tab polls its unread counts (spec 1 §4), and between two polls nothing has usually
 * changed, so the counts are kept in memory until a write touches the user's boxes.
 *
 * Writers note a change when they write, often inside a transaction that has not committed yet,
 * so a count read just before the commit could be kept as if it were current. A kept count is
 * therefore trusted only if it was read more than COMMIT_MARGIN_MS after the user's latest
 * change: until then every poll counts afresh, and afterwards the first count read is kept.
 *
 * The memory belongs to the Db: on Node one Db serves the process, so every write passes by here
 * and the counts stay exact; on Workers each request opens its own Db, so nothing outlives the
 * request and every poll counts (isolates do not see each other's writes). A long TTL bounds what
 * a second server process on the same database could leave stale.
 */
const COMMIT_MARGIN_MS = 5_000;
const TTL_MS = 10 * 60_000;
const MAX_USERS = 50_000;

interface Entry {
  counts: UnreadCounts;
  readAt: number;
}

const caches = new WeakMap<DbOrTx, Map<string, Entry>>();
/** When each user's boxes last changed, across Dbs: a change noted in one only costs another a recount. */
const changedAt = new Map<string, number>();
let everyoneChangedAt = 0;

export function noteUnreadChanged(uids: Iterable<string>, now = Date.now()): void {
  for (const uid of uids) {
    changedAt.delete(uid);
    changedAt.set(uid, now);
  }
  // Changes older than a kept count's whole life say nothing any more.
  if (changedAt.size > MAX_USERS) {
    for (const [uid, at] of changedAt) {
      if (now - at < TTL_MS + COMMIT_MARGIN_MS) break;
      changedAt.delete(uid);
    }
  }
}

/** A change to many users at once (a notice delivered to everyone, a notice deleted). */
export function noteEveryoneChanged(now = Date.now()): void {
  everyoneChangedAt = now;
}

export async function cachedUnreadCounts(
  db: DbOrTx,
  uid: string,
  count: () => Promise<UnreadCounts>,
): Promise<UnreadCounts> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const lastChange = Math.max(changedAt.get(uid) ?? 0, everyoneChangedAt);
  const kept = cache.get(uid);
  if (kept && kept.readAt > lastChange + COMMIT_MARGIN_MS && now - kept.readAt < TTL_MS) {
    return { ...kept.counts };
  }
  const readAt = now;
  const counts = await count();
  cache.delete(uid);
  cache.set(uid, { counts, readAt });
  if (cache.size > MAX_USERS) cache.delete(cache.keys().next().value as string);
  return { ...counts };
}
