import type { ProblemDetail } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const getProblemDetail = (problemId: string, gid: number | undefined, signal?: AbortSignal) =>
  api.get<ProblemDetail>('/api/get-problem-detail', { problemId, gid }, { signal });

export const problemDetailQuery = (problemId: string, gid?: number) =>
  queryOptions({
    queryKey: ['problem', 'detail', problemId, gid ?? null],
    queryFn: ({ signal }) => getProblemDetail(problemId, gid, signal),
  });

export const useProblemDetail = (problemId: string, gid?: number, enabled = true) =>
  useQuery({ ...problemDetailQuery(problemId, gid), enabled });
