import { z } from 'zod';
import { booleanFlag, keyword, optionalInteger, requiredId, text } from './common/fields';

/**
 * The contest boards (spec 2 §5–§7): the rank inside a contest, the outside scoreboard, the rank
 * download and the scroll board. Field names are HOJ's (ACMContestRankVO, OIContestRankVO,
 * ContestScrollBoardInfoVO, ContestScrollBoardSubmissionVO) so its client reads them unchanged.
 */

/** The most uids a follow list may name: the client keeps them in the browser. */
export const CONCERNED_MAX = 500;
/** The largest page a board call serves. */
export const BOARD_LIMIT_MAX = 500;

/** POST /api/get-contest-rank and POST /api/get-contest-outside-scoreboard (HOJ ContestRankDTO). */
export const contestRankRequest = z.object({
  cid: requiredId('cid'),
  currentPage: optionalInteger('currentPage', { min: 1 }).transform((v) => v ?? 1),
  limit: optionalInteger('limit', { min: 1, max: BOARD_LIMIT_MAX }).transform((v) => v ?? 50),
  forceRefresh: booleanFlag('forceRefresh'),
  removeStar: booleanFlag('removeStar'),
  containsEnd: booleanFlag('containsEnd'),
  keyword: keyword('keyword'),
  concernedList: z
    .array(text('concernedList', { max: 64 }), { error: 'concernedList must be a list of user ids' })
    .max(CONCERNED_MAX, `concernedList must name at most ${CONCERNED_MAX} users`)
    .nullish()
    .transform((v) => v ?? []),
});
export type ContestRankRequest = z.infer<typeof contestRankRequest>;

/** GET /api/file/download-contest-rank. */
export const contestRankDownloadQuery = z.object({
  cid: requiredId('cid'),
  forceRefresh: booleanFlag('forceRefresh'),
  removeStar: booleanFlag('removeStar'),
});

/** GET /api/get-contest-scroll-board-info. */
export const scrollBoardInfoQuery = z.object({ cid: requiredId('cid') });
/** GET /api/get-contest-scroll-board-submission. */
export const scrollBoardSubmissionQuery = z.object({
  cid: requiredId('cid'),
  removeStar: booleanFlag('removeStar'),
});

/** One cell of an ACM row: a problem the user submitted to. */
export interface AcmProblemCell {
  /** Seconds from the start to the accepted submission; absent until accepted. */
  ACTime?: number;
  /** Penalised tries before the AC (or so far). */
  errorNum: number;
  /** Tries shown as pending: sealed submissions. */
  tryNum?: number;
  isAC: boolean;
  /** The earliest AC of the problem (ties are all first). */
  isFirstAC?: boolean;
  /** The accepted submission came after the end (containsEnd boards). */
  isAfterContest?: boolean;
}

/** Fields both rows share (award and user). `rank` is -1 for a star user. */
export interface ContestRankRowBase {
  rank: number;
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
  uid: string;
  username: string;
  realname: string | null;
  nickname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
}

/** HOJ ACMContestRankVO. */
export interface AcmContestRankRow extends ContestRankRowBase {
  /** Seconds of penalty time. */
  totalTime: number;
  /** Every counted submission. */
  total: number;
  ac: number;
  /** By the problem's display id. */
  submissionInfo: Record<string, AcmProblemCell>;
}

/** HOJ OIContestRankVO. */
export interface OiContestRankRow extends ContestRankRowBase {
  totalScore: number;
  /** Milliseconds: the sum over fully scored problems of the best run time. */
  totalTime: number;
  /** Score by display id. */
  submissionInfo: Record<string, number>;
  /** Best run time (ms) by display id, for fully scored problems. */
  timeInfo: Record<string, number>;
}

export type ContestRankRow = AcmContestRankRow | OiContestRankRow;

/** A board page (HOJ's IPage: records, total, size, current). */
export interface ContestRankPage<Row extends ContestRankRow = ContestRankRow> {
  records: Row[];
  total: number;
  size: number;
  current: number;
}

/** HOJ ContestScrollBoardInfoVO. */
export interface ScrollBoardInfo {
  id: number;
  rankShowName: string;
  problemCount: number;
  /** Balloon colour by display id. */
  balloonColor: Record<string, string | null>;
  startTime: string;
  sealRankTime: string | null;
  starUserList: string[];
}

/** HOJ ContestScrollBoardSubmissionVO. */
export interface ScrollBoardSubmission {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  avatar: string | null;
  gender: string | null;
  submitId: number;
  status: number | null;
  submitTime: string;
  displayId: string;
}
