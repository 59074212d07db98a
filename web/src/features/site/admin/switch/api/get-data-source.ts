import type { DataSourceConfig } from '@contract/site-switch';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/admin/config/get-db-and-redis-config: what the deployment runs on, credentials masked. */
export const getDataSource = (signal?: AbortSignal) =>
  api.get<DataSourceConfig>('/api/admin/config/get-db-and-redis-config', undefined, { signal });

export const useDataSource = () =>
  useQuery({ queryKey: ['admin', 'site', 'data-source'], queryFn: ({ signal }) => getDataSource(signal) });
