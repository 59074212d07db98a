import type { DashboardInfo } from '@contract/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { DASHBOARD_REFRESH_MS } from '../lib/refresh';

export const getDashboardInfo = (signal?: AbortSignal) =>
  api.get<DashboardInfo>('/api/admin/dashboard/get-dashboard-info', undefined, { signal });

export const dashboardInfoQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'info'],
    queryFn: ({ signal }) => getDashboardInfo(signal),
  });

export const useDashboardInfo = () =>
  useQuery({ ...dashboardInfoQuery(), refetchInterval: DASHBOARD_REFRESH_MS });
