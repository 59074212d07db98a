import { type ContestInfo, ContestStatus } from '@contract/contest';
import { userIsRoot, useSession } from '@web/lib/auth';
import { useEffect, useState } from 'react';

/** Super admin (root): sees every contest tool, including Rejudge. */
export function useIsSuperAdmin(): boolean {
  return userIsRoot(useSession().user);
}

/**
 * The client's view of "contest admin", as HOJ's client decides it: a super admin or the
 * contest's author. A group root is recognised by the server, which answers accordingly.
 */
export function useIsContestAdmin(contest: ContestInfo | undefined): boolean {
  const { token, user } = useSession();
  const superAdmin = userIsRoot(user);
  if (!contest || !token || !user) return false;
  return superAdmin || contest.author === user.username;
}

type ContestTimes = Pick<ContestInfo, 'status' | 'startTime' | 'endTime'>;

/**
 * The status at `now` (ms): the server's status until its start or end time passes on the
 * ticking clock, so the header moves from scheduled to running to ended without a reload.
 */
export function contestStatusAt(contest: ContestTimes, now: number): ContestStatus {
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  if (contest.status === ContestStatus.ENDED || now >= end) return ContestStatus.ENDED;
  if (contest.status === ContestStatus.RUNNING || now >= start) return ContestStatus.RUNNING;
  return ContestStatus.SCHEDULED;
}

/** Seconds until the start (scheduled) or the end (running); 0 once ended. */
export function secondsLeftAt(contest: ContestTimes, now: number): number {
  const status = contestStatusAt(contest, now);
  if (status === ContestStatus.ENDED) return 0;
  const target = Date.parse(status === ContestStatus.SCHEDULED ? contest.startTime : contest.endTime);
  return Math.max(0, Math.floor((target - now) / 1000));
}

/** Spec 2 §4: 0 scheduled, 100 ended, else elapsed over duration. */
export function progressAt(contest: ContestTimes & Pick<ContestInfo, 'duration'>, now: number): number {
  const status = contestStatusAt(contest, now);
  if (status === ContestStatus.SCHEDULED) return 0;
  if (status === ContestStatus.ENDED || contest.duration <= 0) return 100;
  const elapsed = (now - Date.parse(contest.startTime)) / 1000;
  return Math.min(100, Math.max(0, (elapsed / contest.duration) * 100));
}

/** "HH:MM:SS" (hours may exceed 24), as HOJ's countdown prints it. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * The server's clock, ticking once a second from ContestInfo.now: the countdown must not trust
 * the browser's clock, which may be off by minutes.
 */
export function useServerNow(serverNow: string | undefined): number {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!serverNow) return;
    const parsed = Date.parse(serverNow);
    if (Number.isFinite(parsed)) setOffset(parsed - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}

/**
 * Whether the real-time AC/total counts and board may be shown (HOJ ContestRealTimePermission):
 * always after the end and to contest admins, else not once the seal time has passed.
 */
export function hasRealTimePermission(contest: ContestInfo, now: number, isContestAdmin: boolean): boolean {
  if (contestStatusAt(contest, now) === ContestStatus.ENDED || isContestAdmin) return true;
  if (!contest.sealRank || !contest.sealRankTime) return true;
  return now < Date.parse(contest.sealRankTime);
}
