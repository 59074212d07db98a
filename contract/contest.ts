/** Contest calls (spec 2 §3 Contest). The contest area will grow this; the home page needs the card. */

/** Where a contest is in time: -1 not started, 0 running, 1 ended (spec 2 §3: "other ended"). */
export const ContestStatus = {
  SCHEDULED: -1,
  RUNNING: 0,
  ENDED: 1,
} as const;
export type ContestStatus = (typeof ContestStatus)[keyof typeof ContestStatus];

/** A contest card on the home page (spec 1 §2.6): the fields the card shows. */
export interface RecentContest {
  id: number;
  title: string;
  /** 0 ACM, 1 OI. */
  type: number;
  /** 0 public, 1 private, 2 protected. */
  auth: number;
  status: ContestStatus;
  startTime: string;
  endTime: string;
  /** Seconds. */
  duration: number;
  /** Registered participants. */
  count: number;
}
