import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a verdict in the training: its progress, problem counts, statuses and rank are stale. */
export function useTrainingRefresh(trainingId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['training', 'detail', trainingId] });
    void queryClient.invalidateQueries({ queryKey: ['training', 'problems', trainingId] });
    void queryClient.invalidateQueries({ queryKey: ['training', 'rank', trainingId] });
    void queryClient.invalidateQueries({ queryKey: ['training', 'problem-status'] });
    void queryClient.invalidateQueries({ queryKey: ['training', 'list'] });
  }, [queryClient, trainingId]);
}
