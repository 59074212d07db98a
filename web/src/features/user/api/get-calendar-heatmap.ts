import type { CalendarHeatmap } from '@contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { UserRef } from './get-user-home-info';

export const getCalendarHeatmap = (user: UserRef, signal?: AbortSignal) =>
  api.get<CalendarHeatmap>(
    '/api/get-user-calendar-heatmap',
    { uid: user.uid, username: user.username },
    { signal },
  );

export const calendarHeatmapQuery = (user: UserRef) =>
  queryOptions({
    queryKey: ['user', 'calendar', user.uid ?? '', user.username ?? ''],
    queryFn: ({ signal }) => getCalendarHeatmap(user, signal),
  });

export const useCalendarHeatmap = (user: UserRef, enabled: boolean) =>
  useQuery({ ...calendarHeatmapQuery(user), enabled });
