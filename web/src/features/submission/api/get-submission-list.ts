import type { Page } from '@contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { Submission } from '../types';

export interface SubmissionListParams {
  currentPage: number;
  limit: number;
  onlyMine?: boolean;
  status?: number | '';
  username?: string;
  problemID?: string;
  completeProblemID?: boolean;
  gid?: number;
}

export const getSubmissionList = (params: SubmissionListParams, signal?: AbortSignal) =>
  api.get<Page<Submission>>('/api/get-submission-list', { ...params }, { signal });

export const submissionListQuery = (params: SubmissionListParams) =>
  queryOptions({
    queryKey: ['submission', 'list', params],
    queryFn: ({ signal }) => getSubmissionList(params, signal),
  });

export const useSubmissionList = (params: SubmissionListParams, enabled = true) =>
  useQuery({ ...submissionListQuery(params), enabled, placeholderData: keepPreviousData });
