import type { Page } from '@contract/envelope';
import type { SubmissionRecord } from '@contract/submission';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type MySubmissionRow = SubmissionRecord;

export interface MySubmissionsParams {
  problemID: string;
  currentPage: number;
  limit: number;
  /** Inside a contest: its id, and `problemID` is the contest's display id. */
  contestID?: number;
  containsEnd?: boolean;
}

/** The caller's submissions of one problem (the problem page's My Submission tab). */
export const getMySubmissions = (params: MySubmissionsParams, signal?: AbortSignal) =>
  params.contestID
    ? api.get<Page<MySubmissionRow>>(
        '/api/contest-submissions',
        { ...params, onlyMine: true, completeProblemID: true, beforeContestSubmit: false },
        { signal },
      )
    : api.get<Page<MySubmissionRow>>(
        '/api/get-submission-list',
        { ...params, onlyMine: true, completeProblemID: true },
        { signal },
      );

export const mySubmissionsQuery = (uid: string | undefined, params: MySubmissionsParams) =>
  queryOptions({
    queryKey: ['problem', 'my-submissions', uid, params],
    queryFn: ({ signal }) => getMySubmissions(params, signal),
  });

export const useMySubmissions = (uid: string | undefined, params: MySubmissionsParams, enabled: boolean) =>
  useQuery({
    ...mySubmissionsQuery(uid, params),
    enabled: enabled && Boolean(uid),
    placeholderData: keepPreviousData,
  });
