import { isPendingStatus, JudgeStatus } from '@contract/judge-status';
import { LIMITS } from '@contract/limits';
import type { SubmissionRecord } from '@contract/submission';
import { usePolling } from '@web/hooks/use-polling';
import { useCallback, useState } from 'react';
import { type SubmitProblemJudgeBody, submitProblemJudge } from '../api/submit-problem-judge';

/** What the status panel shows of a submission being judged. */
export type SubmissionStatusUpdate = Pick<SubmissionRecord, 'submitId' | 'status'> &
  Partial<Pick<SubmissionRecord, 'score' | 'time' | 'memory'>>;

/**
 * POST /api/check-submissions-status, owned by the submission area: the app passes its call in
 * (app/routes/problem-detail.tsx) so that this feature neither imports it nor writes a second copy.
 */
export type CheckSubmissionsStatus = (
  submitIds: number[],
  cid: number,
  signal?: AbortSignal,
) => Promise<Record<string, SubmissionStatusUpdate>>;

export type SubmitPhase = 'idle' | 'submitting' | 'judging' | 'done';

export interface SubmitState {
  phase: SubmitPhase;
  /** The submission being judged, with its latest status; null before the server answered. */
  submission: SubmissionStatusUpdate | null;
  /** The poll gave up (300 polls) or failed: the verdict is not known yet. */
  unfinished: boolean;
}

const IDLE: SubmitState = { phase: 'idle', submission: null, unfinished: false };

/**
 * Spec 1 §4 submit flow: submit, then poll the status every 2 s until it is no longer Pending,
 * Compiling or Judging (300 polls at most), then `onFinished` (the page reloads its data).
 * A failed submit hides the status panel; a failed poll stops polling.
 */
export function useSubmitJudge(
  checkSubmissionsStatus: CheckSubmissionsStatus,
  onSubmitted: () => void,
  onFinished: () => void,
) {
  const [state, setState] = useState<SubmitState>(IDLE);
  const { start, stop } = usePolling();

  const submit = useCallback(
    async (body: SubmitProblemJudgeBody) => {
      stop();
      setState({ phase: 'submitting', submission: null, unfinished: false });
      let submitId: number;
      try {
        const created = await submitProblemJudge(body);
        submitId = created.submitId;
        setState({
          phase: 'judging',
          submission: { submitId, status: created.status ?? JudgeStatus.PENDING },
          unfinished: false,
        });
      } catch {
        setState(IDLE);
        return;
      }
      onSubmitted();
      start({
        intervalMs: LIMITS.statusPollMs,
        maxPolls: LIMITS.statusPollMax,
        poll: (signal) => checkSubmissionsStatus([submitId], body.cid ?? 0, signal),
        isDone: (map) => {
          const update = map[String(submitId)];
          return update !== undefined && !isPendingStatus(update.status);
        },
        onResult: (map) => {
          const update = map[String(submitId)];
          if (update)
            setState((current) => ({ ...current, submission: { ...current.submission, ...update } }));
        },
        onStop: (reason) => {
          if (reason === 'cancelled') return;
          setState((current) => ({ ...current, phase: 'done', unfinished: reason !== 'done' }));
          onFinished();
        },
      });
    },
    [start, stop, checkSubmissionsStatus, onSubmitted, onFinished],
  );

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { state, submit, reset };
}
