import type { GroupTrainingProblemPick } from '@contract/group-training';
import type { AdminTrainingProblem } from '@contract/training-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupTrainingKeys } from './keys';

export interface GroupTrainingProblemQuery {
  tid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  /** true: the training's problems in rank order; false: public problems not yet in it. */
  queryExisted: boolean;
}

/** GET /api/group/get-training-problem-list: a page of problems plus the training's links by problem id. */
export const getGroupTrainingProblemList = (query: GroupTrainingProblemQuery, signal?: AbortSignal) =>
  api.get<GroupTrainingProblemPick>('/api/group/get-training-problem-list', { ...query }, { signal });

export const useGroupTrainingProblemList = (gid: number, query: GroupTrainingProblemQuery) =>
  useQuery({
    queryKey: [...groupTrainingKeys.problems(gid, query.tid), query],
    queryFn: ({ signal }) => getGroupTrainingProblemList(query, signal),
    placeholderData: keepPreviousData,
  });

/** Every write on a training's problems refreshes its list (and the group's lists, whose counts move). */
function useProblemsWrite<I extends { tid: number }, R>(gid: number, write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupTrainingKeys.all(gid) }),
  });
}

/** PUT /api/group/training-problem: the row back with its new rank. */
export const useUpdateGroupTrainingProblem = (gid: number) =>
  useProblemsWrite(gid, (link: Pick<AdminTrainingProblem, 'id' | 'tid' | 'pid' | 'rank'>) =>
    api.put<AdminTrainingProblem>('/api/group/training-problem', link),
  );

/** DELETE /api/group/training-problem?pid&tid: the problem leaves the training. */
export const useRemoveGroupTrainingProblem = (gid: number) =>
  useProblemsWrite(gid, ({ pid, tid }: { pid: number; tid: number }) =>
    api.delete<null>('/api/group/training-problem', { pid, tid }),
  );

/** POST /api/group/add-training-problem-from-public (HOJ TrainingProblemDTO). */
export const useAddGroupTrainingPublicProblem = (gid: number) =>
  useProblemsWrite(gid, (input: { pid: number; tid: number; displayId: string }) =>
    api.post<null>('/api/group/add-training-problem-from-public', input),
  );

/** POST /api/group/add-training-problem-from-group?problemId&tid: a problem of this group by its display id. */
export const useAddGroupTrainingGroupProblem = (gid: number) =>
  useProblemsWrite(gid, ({ problemId, tid }: { problemId: string; tid: number }) =>
    api.send<null>('POST', '/api/group/add-training-problem-from-group', {
      query: { problemId, tid },
      silent: true,
    }),
  );

/** PUT /api/group/change-problem-auth?pid&auth: a group problem's auth, from the training's list (HOJ). */
export const useChangeGroupProblemAuth = (gid: number) =>
  useProblemsWrite(gid, ({ pid, auth }: { pid: number; auth: number; tid: number }) =>
    api.send<null>('PUT', '/api/group/change-problem-auth', { query: { pid, auth } }),
  );

/** DELETE /api/group/problem?pid: deletes the group's own problem everywhere (HOJ's training list offers it). */
export const useDeleteGroupProblem = (gid: number) =>
  useProblemsWrite(gid, ({ pid }: { pid: number; tid: number }) =>
    api.delete<null>('/api/group/problem', { pid }),
  );
