/**
 * Batching of concurrent reads (the DataLoader pattern): callers that ask for keys while a
 * read of the same kind is running wait for it to end, then share one read of all their keys.
 * A lone caller is served at once; under load the database answers once per round instead of
 * once per request, and nobody gets data read before they asked. Scoped per database.
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

/** Reads `keys` together with every other caller of the same lane; `load` gets the union of keys. */
export function batched<K, R>(
  scope: object,
  name: string,
  keys: readonly K[],
  load: (keys: K[]) => Promise<R>,
): Promise<R> {
  const lane = laneOf<K, R>(scope, name);
  const result = new Promise<R>((resolve, reject) => lane.queue.push({ keys, resolve, reject }));
  if (!lane.running) void drain(lane, load);
  return result;
}
