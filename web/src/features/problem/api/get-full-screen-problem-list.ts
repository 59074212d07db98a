import type { FullScreenProblem } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface FullScreenScope {
  tid?: number;
  cid?: number;
}

export const getFullScreenProblemList = (scope: FullScreenScope, signal?: AbortSignal) =>
  api.get<FullScreenProblem[]>('/api/get-full-screen-problem-list', { ...scope }, { signal, silent: true });

export const fullScreenProblemListQuery = (scope: FullScreenScope) =>
  queryOptions({
    queryKey: ['problem', 'full-screen-list', scope],
    queryFn: ({ signal }) => getFullScreenProblemList(scope, signal),
  });

export const useFullScreenProblemList = (scope: FullScreenScope, enabled: boolean) =>
  useQuery({ ...fullScreenProblemListQuery(scope), enabled });
