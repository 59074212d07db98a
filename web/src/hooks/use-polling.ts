import { useCallback, useEffect, useRef, useState } from 'react';

export type PollStopReason = 'done' | 'max' | 'error' | 'cancelled';

export interface PollOptions<T> {
  /** Milliseconds between the end of one poll and the start of the next. */
  intervalMs: number;
  /** Polls made before giving up (spec 1 §9: 300 for judge status). */
  maxPolls: number;
  poll: (signal: AbortSignal) => Promise<T>;
  /** True when the result needs no further poll (e.g. the verdict is final). */
  isDone: (result: T) => boolean;
  onResult?: (result: T) => void;
  onStop?: (reason: PollStopReason, error?: unknown) => void;
  /** Poll at once instead of after the first interval. */
  immediate?: boolean;
}

/**
 * Polls until `isDone`, `maxPolls` polls, the first failure (spec 1 §4: a failed poll stops
 * polling) or cancellation. Polls never overlap: the next waits for the previous answer.
 * Returns the cancel function.
 */
export function startPolling<T>(options: PollOptions<T>): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let count = 0;
  let stopped = false;

  const stop = (reason: PollStopReason, error?: unknown) => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    options.onStop?.(reason, error);
  };

  const tick = async () => {
    count += 1;
    let result: T;
    try {
      result = await options.poll(controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) stop('error', error);
      return;
    }
    if (stopped) return;
    options.onResult?.(result);
    if (stopped) return;
    if (options.isDone(result)) stop('done');
    else if (count >= options.maxPolls) stop('max');
    else timer = setTimeout(tick, options.intervalMs);
  };

  timer = setTimeout(tick, options.immediate ? 0 : options.intervalMs);
  return () => {
    controller.abort();
    stop('cancelled');
  };
}

/**
 * One poller per component: `start` replaces a running poll, unmounting cancels it.
 * `polling` tells whether one is running.
 */
export function usePolling() {
  const cancelRef = useRef<(() => void) | null>(null);
  const [polling, setPolling] = useState(false);

  const stop = useCallback(() => {
    cancelRef.current?.();
    cancelRef.current = null;
  }, []);

  const start = useCallback(
    <T>(options: PollOptions<T>) => {
      stop();
      setPolling(true);
      let cancel: (() => void) | null = null;
      cancel = startPolling({
        ...options,
        onStop: (reason, error) => {
          if (cancelRef.current === cancel) {
            cancelRef.current = null;
            setPolling(false);
          }
          options.onStop?.(reason, error);
        },
      });
      cancelRef.current = cancel;
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { start, stop, polling };
}
