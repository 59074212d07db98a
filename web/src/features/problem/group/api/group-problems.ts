import type { Page } from '@contract/envelope';
import type { AdminGroupProblemRow, GroupAdminProblemRow, GroupProblemRow } from '@contract/group-problem';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { ProblemSavePayload } from '../../admin/lib/problem-form';

/** The group problem calls (spec 3 §7); every list is keyed under ['group-problem']. */
const KEY = 'group-problem';

export interface GroupProblemPaging {
  gid: number;
  currentPage: number;
  limit: number;
}

/** GET /api/group/get-problem-list: the group's public problems (members). */
export const groupProblemListQuery = (params: GroupProblemPaging) =>
  queryOptions({
    queryKey: [KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Page<GroupProblemRow>>('/api/group/get-problem-list', { ...params }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useGroupProblemList = (params: GroupProblemPaging) => useQuery(groupProblemListQuery(params));

/** GET /api/group/get-admin-problem-list: every problem of the group (group admins). */
export const useGroupAdminProblemList = (params: GroupProblemPaging) =>
  useQuery({
    queryKey: [KEY, 'admin-list', params],
    queryFn: ({ signal }) =>
      api.get<Page<GroupAdminProblemRow>>('/api/group/get-admin-problem-list', { ...params }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET of the group problem editor: the full problem (languages, templates, tags and cases included). */
export const GROUP_PROBLEM_PATH = '/api/group/problem';

/**
 * POST (create) or PUT (update) /api/group/problem with the group in `problem.gid`. Silent: the
 * editor shows the server's message beside its own.
 */
export async function saveGroupProblem(gid: number, payload: ProblemSavePayload, isEdit: boolean) {
  const body = { ...payload, problem: { ...payload.problem, gid } };
  const { data, msg } = await api.send(isEdit ? 'PUT' : 'POST', GROUP_PROBLEM_PATH, { body, silent: true });
  return { data, msg };
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
}

/** DELETE /api/group/problem?pid&gid. */
export function useDeleteGroupProblem(gid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (pid: number) => api.delete<null>(GROUP_PROBLEM_PATH, { pid, gid }),
    onSuccess: invalidate,
  });
}

/** PUT /api/group/change-problem-auth?pid&auth (query parameters, as HOJ sends them). */
export function useChangeGroupProblemAuth() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ pid, auth }: { pid: number; auth: number }) =>
      api.put<null>('/api/group/change-problem-auth', undefined, { query: { pid, auth } }),
    onSuccess: invalidate,
  });
}

/** PUT /api/group/apply-public?pid&isApplied: apply, or cancel a pending application. */
export function useApplyGroupProblemPublic() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ pid, isApplied }: { pid: number; isApplied: boolean }) =>
      api.put<null>('/api/group/apply-public', undefined, { query: { pid, isApplied } }),
    onSuccess: invalidate,
  });
}

export interface ApplicationQuery {
  currentPage: number;
  limit: number;
  keyword: string;
}

/** GET /api/admin/group-problem/list: the group problems with an application (super admin, problem admins). */
export const useGroupProblemApplications = (query: ApplicationQuery) =>
  useQuery({
    queryKey: [KEY, 'applications', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminGroupProblemRow>>(
        '/api/admin/group-problem/list',
        { currentPage: query.currentPage, limit: query.limit, keyword: query.keyword || undefined },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** PUT /api/admin/group-problem/change-progress: 2 agrees (the problem goes public), 3 refuses. */
export function useChangeGroupProblemProgress() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { pid: number; progress: number }) =>
      api.put<null>('/api/admin/group-problem/change-progress', body),
    onSuccess: invalidate,
  });
}
