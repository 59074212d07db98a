import { api } from '@web/lib/api-client';

/** PUT /api/check-contest-ac-info: `checked` is the flipped value (spec 2 §4 AC info). */
export const checkAcInfo = (body: { id: number; cid: number; checked: boolean }) =>
  api.put<null>('/api/check-contest-ac-info', body);
