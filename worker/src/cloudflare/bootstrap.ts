import { sql } from 'drizzle-orm';
import { bootstrap } from '../bootstrap';
import { readCache, writeCache } from '../domains/site/cache';
import type { Platform } from '../platform/platform';
import type { CloudflareEnv } from './env';

/** Any fixed number; concurrent bootstraps queue on this Postgres advisory lock. */
const BOOTSTRAP_LOCK_KEY = 734_201_001;
/** The marker outlives any sensible deployment; once gone, the next request bootstraps again. */
const MARKER_LIFETIME_MS = 90 * 24 * 3600 * 1000;

/** Revision this isolate has seen bootstrapped; isolates never outlive their version. */
let bootstrappedRevision: string | null = null;

/**
 * What the marker is keyed by. `npm run deploy` bootstraps before `wrangler deploy` and passes
 * the revision it bootstrapped (a hash of the Worker bundle) as the BOOTSTRAP_REVISION var, so
 * the deployed version finds its marker on the first request. Deployed any other way, the
 * version id is the revision and the first invocation bootstraps.
 */
function bootstrapRevision(env: Pick<CloudflareEnv, 'BOOTSTRAP_REVISION' | 'CF_VERSION_METADATA'>): string {
  return env.BOOTSTRAP_REVISION || env.CF_VERSION_METADATA?.id || 'unversioned';
}

const markerKey = (revision: string) => `bootstrap:${revision}`;

/**
 * Runs the bootstrap (roles, permissions, root, languages, demo problems) unless the marker of
 * `revision` exists, under an advisory lock so concurrent callers run it once, and leaves the
 * marker. Returns whether it ran. The deploy step calls it over the direct database URL; the
 * Worker calls it through `ensureBootstrapped` as the fallback.
 */
export async function bootstrapRevisionOnce(
  platform: Platform,
  revision: string,
  rootPassword: string | undefined,
): Promise<boolean> {
  const key = markerKey(revision);
  const now = platform.clock.now();
  if (await readCache(platform.db, key, now)) return false;
  if (!rootPassword) {
    throw new Error(
      'ROOT_PASSWORD is not set: `wrangler secret put ROOT_PASSWORD` (used when root does not exist yet)',
    );
  }
  return platform.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    if (await readCache(tx, key, now)) return false;
    await bootstrap({ ...platform, db: tx }, { rootPassword });
    await writeCache(tx, key, { at: now.toISOString() }, new Date(now.getTime() + MARKER_LIFETIME_MS));
    return true;
  });
}

/**
 * Makes sure the database was bootstrapped for this revision. Normally the deploy step did it
 * and this costs one indexed read per isolate, then nothing. When it did not (a plain
 * `wrangler deploy`), the first invocation of the version runs it under the lock; the cron
 * calls this too, so such a deployment is seeded by the next cron run even without traffic.
 * Migrations are never part of it: `scripts/migrate.mjs` (and `npm run deploy`) run them.
 */
export async function ensureBootstrapped(platform: Platform, env: CloudflareEnv): Promise<void> {
  const revision = bootstrapRevision(env);
  if (bootstrappedRevision === revision) return;
  await bootstrapRevisionOnce(platform, revision, env.ROOT_PASSWORD);
  bootstrappedRevision = revision;
}
