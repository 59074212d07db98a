import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCountdown, remainingSeconds, startCountdown, useCountdown } from './countdown';

const KEY = 'test-countdown';

describe('persisted countdown', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('derives the remaining seconds from the stored deadline', () => {
    startCountdown(KEY, 60, 1_000_000);
    expect(remainingSeconds(KEY, 1_000_000)).toBe(60);
    expect(remainingSeconds(KEY, 1_000_000 + 15_500)).toBe(45);
    expect(remainingSeconds(KEY, 1_000_000 + 60_000)).toBe(0);
  });

  it('is zero when nothing or garbage is stored, or after clearing', () => {
    expect(remainingSeconds(KEY)).toBe(0);
    localStorage.setItem(KEY, 'not a number');
    expect(remainingSeconds(KEY)).toBe(0);
    startCountdown(KEY, 90);
    clearCountdown(KEY);
    expect(remainingSeconds(KEY)).toBe(0);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks down and resumes where it was after an unmount (the dialog was closed)', () => {
    const first = renderHook(() => useCountdown(KEY, 60));
    expect(first.result.current.running).toBe(false);
    act(() => first.result.current.start());
    expect(first.result.current.left).toBe(60);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(first.result.current.left).toBe(50);
    first.unmount();

    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    const reopened = renderHook(() => useCountdown(KEY, 60));
    expect(reopened.result.current.left).toBe(45);
    expect(reopened.result.current.running).toBe(true);
  });

  it('stops at zero and can be reset early (a failed send)', () => {
    const { result } = renderHook(() => useCountdown(KEY, 90));
    act(() => result.current.start());
    act(() => result.current.reset());
    expect(result.current.left).toBe(0);
    expect(remainingSeconds(KEY)).toBe(0);

    act(() => result.current.start());
    act(() => {
      vi.advanceTimersByTime(91_000);
    });
    expect(result.current.running).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
