import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { CaseResults } from '../types';

/** Silent: case results may be closed for the viewer; the page then just leaves them out. */
export const getAllCaseResult = (submitId: number, signal?: AbortSignal) =>
  api.get<CaseResults | null>('/api/get-all-case-result', { submitId }, { signal, silent: true });

export const caseResultQuery = (submitId: number) =>
  queryOptions({
    queryKey: ['submission', 'cases', submitId],
    queryFn: ({ signal }) => getAllCaseResult(submitId, signal),
    staleTime: 0,
  });

export const useCaseResult = (submitId: number, enabled: boolean) =>
  useQuery({ ...caseResultQuery(submitId), enabled });
