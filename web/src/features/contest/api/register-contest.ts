import { api } from '@web/lib/api-client';

/** POST /api/register-contest: a wrong or empty password is a 400 the api client shows. */
export const registerContest = (cid: number, password: string) =>
  api.post<null>('/api/register-contest', { cid, password });
