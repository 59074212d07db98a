import type { Page } from '@contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { Submission } from '../types';
import type { SubmissionListParams } from './get-submission-list';

export interface ContestSubmissionListParams extends Omit<SubmissionListParams, 'gid'> {
  contestID: number;
  /** Include the submissions made after the end (contest admin setting). */
  containsEnd: boolean;
}

/** GET /api/contest-submissions as HOJ's client asks it: submissions from the start on. */
export const getContestSubmissionList = (params: ContestSubmissionListParams, signal?: AbortSignal) =>
  api.get<Page<Submission>>(
    '/api/contest-submissions',
    { ...params, beforeContestSubmit: false, completeProblemID: false },
    { signal },
  );

export const contestSubmissionListQuery = (params: ContestSubmissionListParams) =>
  queryOptions({
    queryKey: ['submission', 'contest-list', params],
    queryFn: ({ signal }) => getContestSubmissionList(params, signal),
  });

export const useContestSubmissionList = (params: ContestSubmissionListParams, enabled = true) =>
  useQuery({ ...contestSubmissionListQuery(params), enabled, placeholderData: keepPreviousData });
