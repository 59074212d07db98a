import type { adminGenerateUsersRequest, GenerateUsersResponse } from '@contract/account-admin';
import { api } from '@web/lib/api-client';
import type { z } from 'zod';

export type GenerateUsersInput = z.input<typeof adminGenerateUsersRequest>;

/** POST /api/admin/user/generate-user: creates the numbered users; answers the spreadsheet's key. */
export const generateUsers = (input: GenerateUsersInput) =>
  api.post<GenerateUsersResponse>('/api/admin/user/generate-user', input);
