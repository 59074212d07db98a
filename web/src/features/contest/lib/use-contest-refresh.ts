import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a verdict in the contest: its problem counts and the user's statuses are stale. */
export function useContestRefresh(contestId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['contest', 'problems', contestId] });
    void queryClient.invalidateQueries({ queryKey: ['contest', 'problem-status'] });
  }, [queryClient, contestId]);
}
