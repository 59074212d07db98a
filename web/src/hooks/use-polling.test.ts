import { isPendingStatus } from '@contract/judge-status';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolling, usePolling } from './use-polling';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets the chained timers and promises of a few polls run. */
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('startPolling', () => {
  it('polls every interval until the status is final', async () => {
    const statuses = [5, 6, 7, 7, 0];
    const poll = vi.fn(async () => statuses.shift() ?? 0);
    const onStop = vi.fn();
    const seen: number[] = [];
    startPolling({
      intervalMs: 2000,
      maxPolls: 300,
      poll,
      isDone: (status) => !isPendingStatus(status),
      onResult: (status) => seen.push(status),
      onStop,
    });
    await advance(1999);
    expect(poll).not.toHaveBeenCalled();
    await advance(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(2000 * 10);
    expect(poll).toHaveBeenCalledTimes(5);
    expect(seen).toEqual([5, 6, 7, 7, 0]);
    expect(onStop).toHaveBeenCalledExactlyOnceWith('done', undefined);
  });

  it('gives up after the maximum number of polls', async () => {
    const poll = vi.fn(async () => 5);
    const onStop = vi.fn();
    startPolling({ intervalMs: 2000, maxPolls: 300, poll, isDone: (s) => !isPendingStatus(s), onStop });
    await advance(2000 * 400);
    expect(poll).toHaveBeenCalledTimes(300);
    expect(onStop).toHaveBeenCalledExactlyOnceWith('max', undefined);
  });

  it('stops at the first failed poll', async () => {
    const failure = new Error('network');
    const poll = vi.fn().mockResolvedValueOnce(5).mockRejectedValueOnce(failure).mockResolvedValue(0);
    const onStop = vi.fn();
    startPolling({
      intervalMs: 1000,
      maxPolls: 300,
      poll,
      isDone: (s: number) => !isPendingStatus(s),
      onStop,
    });
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(onStop).toHaveBeenCalledExactlyOnceWith('error', failure);
  });

  it('never overlaps polls and can be cancelled', async () => {
    let resolve: (value: number) => void = () => {};
    const poll = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const onStop = vi.fn();
    const cancel = startPolling({
      intervalMs: 1000,
      maxPolls: 300,
      poll,
      isDone: () => false,
      onStop,
      immediate: true,
    });
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(1);
    resolve(5);
    await advance(1000);
    expect(poll).toHaveBeenCalledTimes(2);
    cancel();
    expect(onStop).toHaveBeenCalledExactlyOnceWith('cancelled', undefined);
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });
});

describe('usePolling', () => {
  it('reports whether it runs and cancels on unmount', async () => {
    const poll = vi.fn(async () => 5);
    const { result, unmount } = renderHook(() => usePolling());
    act(() => result.current.start({ intervalMs: 2000, maxPolls: 300, poll, isDone: () => false }));
    expect(result.current.polling).toBe(true);
    await advance(4000);
    expect(poll).toHaveBeenCalledTimes(2);
    unmount();
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('replaces a running poll when started again', async () => {
    const first = vi.fn(async () => 5);
    const second = vi.fn(async () => 0);
    const { result } = renderHook(() => usePolling());
    act(() => result.current.start({ intervalMs: 1000, maxPolls: 300, poll: first, isDone: () => false }));
    act(() =>
      result.current.start({ intervalMs: 1000, maxPolls: 300, poll: second, isDone: (s) => s === 0 }),
    );
    await advance(5000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(result.current.polling).toBe(false);
  });
});
