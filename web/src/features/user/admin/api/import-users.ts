import type { ImportUsersResult } from '@contract/account-admin';
import { api } from '@web/lib/api-client';

/**
 * POST /api/admin/user/insert-batch-user. Silent: a refusal carries the per-row errors, which
 * the import panel shows beside the rows.
 */
export const importUsers = (users: string[][]) =>
  api.post<ImportUsersResult>('/api/admin/user/insert-batch-user', { users }, { silent: true });
