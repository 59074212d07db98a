import type { JudgeActivity } from '@contract/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { DASHBOARD_REFRESH_MS } from '../lib/refresh';

/** GET /api/admin/dashboard/get-judge-activity: ours, not HOJ's — the queue and the verdicts per minute. */
export const getJudgeActivity = (signal?: AbortSignal) =>
  api.get<JudgeActivity>('/api/admin/dashboard/get-judge-activity', undefined, { signal });

export const judgeActivityQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'judge-activity'],
    queryFn: ({ signal }) => getJudgeActivity(signal),
  });

export const useJudgeActivity = () =>
  useQuery({ ...judgeActivityQuery(), refetchInterval: DASHBOARD_REFRESH_MS });
