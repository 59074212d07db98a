import { ContestStatus } from '@contract/contest';

/**
 * Where a contest is at `now`. The end instant still belongs to the contest, as it does for
 * submitting (judge/access.ts) and for the contest submission list.
 */
export function contestStatusAt(contest: { startTime: Date; endTime: Date }, now: Date): ContestStatus {
  if (now < contest.startTime) return ContestStatus.SCHEDULED;
  if (now <= contest.endTime) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
}
