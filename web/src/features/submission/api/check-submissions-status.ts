import { api } from '@web/lib/api-client';
import type { SubmissionStatusUpdate } from '../types';

/** Spec 1 §7: a map from submit id to the submission's current state. */
export const checkSubmissionsStatus = (submitIds: number[], cid = 0, signal?: AbortSignal) =>
  api.post<Record<string, SubmissionStatusUpdate>>(
    '/api/check-submissions-status',
    { submitIds, cid },
    { signal },
  );
