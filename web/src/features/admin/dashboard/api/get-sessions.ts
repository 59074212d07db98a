import type { DashboardSession } from '@contract/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/admin/dashboard/get-sessions: the caller's previous login (HOJ's "last login"). */
export const getSessions = (signal?: AbortSignal) =>
  api.post<DashboardSession | null>('/api/admin/dashboard/get-sessions', {}, { signal });

export const sessionsQuery = () =>
  queryOptions({ queryKey: ['admin', 'dashboard', 'session'], queryFn: ({ signal }) => getSessions(signal) });

export const useLastSession = () => useQuery(sessionsQuery());
