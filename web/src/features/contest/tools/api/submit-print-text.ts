import { api } from '@web/lib/api-client';

/** POST /api/submit-print-text. */
export const submitPrintText = (body: { cid: number; content: string }) =>
  api.post<null>('/api/submit-print-text', body);
