import { cacheScopeOf } from '../platform/cache-scope';
import type { Platform } from '../platform/platform';

/**
 * Public pages shared between the isolates of a data centre (Workers: the Cache API, through
 * Platform.sharedCache). A page that is the same for every visitor who is not signed in (the
 * problem list, a problem's detail, the rank lists, the website configuration) is built by one
 * isolate and served by all for a few seconds, so a crowd of anonymous visitors costs the
 * database one read per page per TTL instead of one per view.
 *
 * Freshness: the TTL is the whole window in which another isolate's write can go unseen. A write
 * through this isolate renews its area's version (renewSharedPages), which is part of every key,
 * so this isolate never serves a page it knows to be stale. Node has no shared cache (one process
 * keeps such pages in memory itself), so there the helper simply builds.
 *
 * Admission: a page goes into the shared cache the second time this cache scope builds it within
 * ADMIT_WINDOW_MS, not the first (as nginx's `proxy_cache_min_uses 2`). Most pages built once are
 * one-offs (a deep page, a rare filter) that nobody asks for again, and a put is not free: it copies
 * the page into the cache after the response, on the isolate's own time (in the edge benchmark,
 * putting every one-off list page made the next request 2 ms slower). A page a crowd opens is
 * asked for again within seconds, so it is shared after one extra build. A search never comes
 * here at all (its route reads it fresh): nearly every one is new, so even the lookup, a miss,
 * would only add its time (in the edge benchmark under load, 10 ms to a 4 ms list).
 */

/** An area's pages: its name in keys, and how long a page may be served once built. */
export interface SharedPageArea {
  name: string;
  ttlSeconds: number;
}

type SharedPagePlatform = Pick<Platform, 'db' | 'sharedCache' | 'waitUntil' | 'log' | 'clock'>;

const versions = new WeakMap<object, Map<string, string>>();

/** How long a page built once is remembered, waiting for a second build that admits it. */
export const ADMIT_WINDOW_MS = 60_000;
/** At most this many such pages are remembered per cache scope; the oldest are forgotten first. */
const ADMIT_CANDIDATES = 2_000;
/** Per cache scope: the keys built once and not yet admitted, with when they were built. */
const builtOnce = new WeakMap<object, Map<string, number>>();

/** Whether this build of `key` is its second within the window (and so worth putting). */
function admitAfterBuild(db: object, key: string, now: number): boolean {
  const scope = cacheScopeOf(db);
  let candidates = builtOnce.get(scope);
  if (!candidates) {
    candidates = new Map();
    builtOnce.set(scope, candidates);
  }
  const first = candidates.get(key);
  candidates.delete(key);
  if (first !== undefined && now - first <= ADMIT_WINDOW_MS) return true;
  if (candidates.size >= ADMIT_CANDIDATES) {
    // Maps iterate in insertion order, so the first key is the oldest.
    const oldest = candidates.keys().next();
    if (!oldest.done) candidates.delete(oldest.value);
  }
  candidates.set(key, now);
  return false;
}

/** The version this cache scope (platform/cache-scope.ts) puts in an area's keys: "base" until it writes. */
function versionOf(db: object, area: string): string {
  return versions.get(cacheScopeOf(db))?.get(area) ?? 'base';
}

/**
 * Call after a write that changes an area's public pages commits: this scope's next pages of the
 * area get keys no earlier page has, so they are built afresh at once.
 */
export function renewSharedPages(db: object, area: string): void {
  const scope = cacheScopeOf(db);
  let areas = versions.get(scope);
  if (!areas) {
    areas = new Map();
    versions.set(scope, areas);
  }
  areas.set(area, crypto.randomUUID());
}

/** The shared-cache key of a page of `area` built with these inputs, as this cache scope names it now. */
export function sharedPageKey(db: object, area: SharedPageArea, inputs: unknown): string {
  return `public-page:${area.name}:${versionOf(db, area.name)}:${JSON.stringify(inputs)}`;
}

/**
 * Whether a request may be answered with a shared page: nobody is signed in and it carries no
 * credentials at all (no Authorization header, no cookie), so nothing about it can be personal.
 */
export function isAnonymousRequest(
  request: { header(name: string): string | undefined },
  user: unknown,
): boolean {
  return user === null && !request.header('Authorization') && !request.header('Cookie');
}

/**
 * A public page's text (http/public-page.ts builds it as the success envelope's JSON): from the
 * shared cache when a fresh copy is there, else built and answered, and put there after the
 * response if this is its second build (see Admission above). `inputs` are everything the page depends on besides the area's data (its query).
 * Only for anonymous requests: routes go through http/public-page.ts, which decides.
 */
export async function sharedPublicPage(
  platform: SharedPagePlatform,
  area: SharedPageArea,
  inputs: unknown,
  build: () => Promise<string>,
): Promise<string> {
  const shared = platform.sharedCache;
  if (!shared) return build();
  const key = sharedPageKey(platform.db, area, inputs);
  const kept = await shared.get(key).catch((error: unknown) => {
    platform.log.warn('shared cache read failed; building the page', { key, error: String(error) });
    return null;
  });
  if (kept !== null) return kept;
  const page = await build();
  if (admitAfterBuild(platform.db, key, platform.clock.now().getTime())) {
    platform.waitUntil(shared.put(key, page, area.ttlSeconds));
  }
  return page;
}
