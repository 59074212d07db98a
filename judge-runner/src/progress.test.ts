import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredProgress } from './progress';

describe('DeferredProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts nothing for a job that ends before any state lasted the delay', () => {
    const posted: number[] = [];
    const progress = new DeferredProgress((s) => posted.push(s), 300);
    progress.report(6);
    vi.advanceTimersByTime(100);
    progress.report(7);
    vi.advanceTimersByTime(299);
    progress.finish();
    vi.advanceTimersByTime(10_000);
    expect(posted).toEqual([]);
  });

  it('posts a long compile, then a long judging, each once', () => {
    const posted: number[] = [];
    const progress = new DeferredProgress((s) => posted.push(s), 300);
    progress.report(6);
    vi.advanceTimersByTime(300);
    expect(posted).toEqual([6]);
    progress.report(6);
    vi.advanceTimersByTime(1000);
    progress.report(7);
    vi.advanceTimersByTime(300);
    progress.report(7);
    vi.advanceTimersByTime(1000);
    progress.finish();
    expect(posted).toEqual([6, 7]);
  });

  it('skips a short compile and posts the judging that outlasts the delay', () => {
    const posted: number[] = [];
    const progress = new DeferredProgress((s) => posted.push(s), 300);
    progress.report(6);
    vi.advanceTimersByTime(50);
    progress.report(7);
    vi.advanceTimersByTime(300);
    expect(posted).toEqual([7]);
  });

  it('ignores reports after the job finished', () => {
    const posted: number[] = [];
    const progress = new DeferredProgress((s) => posted.push(s), 300);
    progress.finish();
    progress.report(6);
    vi.advanceTimersByTime(1000);
    expect(posted).toEqual([]);
  });
});
