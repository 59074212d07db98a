import { sql } from 'drizzle-orm';
import { bootstrap } from '../bootstrap';
import { readCache, writeCache } from '../domains/site/cache';
import type { Platform } from '../platform/platform';
import type { CloudflareEnv } from './env';

/** Any fixed number; concurrent bootstraps queue on this Postgres advisory lock. */
const BOOTSTRAP_LOCK_KEY = 734_201_001;
/** The marker outlives any sensible deployment; once gone, the next request bootstraps again. */
const MARKER_LIFETIME_MS = 90 * 24 * 3600 * 1000;

/** Deployed version this isolate has seen bootstrapped; isolates never outlive their version. */
let bootstrappedVersion: string | null = null;

/**
 * Brings the database to a usable state (roles, permissions, root, seeds) once per deployed
 * version. Workers cannot run it at start-up as Node does, and running the full bootstrap on
 * the first request of every isolate would cost dozens of queries each time. So the first
 * invocation of a new version runs it under an advisory lock and leaves a marker keyed by the
 * version id in `cache_entry`; every other isolate of that version pays one indexed read,
 * then nothing. The cron calls it too, so a fresh deployment is seeded within a minute even
 * without traffic. Migrations are not part of it: `scripts/migrate.mjs` runs before deploy.
 */
export async function ensureBootstrapped(platform: Platform, env: CloudflareEnv): Promise<void> {
  const version = env.CF_VERSION_METADATA?.id ?? 'unversioned';
  if (bootstrappedVersion === version) return;
  const key = `bootstrap:${version}`;
  const now = platform.clock.now();
  if (await readCache(platform.db, key, now)) {
    bootstrappedVersion = version;
    return;
  }
  const rootPassword = env.ROOT_PASSWORD;
  if (!rootPassword) {
    throw new Error(
      'ROOT_PASSWORD is not set: `wrangler secret put ROOT_PASSWORD` (used when root does not exist yet)',
    );
  }
  await platform.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    if (await readCache(tx, key, now)) return;
    await bootstrap({ ...platform, db: tx }, { rootPassword });
    await writeCache(tx, key, { at: now.toISOString() }, new Date(now.getTime() + MARKER_LIFETIME_MS));
  });
  bootstrappedVersion = version;
}
