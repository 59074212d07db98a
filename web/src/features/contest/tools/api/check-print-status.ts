import { api } from '@web/lib/api-client';

/** PUT /api/check-contest-print-status?id&cid: marks a job printed (HOJ sends query parameters). */
export const checkPrintStatus = (query: { id: number; cid: number }) =>
  api.put<null>('/api/check-contest-print-status', undefined, { query });
