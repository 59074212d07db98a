import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { SubmissionDetail } from '../types';

export const getSubmissionDetail = (submitId: number, signal?: AbortSignal) =>
  api.get<SubmissionDetail>('/api/get-submission-detail', { submitId }, { signal });

export const submissionDetailQuery = (submitId: number) =>
  queryOptions({
    queryKey: ['submission', 'detail', submitId],
    queryFn: ({ signal }) => getSubmissionDetail(submitId, signal),
    staleTime: 0,
  });

export const useSubmissionDetail = (submitId: number) =>
  useQuery({ ...submissionDetailQuery(submitId), enabled: Number.isSafeInteger(submitId) && submitId > 0 });
