import type { UnreadCounts } from '@contract/message';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../platform/db';
import { cachedUnreadCounts, noteEveryoneChanged, noteUnreadChanged } from './unread-cache';

const counts = (comment: number): UnreadCounts => ({ comment, reply: 0, like: 0, sys: 0, mine: 0 });

describe('unread counts kept between polls', () => {
  let db: DbOrTx;
  let stored: number;
  let reads: number;
  const poll = (uid = 'u1') =>
    cachedUnreadCounts(db, uid, async () => {
      reads++;
      return counts(stored);
    });

  // Changes are remembered per process, so each test starts an hour after the last one's.
  let hour = 0;
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24) + hour++ * 3_600_000 });
    db = {} as DbOrTx;
    stored = 0;
    reads = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('counts once, then answers from memory while nothing changes', async () => {
    vi.advanceTimersByTime(60_000);
    expect(await poll()).toEqual(counts(0));
    expect(await poll()).toEqual(counts(0));
    expect(reads).toBe(1);
  });

  it('recounts after a change, and keeps recounting until the writer has surely committed', async () => {
    vi.advanceTimersByTime(60_000);
    await poll();
    noteUnreadChanged(['u1']);
    // The writer's transaction may not have committed yet: this poll must not be kept.
    expect(await poll()).toEqual(counts(0));
    stored = 1;
    vi.advanceTimersByTime(1_000);
    expect(await poll()).toEqual(counts(1));
    vi.advanceTimersByTime(5_000);
    expect(await poll()).toEqual(counts(1));
    const before = reads;
    expect(await poll()).toEqual(counts(1));
    expect(reads).toBe(before);
  });

  it("one user's change leaves another's kept count alone; a change to everyone reaches all", async () => {
    vi.advanceTimersByTime(60_000);
    await poll('u1');
    await poll('u2');
    noteUnreadChanged(['u1']);
    await poll('u2');
    expect(reads).toBe(2);
    vi.advanceTimersByTime(10_000);
    noteEveryoneChanged();
    await poll('u2');
    expect(reads).toBe(3);
  });

  it('forgets a kept count after ten minutes, and never hands out its own copy', async () => {
    vi.advanceTimersByTime(60_000);
    const first = await poll();
    first.comment = 99;
    expect(await poll()).toEqual(counts(0));
    vi.advanceTimersByTime(10 * 60_000 + 1);
    await poll();
    expect(reads).toBe(2);
  });

  it('keeps nothing between two Dbs (each Workers request opens its own)', async () => {
    vi.advanceTimersByTime(60_000);
    await poll();
    db = {} as DbOrTx;
    await poll();
    expect(reads).toBe(2);
  });
});
