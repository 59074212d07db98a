import type { AdminEmailConfig } from '@contract/site-admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/admin/config/get-email-config; the password comes back masked. */
export const getEmailConfig = (signal?: AbortSignal) =>
  api.get<AdminEmailConfig>('/api/admin/config/get-email-config', undefined, { signal });

export const useEmailConfig = () =>
  useQuery({ queryKey: ['admin', 'site', 'email-config'], queryFn: ({ signal }) => getEmailConfig(signal) });
