/** Contest calls (spec 2 §3 Contest). */
import { z } from 'zod';
import { booleanFlag, keyword, optionalInteger, pagingSchema, requiredId, text } from './common/fields';

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

/** 0 ACM, 1 OI (spec 2 §9). */
export const ContestType = { ACM: 0, OI: 1 } as const;
/** 0 public, 1 private (password to view and submit), 2 protected (password to submit). */
export const ContestAuth = { PUBLIC: 0, PRIVATE: 1, PROTECTED: 2 } as const;

/**
 * GET /api/get-contest-info and the contest inside get-contest-outsize-info (HOJ ContestVO).
 * Times are ISO strings; `now` is the server's clock so the countdown does not trust the browser's.
 */
export interface ContestInfo {
  id: number;
  author: string;
  title: string;
  type: number;
  description: string;
  status: ContestStatus;
  source: number;
  auth: number;
  now: string;
  startTime: string;
  endTime: string;
  /** Seconds. */
  duration: number;
  sealRank: boolean;
  openPrint: boolean;
  sealRankTime: string | null;
  rankShowName: string;
  openRank: boolean;
  oiRankScoreType: string;
  count: number;
  gid: number | null;
  allowEndSubmit: boolean;
}

/** A problem of a contest as its list shows it (HOJ ContestProblemVO); ac/total are the contest's own counts. */
export interface ContestProblemItem {
  id: number;
  displayId: string;
  cid: number;
  pid: number;
  displayTitle: string;
  color: string | null;
  ac: number;
  total: number;
}

/** GET /api/get-contest-list: HOJ's page of 10 by default; status and type narrow it, keyword searches titles. */
export const contestListQuery = pagingSchema(10).extend({
  status: optionalInteger('status', { min: -1, max: 1, message: 'status must be -1, 0 or 1' }),
  type: optionalInteger('type', { min: 0, max: 1, message: 'type must be 0 or 1' }),
  keyword: keyword('keyword'),
});
export type ContestListQuery = z.output<typeof contestListQuery>;

/** A row of the contest list (HOJ ContestVO as getContestList fills it). */
export interface ContestListItem {
  id: number;
  author: string;
  title: string;
  description: string;
  type: number;
  status: ContestStatus;
  source: number;
  auth: number;
  startTime: string;
  endTime: string;
  /** Seconds. */
  duration: number;
  openRank: boolean;
  oiRankScoreType: string;
  gid: number | null;
  allowEndSubmit: boolean;
  /** Registered participants. */
  count: number;
}

export const contestIdQuery = z.object({ cid: requiredId('cid') });

/** The contest password as a form sends it; HOJ refuses an empty one before comparing. */
const passwordField = z.preprocess(
  (value) => (value === null ? undefined : value),
  text('password', { max: 200, typeError: 'password must be text' }).optional(),
);

/** POST /api/register-contest. */
export const registerContestRequest = z.object({ cid: requiredId('cid'), password: passwordField });

/** GET /api/get-contest-problem: `containsEnd` counts submissions after the end (only where they are allowed). */
export const contestProblemQuery = z.object({
  cid: requiredId('cid'),
  containsEnd: booleanFlag('containsEnd').transform((v) => v ?? false),
});

/** GET /api/get-contest-problem-details. */
export const contestProblemDetailQuery = contestProblemQuery.extend({
  displayId: text('displayId', { max: 255, trim: true, typeError: 'displayId is required' }).min(
    1,
    'displayId is required',
  ),
});

/** GET /api/get-contest-access. */
export interface ContestAccess {
  access: boolean;
}

/** GET /api/get-contest-outsize-info: the contest and its problems for the outside scoreboard. */
export interface ContestOutsideInfo {
  contest: ContestInfo;
  problemList: Omit<ContestProblemItem, 'ac' | 'total'>[];
}
