import type { Page } from '@contract/envelope';
import type { GroupTrainingSaveInput } from '@contract/group-training';
import type { TrainingVO } from '@contract/training';
import type {
  AdminTrainingDetail,
  AdminTrainingListItem,
  TrainingCreated,
  TrainingSaveInput,
} from '@contract/training-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupTrainingKeys } from './keys';

export interface GroupPageQuery {
  gid: number;
  currentPage: number;
  limit: number;
}

/** GET /api/group/get-training-list: the group's visible trainings with the caller's progress. */
export const useGroupTrainingList = (query: GroupPageQuery) =>
  useQuery({
    queryKey: [...groupTrainingKeys.list(query.gid), query],
    queryFn: ({ signal }) =>
      api.get<Page<TrainingVO>>('/api/group/get-training-list', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/group/get-admin-training-list: every training of the group, newest first. */
export const useGroupAdminTrainingList = (query: GroupPageQuery) =>
  useQuery({
    queryKey: [...groupTrainingKeys.adminList(query.gid), query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminTrainingListItem>>('/api/group/get-admin-training-list', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/group/training?tid: the training with its category, for the editor. */
export const useGroupTraining = (gid: number, tid: number, enabled = true) =>
  useQuery({
    queryKey: groupTrainingKeys.detail(gid, tid),
    queryFn: ({ signal }) => api.get<AdminTrainingDetail>('/api/group/training', { tid }, { signal }),
    enabled,
    // The form holds its own copy: a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/**
 * POST (create) or PUT (update) /api/group/training with HOJ's TrainingDTO, the training naming its
 * group. Silent: the form shows the server's 400 message itself. Same shape as the admin save, so
 * the shared training form takes either.
 */
export function useSaveGroupTraining(gid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, isEdit }: { payload: TrainingSaveInput; isEdit: boolean }) => {
      const body: GroupTrainingSaveInput = {
        ...payload,
        training: payload.training && { ...payload.training, gid },
      };
      return api.send<TrainingCreated | null>(isEdit ? 'PUT' : 'POST', '/api/group/training', {
        body,
        silent: true,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupTrainingKeys.all(gid) }),
  });
}

/** PUT /api/group/change-training-status?tid&status (query parameters, as HOJ sends them). */
export function useChangeGroupTrainingStatus(gid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tid, status }: { tid: number; status: boolean }) =>
      api.send<null>('PUT', '/api/group/change-training-status', { query: { tid, status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupTrainingKeys.all(gid) }),
  });
}

/** DELETE /api/group/training?tid: the training with its problem links, registrations and records. */
export function useDeleteGroupTraining(gid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tid: number) => api.delete<null>('/api/group/training', { tid }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupTrainingKeys.all(gid) }),
  });
}
