import { useEffect, useState } from 'react';
import { storage } from './storage';

/**
 * Resend countdowns (spec 1 §4) survive closing the dialog and reloading the page: the
 * deadline is stored, and the remaining seconds are derived from it.
 */
export function startCountdown(key: string, seconds: number, now = Date.now()): void {
  storage.set(key, String(now + seconds * 1000));
}

export function clearCountdown(key: string): void {
  storage.remove(key);
}

export function remainingSeconds(key: string, now = Date.now()): number {
  const deadline = Number(storage.get(key));
  if (!Number.isFinite(deadline) || deadline <= now) return 0;
  return Math.ceil((deadline - now) / 1000);
}

/** Seconds left on the stored countdown, ticking once a second; `start` and `reset` control it. */
export function useCountdown(key: string, seconds: number) {
  const [left, setLeft] = useState(() => remainingSeconds(key));
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const next = remainingSeconds(key);
      setLeft(next);
      if (next <= 0) {
        clearCountdown(key);
        clearInterval(timer);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [key, running]);

  return {
    left,
    running,
    start() {
      startCountdown(key, seconds);
      setLeft(seconds);
    },
    reset() {
      clearCountdown(key);
      setLeft(0);
    },
  };
}
