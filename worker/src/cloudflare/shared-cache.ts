import type { SharedCache } from '../platform/platform';

/**
 * The Cache API as the platform's shared cache: every isolate of a data centre reads what one
 * of them put. Keys become URLs of a host nothing routes to, so an entry can never be served
 * for a real request; the entry ends with its Cache-Control max-age.
 */
const KEY_ORIGIN = 'https://shared-cache.invalid/';

/** The part of a Workers `Cache` used here (the app type-checks against the DOM's own Cache types). */
export interface WorkersCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

/** `caches.default`, the data centre's cache that Workers add to the standard CacheStorage. */
export function defaultWorkersCache(): WorkersCache {
  return (caches as unknown as { default: WorkersCache }).default;
}

export function cacheApiSharedCache(cache: WorkersCache): SharedCache {
  const requestOf = (key: string) => new Request(KEY_ORIGIN + encodeURIComponent(key));
  return {
    async get(key) {
      const hit = await cache.match(requestOf(key));
      return hit ? hit.text() : null;
    },
    async put(key, value, ttlSeconds) {
      await cache.put(
        requestOf(key),
        new Response(value, {
          headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${ttlSeconds}` },
        }),
      );
    },
  };
}
