import type { ContestOutsideInfo } from '@contract/contest';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/get-contest-outsize-info (HOJ's spelling): the contest and its problems, no login. */
export const getOutsideInfo = (contestId: string, signal?: AbortSignal) =>
  api.get<ContestOutsideInfo>('/api/get-contest-outsize-info', { cid: contestId }, { signal });

export const useOutsideInfo = (contestId: string) =>
  useQuery({
    queryKey: ['contest', 'outside-info', contestId],
    queryFn: ({ signal }) => getOutsideInfo(contestId, signal),
  });
