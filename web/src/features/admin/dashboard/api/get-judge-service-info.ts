import type { JudgeServiceInfo } from '@contract/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { DASHBOARD_REFRESH_MS } from '../lib/refresh';

export const getJudgeServiceInfo = (signal?: AbortSignal) =>
  api.get<JudgeServiceInfo[]>('/api/admin/config/get-judge-service-info', undefined, { signal });

export const judgeServiceInfoQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'judge-servers'],
    queryFn: ({ signal }) => getJudgeServiceInfo(signal),
  });

export const useJudgeServiceInfo = () =>
  useQuery({ ...judgeServiceInfoQuery(), refetchInterval: DASHBOARD_REFRESH_MS });
