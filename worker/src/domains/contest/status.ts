import { ContestStatus } from '@contract/contest';

/** Where a contest is at `now`: the end instant itself already counts as ended. */
export function contestStatusAt(contest: { startTime: Date; endTime: Date }, now: Date): ContestStatus {
  if (now < contest.startTime) return ContestStatus.SCHEDULED;
  if (now < contest.endTime) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
}
