import type { AdminWebConfig } from '@contract/site-admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/admin/config/get-web-config. */
export const getWebConfig = (signal?: AbortSignal) =>
  api.get<AdminWebConfig>('/api/admin/config/get-web-config', undefined, { signal });

export const useWebConfig = () =>
  useQuery({ queryKey: ['admin', 'site', 'web-config'], queryFn: ({ signal }) => getWebConfig(signal) });
