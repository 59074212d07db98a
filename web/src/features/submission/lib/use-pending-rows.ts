import { isPendingStatus } from '@contract/judge-status';
import { LIMITS } from '@contract/limits';
import type { CHECK_STATUS_MAX_IDS } from '@contract/submission';
import { usePolling } from '@web/hooks/use-polling';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkContestSubmissionsStatus } from '../api/check-contest-submissions-status';
import { checkSubmissionsStatus } from '../api/check-submissions-status';
import type { Submission, SubmissionStatusUpdate } from '../types';

/**
 * Spec 1 §4 submission list polling: after a load (and after a rejudge) the rows in a pending
 * state are polled every 2 s until none is pending or 300 polls; a failed poll stops it.
 * Returns the rows with their latest state and `track` to follow more submissions.
 */
/** The server checks at most this many ids per call (typed against the contract's constant). */
const MAX_IDS_PER_CHECK: typeof CHECK_STATUS_MAX_IDS = 100;

export function usePendingRows(records: Submission[] | undefined, cid = 0) {
  const [updates, setUpdates] = useState<Record<number, Partial<Submission>>>({});
  const pendingRef = useRef<number[]>([]);
  const { start, stop, polling } = usePolling();

  const run = useCallback(() => {
    if (pendingRef.current.length === 0) {
      stop();
      return;
    }
    start({
      intervalMs: LIMITS.statusPollMs,
      maxPolls: LIMITS.statusPollMax,
      poll: (signal) =>
        (cid > 0 ? checkContestSubmissionsStatus : checkSubmissionsStatus)(
          pendingRef.current.slice(0, MAX_IDS_PER_CHECK),
          cid,
          signal,
        ),
      onResult: (map: Record<string, SubmissionStatusUpdate>) => {
        const changed: Record<number, Partial<Submission>> = {};
        for (const [id, update] of Object.entries(map)) {
          if (!update) continue;
          const { submitId: _ignored, ...fields } = update;
          changed[Number(id)] = fields;
        }
        pendingRef.current = pendingRef.current.filter((id) => {
          const status = changed[id]?.status;
          return status === undefined || isPendingStatus(status);
        });
        setUpdates((current) => {
          const next = { ...current };
          for (const [id, fields] of Object.entries(changed))
            next[Number(id)] = { ...next[Number(id)], ...fields };
          return next;
        });
      },
      isDone: () => pendingRef.current.length === 0,
    });
  }, [start, stop, cid]);

  // A new page of records starts over from what the server said.
  useEffect(() => {
    setUpdates({});
    pendingRef.current = (records ?? [])
      .filter((row) => isPendingStatus(row.status))
      .map((row) => row.submitId);
    run();
  }, [records, run]);

  /** Records a new state for a row (e.g. after a rejudge) and polls it if it is pending. */
  const track = useCallback(
    (submitId: number, fields: Partial<Submission>) => {
      setUpdates((current) => ({ ...current, [submitId]: { ...current[submitId], ...fields } }));
      if (
        fields.status !== undefined &&
        isPendingStatus(fields.status) &&
        !pendingRef.current.includes(submitId)
      ) {
        pendingRef.current = [...pendingRef.current, submitId];
        run();
      }
    },
    [run],
  );

  const rows = (records ?? []).map((row) =>
    updates[row.submitId] ? { ...row, ...updates[row.submitId] } : row,
  );
  return { rows, track, polling };
}
