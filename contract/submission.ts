import { z } from 'zod';
import {
  booleanFlag,
  idList,
  keyword,
  limitField,
  optionalIdOrZero,
  optionalInteger,
  pageField,
  requiredId,
  text,
} from './common/fields';
import type { JudgeCaseMode } from './judge-status';
import { LIMITS } from './limits';

/**
 * Reading submissions (spec 1 §2.9–§2.10, §3, §6, §7): lists, detail with source visibility,
 * per-case results, sharing, status polling. Submitting and rejudging are in judge.ts.
 */

export const submissionListQuery = z.object({
  currentPage: pageField,
  limit: limitField(LIMITS.submissionListPageSize),
  onlyMine: booleanFlag('onlyMine'),
  status: optionalInteger('status', { message: 'status must be a judge status code' }),
  username: keyword('username'),
  problemID: keyword('problemID'),
  /** true or absent: problemID is the exact display id; false: any display id containing it. */
  completeProblemID: booleanFlag('completeProblemID'),
  gid: optionalIdOrZero('gid'),
});
export type SubmissionListQuery = z.infer<typeof submissionListQuery>;

export const contestSubmissionListQuery = submissionListQuery.omit({ gid: true }).extend({
  contestID: optionalIdOrZero('contestID'),
  cid: optionalIdOrZero('cid'),
  /** true: only submissions made before the start (admins testing); false: from the start on. */
  beforeContestSubmit: booleanFlag('beforeContestSubmit'),
  /** false: leave out submissions made after the end. */
  containsEnd: booleanFlag('containsEnd'),
});
export type ContestSubmissionListQuery = z.infer<typeof contestSubmissionListQuery>;

/** A submission in a list: everything but the code and the error message. */
export interface SubmissionRecord {
  submitId: number;
  pid: number;
  /** The problem's display id (the contest's display id inside a contest). */
  displayPid: string;
  /** Inside a contest: the contest's display id of the problem; else the same as displayPid. */
  displayId: string;
  title: string | null;
  uid: string;
  username: string;
  submitTime: string;
  status: number;
  share: boolean;
  /** ms; null while hidden. */
  time: number | null;
  /** KB; null while hidden. */
  memory: number | null;
  score: number | null;
  oiRankScore: number | null;
  length: number | null;
  language: string;
  cid: number;
  gid: number | null;
  judger: string | null;
  isManual: boolean;
}

export interface SubmissionDetail {
  submission: SubmissionRecord & {
    /** null when the viewer may not see the source (spec 1 §6). */
    code: string | null;
    /** Compile errors and system errors only. */
    errorMessage: string | null;
    /** A remote problem's run id on its judge, once the judge took it; null otherwise. */
    vjudgeSubmitId: string | null;
    /** The site's account on the remote judge that submitted it: shown to admins only, else null. */
    vjudgeUsername: string | null;
  };
  /** Whether the problem allows sharing code. */
  codeShare: boolean;
}

export const submitIdQuery = z.object({ submitId: requiredId('submitId') });

export const updateSubmissionRequest = z.object({
  submitId: requiredId('submitId'),
  share: z.boolean({ error: 'share must be true or false' }),
  uid: text('uid', { max: 100 }).nullish(),
});

/** As many as the largest submission-list page, so one call covers every pending row of a page. */
export const CHECK_STATUS_MAX_IDS = 100;

export const checkSubmissionsStatusRequest = z.object({
  submitIds: idList('submitIds', {
    notAList: 'submitIds must be a list of submission ids',
    max: CHECK_STATUS_MAX_IDS,
    tooMany: `submitIds: at most ${CHECK_STATUS_MAX_IDS} ids per call`,
  }),
  cid: optionalIdOrZero('cid'),
});

export const lastAcCodeQuery = z.object({ pid: requiredId('pid'), cid: optionalIdOrZero('cid') });

export interface LastAcCode {
  code: string;
  language: string;
}

/** One test case of a judged submission. Input/output are file names unless the case is open. */
export interface JudgeCaseView {
  seq: number;
  caseId: number | null;
  status: number;
  time: number | null;
  memory: number | null;
  score: number | null;
  groupNum: number | null;
  inputData: string | null;
  outputData: string | null;
  inputSize: number | null;
  outputSize: number | null;
  /** The head of the program's output: for admins and open cases only. */
  userOutput: string | null;
  /** Checker or runtime message: for admins and open cases only. */
  message: string | null;
  isOpen: boolean;
}

export interface SubtaskResultView {
  groupNum: number;
  status: number | null;
  score: number | null;
  ac: number;
  total: number;
  time: number | null;
  memory: number | null;
  subtaskDetailList: JudgeCaseView[];
}

export interface CaseResultsView {
  judgeCaseMode: JudgeCaseMode;
  judgeCaseList: JudgeCaseView[];
  /** Subtask modes only; null otherwise. */
  subTaskJudgeCaseVoList: SubtaskResultView[] | null;
}
