import type { UserProblemStatus } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** As answered: the bank's entries carry no score (HOJ), a contest's do. */
export type UserProblemStatusMap = Record<string, Partial<UserProblemStatus> | number>;

export interface UserProblemStatusParams {
  pidList: number[];
  isContestProblemList?: boolean;
  cid?: number;
  gid?: number;
  containsEnd?: boolean;
}

export const getUserProblemStatus = (params: UserProblemStatusParams, signal?: AbortSignal) =>
  api.post<UserProblemStatusMap>(
    '/api/get-user-problem-status',
    { isContestProblemList: false, ...params },
    { signal, silent: true },
  );

/** The caller's status of one problem: -10 when never submitted. */
export function statusOf(map: UserProblemStatusMap | undefined, pid: number): UserProblemStatus {
  const entry = map?.[String(pid)];
  if (entry === undefined || entry === null) return { status: -10, score: null };
  if (typeof entry === 'number') return { status: entry, score: null };
  return { status: entry.status ?? -10, score: entry.score ?? null };
}

/** Inside a contest the status counts only that contest's submissions. */
export interface ProblemStatusScope {
  cid: number;
  containsEnd: boolean;
}

export const userProblemStatusQuery = (
  uid: string | undefined,
  pidList: number[],
  scope?: ProblemStatusScope,
) =>
  queryOptions({
    queryKey: ['problem', 'user-status', uid, pidList, scope ?? null],
    queryFn: ({ signal }) =>
      getUserProblemStatus(scope ? { pidList, isContestProblemList: true, ...scope } : { pidList }, signal),
  });

/** Only asked when logged in and there are rows; a failure just leaves the icons out. */
export const useUserProblemStatus = (
  uid: string | undefined,
  pidList: number[],
  scope?: ProblemStatusScope,
) =>
  useQuery({ ...userProblemStatusQuery(uid, pidList, scope), enabled: Boolean(uid) && pidList.length > 0 });
