import type { SubmissionRecord } from '@contract/submission';
import { api } from '@web/lib/api-client';

/** The part of a submission the status check answers with. */
export type SubmissionStatusUpdate = Pick<SubmissionRecord, 'submitId' | 'status'> &
  Partial<Pick<SubmissionRecord, 'score' | 'time' | 'memory'>>;

/** Spec 1 §7: a map from submit id to the submission's current state. */
export const checkSubmissionsStatus = (submitIds: number[], cid: number, signal?: AbortSignal) =>
  api.post<Record<string, SubmissionStatusUpdate>>(
    '/api/check-submissions-status',
    { submitIds, cid },
    { signal },
  );
