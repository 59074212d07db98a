import type { ServiceInfo } from '@contract/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { DASHBOARD_REFRESH_MS } from '../lib/refresh';

export const getServiceInfo = (signal?: AbortSignal) =>
  api.get<ServiceInfo>('/api/admin/config/get-service-info', undefined, { signal });

export const serviceInfoQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'service'],
    queryFn: ({ signal }) => getServiceInfo(signal),
  });

export const useServiceInfo = () =>
  useQuery({ ...serviceInfoQuery(), refetchInterval: DASHBOARD_REFRESH_MS });
