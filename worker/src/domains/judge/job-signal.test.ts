import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AHEAD_YIELD_MS, notifyJobQueued, waitForJob } from './job-signal';

describe('waitForJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wakes the requests that take the kind queued, and leaves the others waiting', async () => {
    const woken: string[] = [];
    const sandbox = waitForJob(60_000, ['judge', 'test', 'compile']).then(() => woken.push('sandbox'));
    const controller = new AbortController();
    const remote = waitForJob(60_000, ['remote'], { signal: controller.signal }).then(() =>
      woken.push('remote'),
    );
    notifyJobQueued(new Set(['judge']));
    await sandbox;
    expect(woken).toEqual(['sandbox']);
    controller.abort();
    await remote;
    expect(woken).toEqual(['sandbox', 'remote']);
  });

  it('wakes a request leasing ahead after an idle one, and at once when none is idle', async () => {
    const woken: string[] = [];
    const ahead = waitForJob(60_000, ['judge'], { ahead: true }).then(() => woken.push('ahead'));
    const idle = waitForJob(60_000, ['judge']).then(() => woken.push('idle'));
    notifyJobQueued(new Set(['judge']));
    await idle;
    expect(woken).toEqual(['idle']);
    await vi.advanceTimersByTimeAsync(AHEAD_YIELD_MS);
    await ahead;
    expect(woken).toEqual(['idle', 'ahead']);

    const alone = waitForJob(60_000, ['judge'], { ahead: true }).then(() => woken.push('alone'));
    notifyJobQueued(new Set(['judge']));
    await alone;
    expect(woken).toEqual(['idle', 'ahead', 'alone']);
  });
});
