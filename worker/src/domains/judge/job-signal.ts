/**
 * Wakes lease requests that are long-polling in this process when a job is queued here, so an
 * idle runner starts on a submission at once instead of at its next poll. Other processes sharing
 * the database are still found by the poll interval of the lease loop.
 */
type Waiter = () => void;

const waiters = new Set<Waiter>();

export function notifyJobQueued(): void {
  const woken = [...waiters];
  waiters.clear();
  for (const wake of woken) wake();
}

/** Resolves when a job is queued in this process or after `ms`, whichever comes first. */
export function waitForJob(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    waiters.add(done);
    signal?.addEventListener('abort', done, { once: true });
  });
}
