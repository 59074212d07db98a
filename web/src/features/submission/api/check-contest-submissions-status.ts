import { api } from '@web/lib/api-client';
import type { SubmissionStatusUpdate } from '../types';

/** Inside a contest: the same map, with what a sealed board hides hidden. */
export const checkContestSubmissionsStatus = (submitIds: number[], cid: number, signal?: AbortSignal) =>
  api.post<Record<string, SubmissionStatusUpdate>>(
    '/api/check-contest-submissions-status',
    { submitIds, cid },
    { signal },
  );
