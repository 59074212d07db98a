import { and, count, gt, lte, max, type SQL, sql } from 'drizzle-orm';
import { submission } from '../../db/schema';
import { coalesce } from '../../lib/coalesce';
import type { Db } from '../../platform/db';

/**
 * Totals of submission lists without counting a million rows per page view.
 *
 * Small results are counted exactly with a capped count. A large result gets a cache entry:
 *  - Filters on fixed attributes (scope, user, problem) only grow by new submissions, so the
 *    total is a cached count of rows up to a watermark id plus a fresh count of rows above it
 *    (an index range scan over recent submissions). The watermark trails 30 s behind so a
 *    transaction that commits late is still counted; entries are recounted every 10 minutes.
 *  - Filters on status, which changes while judging, are recounted at most every 15 s.
 */

const EXACT_LIMIT = 5000;
const FOLD_EVERY_MS = 30_000;
const REBASE_EVERY_MS = 10 * 60_000;
const STATUS_TTL_MS = 15_000;
const MAX_ENTRIES = 5000;

interface GrowingEntry {
  kind: 'growing';
  base: number;
  watermark: number;
  foldedAt: number;
  basedAt: number;
}

interface TimedEntry {
  kind: 'timed';
  total: number;
  countedAt: number;
}

const caches = new WeakMap<Db, Map<string, GrowingEntry | TimedEntry>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(submission).where(where);
  return Number(row?.n ?? 0);
}

async function cappedCount(db: Db, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(submission)
    .where(where)
    .limit(EXACT_LIMIT + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return Number(row?.n ?? 0);
}

/** The id below which every submission is older than the fold delay, by wall time. */
async function settledWatermark(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: max(submission.submitId) })
    .from(submission)
    .where(sql`${submission.submitTime} < ${new Date(Date.now() - FOLD_EVERY_MS)}`);
  return row?.id ?? 0;
}

export async function countSubmissions(
  db: Db,
  key: string,
  where: SQL | undefined,
  statusFiltered: boolean,
): Promise<number> {
  return coalesce(db, `submission-count:${key}`, async () => {
    const cache = cacheOf(db);
    const now = performance.now();
    const entry = cache.get(key);

    if (entry?.kind === 'timed' && now - entry.countedAt < STATUS_TTL_MS) return entry.total;
    if (entry?.kind === 'growing' && now - entry.basedAt < REBASE_EVERY_MS) {
      if (now - entry.foldedAt >= FOLD_EVERY_MS) {
        const watermark = await settledWatermark(db);
        if (watermark > entry.watermark) {
          entry.base += await countWhere(
            db,
            and(where, gt(submission.submitId, entry.watermark), lte(submission.submitId, watermark)),
          );
          entry.watermark = watermark;
        }
        entry.foldedAt = now;
      }
      return entry.base + (await countWhere(db, and(where, gt(submission.submitId, entry.watermark))));
    }

    if (!entry) {
      const small = await cappedCount(db, where);
      if (small <= EXACT_LIMIT) return small;
    }
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    if (statusFiltered) {
      const total = await countWhere(db, where);
      cache.set(key, { kind: 'timed', total, countedAt: now });
      return total;
    }
    const watermark = await settledWatermark(db);
    const base = await countWhere(db, and(where, lte(submission.submitId, watermark)));
    const fresh = await countWhere(db, and(where, gt(submission.submitId, watermark)));
    cache.set(key, { kind: 'growing', base, watermark, foldedAt: now, basedAt: now });
    return base + fresh;
  });
}
