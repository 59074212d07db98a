/**
 * Batching of concurrent reads (the DataLoader pattern): callers that ask for keys in the same
 * turn of the event loop, or while a read of the same kind is running, share one read of all
 * their keys. Under load the database answers once per round instead of once per request, and
 * nobody gets data read before they asked. Scoped per database.
 *
 * A round starts on the turn after its first caller (setImmediate), not at once: on PGlite a
 * statement runs on this thread, so requests that arrived meanwhile are only parsed once it
 * ends, too late to join a read that is already over; waiting one turn lets them in.
 */
interface Waiter<K, R> {
  keys: readonly K[];
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

interface Lane<K, R> {
  queue: Waiter<K, R>[];
  running: boolean;
}

const lanesByScope = new WeakMap<object, Map<string, Lane<unknown, unknown>>>();

function laneOf<K, R>(scope: object, name: string): Lane<K, R> {
  let lanes = lanesByScope.get(scope);
  if (!lanes) {
    lanes = new Map();
    lanesByScope.set(scope, lanes);
  }
  let lane = lanes.get(name);
  if (!lane) {
    lane = { queue: [], running: false };
    lanes.set(name, lane);
  }
  return lane as Lane<K, R>;
}

async function drain<K, R>(lane: Lane<K, R>, load: (keys: K[]) => Promise<R>): Promise<void> {
  lane.running = true;
  try {
    while (lane.queue.length > 0) {
      const round = lane.queue.splice(0);
      const keys = [...new Set(round.flatMap((w) => w.keys))];
      try {
        const result = await load(keys);
        for (const waiter of round) waiter.resolve(result);
      } catch (error) {
        for (const waiter of round) waiter.reject(error);
      }
    }
  } finally {
    lane.running = false;
  }
}

/** The next turn of the event loop, after pending I/O: setImmediate where there is one (Node). */
const nextTurn: (run: () => void) => void =
  typeof setImmediate === 'function' ? (run) => setImmediate(run) : (run) => setTimeout(run, 0);

/** Reads `keys` together with every other caller of the same lane; `load` gets the union of keys. */
export function batched<K, R>(
  scope: object,
  name: string,
  keys: readonly K[],
  load: (keys: K[]) => Promise<R>,
): Promise<R> {
  const lane = laneOf<K, R>(scope, name);
  const result = new Promise<R>((resolve, reject) => lane.queue.push({ keys, resolve, reject }));
  if (!lane.running) {
    lane.running = true;
    nextTurn(() => void drain(lane, load));
  }
  return result;
}
