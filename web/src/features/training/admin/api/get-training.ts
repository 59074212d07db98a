import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { AdminTrainingDetail } from '../lib/types';
import { trainingAdminKeys } from './keys';

/** GET /api/admin/training?tid: the training with its category, for the form. */
export const getTraining = (tid: number, signal?: AbortSignal) =>
  api.get<AdminTrainingDetail>('/api/admin/training', { tid }, { signal });

export const useAdminTraining = (tid: number, enabled = true) =>
  useQuery({
    queryKey: trainingAdminKeys.detail(tid),
    queryFn: ({ signal }) => getTraining(tid, signal),
    enabled,
    // The form holds its own copy: a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
