import { api } from '@web/lib/api-client';

/** Spec 1 §7 PUT /api/submission: the owner shares or unshares the code. */
export const updateSubmissionShare = (submitId: number, share: boolean, uid: string) =>
  api.put<unknown>('/api/submission', { submitId, share, uid });
