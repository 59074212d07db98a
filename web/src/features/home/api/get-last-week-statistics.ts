import type { LastWeekSubmissionStatistics } from '@contract/site';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useState } from 'react';

export const getLastWeekStatistics = (forceRefresh: boolean, signal?: AbortSignal) =>
  api.get<LastWeekSubmissionStatistics>(
    '/api/get-last-week-submission-statistics',
    { forceRefresh },
    { signal },
  );

/** The server caches these numbers; `refresh` asks it to recount (forceRefresh=true). */
export function useLastWeekStatistics() {
  const [forced, setForced] = useState(0);
  const query = useQuery({
    queryKey: ['home', 'last-week-statistics', forced],
    queryFn: ({ signal }) => getLastWeekStatistics(forced > 0, signal),
    staleTime: 5 * 60_000,
  });
  return { ...query, refresh: () => setForced((count) => count + 1) };
}
