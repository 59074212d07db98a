import type { UserProblemStatus } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type ContestProblemStatusMap = Record<string, UserProblemStatus | number>;

/** POST /api/get-user-problem-status for a contest's list: keyed by the problem's pid. */
export const getContestProblemStatus = (
  cid: number,
  pidList: number[],
  containsEnd: boolean,
  signal?: AbortSignal,
) =>
  api.post<ContestProblemStatusMap>(
    '/api/get-user-problem-status',
    { pidList, isContestProblemList: true, cid, containsEnd },
    { signal, silent: true },
  );

export const contestProblemStatusQuery = (
  uid: string | undefined,
  cid: number,
  pidList: number[],
  containsEnd: boolean,
) =>
  queryOptions({
    queryKey: ['contest', 'problem-status', uid, cid, pidList, containsEnd],
    queryFn: ({ signal }) => getContestProblemStatus(cid, pidList, containsEnd, signal),
  });

export const useContestProblemStatus = (
  uid: string | undefined,
  cid: number,
  pidList: number[],
  containsEnd: boolean,
) =>
  useQuery({
    ...contestProblemStatusQuery(uid, cid, pidList, containsEnd),
    enabled: Boolean(uid) && pidList.length > 0,
  });

/** The caller's status of one problem: -10 when never submitted. */
export function contestStatusOf(map: ContestProblemStatusMap | undefined, pid: number): UserProblemStatus {
  const entry = map?.[String(pid)];
  if (entry === undefined || entry === null) return { status: -10, score: null };
  if (typeof entry === 'number') return { status: entry, score: null };
  return { status: entry.status ?? -10, score: entry.score ?? null };
}
