import type { ManualJudgeResponse, SubmissionSummary } from '@contract/judge';
import { api } from '@web/lib/api-client';

/** Super admin only (spec 1 §4, §6). */
export const rejudgeSubmission = (submitId: number) =>
  api.get<SubmissionSummary>('/api/admin/judge/rejudge', { submitId });

export const manualJudge = (submitId: number, status: number, score: number | null) =>
  api.get<ManualJudgeResponse>('/api/admin/judge/manual-judge', { submitId, status, score });

export const cancelJudge = (submitId: number) =>
  api.get<ManualJudgeResponse>('/api/admin/judge/cancel-judge', { submitId });

/** The owner asks a remote judge again after Submitted Failed. */
export const resubmit = (submitId: number) =>
  api.send<SubmissionSummary>('GET', '/api/resubmit', { query: { submitId } });
