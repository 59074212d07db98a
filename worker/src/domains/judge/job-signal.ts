/**
 * Wakes lease requests that are long-polling in this process when a job is queued here, so an
 * idle runner starts on a submission at once instead of at its next poll. Other processes sharing
 * the database are still found by the poll interval of the lease loop.
 */
import type { JobKind } from '@contract/runner/protocol';

/** A lease request waiting for jobs of these kinds. */
interface Waiter {
  kinds: ReadonlySet<JobKind>;
  /** For a runner whose slots are all busy: the job would wait there (leaseRequest.ahead). */
  ahead: boolean;
  wake: () => void;
}

const waiters = new Set<Waiter>();

/**
 * How long runners leasing ahead let a runner with an idle slot claim a new job first. Only when
 * such a runner is waiting: a request flagged ahead whose runner has since gone idle is not kept
 * waiting for nobody.
 */
export const AHEAD_YIELD_MS = 25;

/**
 * Jobs of these kinds were queued: wakes the requests that take them. A remote runner is not woken
 * for a submission to judge here, nor a sandbox runner for a remote one (each wake costs a claim).
 */
export function notifyJobQueued(kinds: ReadonlySet<JobKind>): void {
  const matching = [...waiters].filter((waiter) => [...kinds].some((kind) => waiter.kinds.has(kind)));
  const idle = matching.filter((waiter) => !waiter.ahead);
  const ahead = matching.filter((waiter) => waiter.ahead);
  const wakeAhead = () => {
    for (const waiter of ahead) waiter.wake();
  };
  for (const waiter of idle) waiter.wake();
  if (idle.length === 0) wakeAhead();
  else if (ahead.length > 0) setTimeout(wakeAhead, AHEAD_YIELD_MS);
}

/** Resolves when a job of `kinds` is queued in this process or after `ms`, whichever comes first. */
export function waitForJob(
  ms: number,
  kinds: readonly JobKind[],
  options: { ahead?: boolean; signal?: AbortSignal } = {},
): Promise<void> {
  const { signal } = options;
  return new Promise((resolve) => {
    const waiter: Waiter = {
      kinds: new Set(kinds),
      ahead: options.ahead ?? false,
      wake: () => {
        clearTimeout(timer);
        waiters.delete(waiter);
        signal?.removeEventListener('abort', waiter.wake);
        resolve();
      },
    };
    const timer = setTimeout(waiter.wake, ms);
    waiters.add(waiter);
    signal?.addEventListener('abort', waiter.wake, { once: true });
  });
}
