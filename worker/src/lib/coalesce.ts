/**
 * Request coalescing ("single flight") with an optional short memory: while a read for `key`
 * is in flight, callers asking for the same key share its promise instead of running the
 * query again, so under a burst of identical requests the database answers once. With
 * `freshForMs`, a successful result also serves callers that arrive within that many
 * milliseconds after it settled (a micro-cache for hot public pages: a page many people load
 * costs one query per interval, at the price of being up to that old). Scoped per database,
 * so separate apps (tests) never share.
 */
interface Flight {
  promise: Promise<unknown>;
  /** performance.now() until which a settled result is served; 0 while in flight or when not kept. */
  freshUntil: number;
  settled: boolean;
}

/**
 * How long a public list page (contests, trainings, discussions, ranks) is served from memory
 * after it was read: a page many people load costs one read a second. Writes through this
 * process drop their area's pages at once; other processes' writes show within this window.
 */
export const PUBLIC_LIST_FRESH_MS = 1000;

/** Remembered results per scope at most; the oldest are dropped first. */
const MAX_KEYS_PER_SCOPE = 5000;
const flightsByScope = new WeakMap<object, Map<string, Flight>>();

export function coalesce<T>(
  scope: object,
  key: string,
  run: () => Promise<T>,
  options: { freshForMs?: number } = {},
): Promise<T> {
  let flights = flightsByScope.get(scope);
  if (!flights) {
    flights = new Map();
    flightsByScope.set(scope, flights);
  }
  const existing = flights.get(key);
  if (existing && (!existing.settled || performance.now() < existing.freshUntil)) {
    return existing.promise as Promise<T>;
  }
  if (existing) flights.delete(key);
  if (flights.size >= MAX_KEYS_PER_SCOPE) flights.delete(flights.keys().next().value!);

  const table = flights;
  const flight: Flight = { promise: Promise.resolve(), freshUntil: 0, settled: false };
  const freshForMs = options.freshForMs ?? 0;
  flight.promise = run().then(
    (value) => {
      flight.settled = true;
      if (freshForMs > 0) flight.freshUntil = performance.now() + freshForMs;
      else if (table.get(key) === flight) table.delete(key);
      return value;
    },
    (error: unknown) => {
      if (table.get(key) === flight) table.delete(key);
      throw error;
    },
  );
  table.set(key, flight);
  return flight.promise as Promise<T>;
}

/** Forgets every remembered result of a scope, e.g. after an admin changed what they show. */
export function forgetCoalesced(scope: object, keyPrefix: string): void {
  const flights = flightsByScope.get(scope);
  if (!flights) return;
  for (const [key, flight] of flights) {
    if (flight.settled && key.startsWith(keyPrefix)) flights.delete(key);
  }
}
