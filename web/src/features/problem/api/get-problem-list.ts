import type { Page } from '@contract/envelope';
import type { ProblemListRow } from '@contract/problem';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Query of spec 1 §7 get-problem-list; empty values are dropped by the api client. */
export interface ProblemListParams {
  keyword?: string;
  difficulty?: number | '';
  /** '' (All), Mine, or a remote judge key. */
  oj?: string;
  /** JSON array of tag ids, e.g. `[1,2]`. */
  tagId?: string;
  currentPage: number;
  limit: number;
}

export const getProblemList = (params: ProblemListParams, signal?: AbortSignal) =>
  api.get<Page<ProblemListRow>>('/api/get-problem-list', { ...params }, { signal });

export const problemListQuery = (params: ProblemListParams) =>
  queryOptions({
    queryKey: ['problem', 'list', params],
    queryFn: ({ signal }) => getProblemList(params, signal),
  });

export const useProblemList = (params: ProblemListParams, enabled = true) =>
  useQuery({ ...problemListQuery(params), placeholderData: keepPreviousData, enabled });
