import { cacheScopeOf } from '../platform/cache-scope';

/**
 * Request coalescing ("single flight") with an optional short memory: while a read for `key`
 * is in flight, callers asking for the same key share its promise instead of running the
 * query again, so under a burst of identical requests the database answers once. With
 * `freshForMs`, a successful result also serves callers that arrive within that many
 * milliseconds after it settled (a micro-cache for hot public pages: a page many people load
 * costs one query per interval, at the price of being up to that old). Scoped per database,
 * so separate apps (tests) never share.
 *
 * The two halves have different scopes. A read in flight is shared per database object: on
 * Workers that is one request, since a request cannot wait on another request's I/O. A settled
 * result is plain data, so it is kept per cache scope (platform/cache-scope.ts): the process on
 * Node, the isolate on Workers, where keyed by the request's database it would never be asked
 * for again (each request opens its own).
 */
interface Kept {
  value: unknown;
  /** performance.now() until which the value is served. */
  freshUntil: number;
}

/**
 * How long a public list page (contests, trainings, discussions, ranks) is served from memory
 * after it was read: a page many people load costs one read a second. Writes through this
 * process drop their area's pages at once; other processes' writes show within this window.
 */
export const PUBLIC_LIST_FRESH_MS = 1000;

/** Remembered results per scope at most; the oldest are dropped first. */
const MAX_KEYS_PER_SCOPE = 5000;
const flightsByScope = new WeakMap<object, Map<string, Promise<unknown>>>();
const keptByScope = new WeakMap<object, Map<string, Kept>>();

function tableOf<V>(tables: WeakMap<object, Map<string, V>>, scope: object): Map<string, V> {
  let table = tables.get(scope);
  if (!table) {
    table = new Map();
    tables.set(scope, table);
  }
  return table;
}

export function coalesce<T>(
  scope: object,
  key: string,
  run: () => Promise<T>,
  options: { freshForMs?: number } = {},
): Promise<T> {
  const kept = keptByScope.get(cacheScopeOf(scope));
  const remembered = kept?.get(key);
  if (remembered) {
    if (performance.now() < remembered.freshUntil) return Promise.resolve(remembered.value as T);
    kept!.delete(key);
  }
  const flights = tableOf(flightsByScope, scope);
  const running = flights.get(key);
  if (running) return running as Promise<T>;

  const freshForMs = options.freshForMs ?? 0;
  const flight = run().then(
    (value) => {
      if (flights.get(key) === flight) flights.delete(key);
      if (freshForMs > 0) {
        const table = tableOf(keptByScope, cacheScopeOf(scope));
        table.delete(key);
        if (table.size >= MAX_KEYS_PER_SCOPE) table.delete(table.keys().next().value!);
        table.set(key, { value, freshUntil: performance.now() + freshForMs });
      }
      return value;
    },
    (error: unknown) => {
      if (flights.get(key) === flight) flights.delete(key);
      throw error;
    },
  );
  flights.set(key, flight);
  return flight;
}

/** Forgets every remembered result of a scope, e.g. after an admin changed what they show. */
export function forgetCoalesced(scope: object, keyPrefix: string): void {
  const kept = keptByScope.get(cacheScopeOf(scope));
  if (!kept) return;
  for (const key of kept.keys()) {
    if (key.startsWith(keyPrefix)) kept.delete(key);
  }
}
