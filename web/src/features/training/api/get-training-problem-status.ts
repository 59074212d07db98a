import type { UserProblemStatus } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** As answered: the bank's entries carry no score (HOJ). */
export type TrainingProblemStatusMap = Record<string, Partial<UserProblemStatus> | number>;

/** POST /api/get-user-problem-status for a training's problems: the bank's statuses, keyed by pid. */
export const getTrainingProblemStatus = (pidList: number[], signal?: AbortSignal) =>
  api.post<TrainingProblemStatusMap>(
    '/api/get-user-problem-status',
    { pidList, isContestProblemList: false },
    { signal, silent: true },
  );

export const trainingProblemStatusQuery = (uid: string | undefined, pidList: number[]) =>
  queryOptions({
    queryKey: ['training', 'problem-status', uid, pidList],
    queryFn: ({ signal }) => getTrainingProblemStatus(pidList, signal),
  });

/** Only asked when logged in and there are problems; a failure just leaves the icons out. */
export const useTrainingProblemStatus = (uid: string | undefined, pidList: number[]) =>
  useQuery({
    ...trainingProblemStatusQuery(uid, pidList),
    enabled: Boolean(uid) && pidList.length > 0,
  });

/** The caller's status of one problem: -10 when never submitted. */
export function trainingStatusOf(map: TrainingProblemStatusMap | undefined, pid: number): number {
  const entry = map?.[String(pid)];
  if (entry === undefined || entry === null) return -10;
  if (typeof entry === 'number') return entry;
  return entry.status ?? -10;
}
