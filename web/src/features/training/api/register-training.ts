import { api } from '@web/lib/api-client';

/** POST /api/register-training: a wrong password is a 4xx the api client shows. */
export const registerTraining = (tid: number, password: string) =>
  api.post<null>('/api/register-training', { tid, password });
