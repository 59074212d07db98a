import type { CheckUsernameOrEmailResponse } from '@contract/account';
import { api } from '@web/lib/api-client';

/** POST /api/check-username-or-email: `true` means the name or address is already taken. */
export const checkUsernameOrEmail = (body: { username?: string; email?: string }) =>
  api.post<CheckUsernameOrEmailResponse>('/api/check-username-or-email', body);
