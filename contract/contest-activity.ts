import { z } from 'zod';
import { booleanFlag, ID_MAX, pagingSchema, requiredId, text } from './common/fields';

/**
 * What happens around a running contest (spec 2 §2 announcements, print, AC helper, rejudge;
 * spec 3 downloads): field names are HOJ's (AnnouncementVO, ContestRecord, ContestPrint) so its
 * client reads them unchanged. Times are ISO strings.
 */

/** HOJ's client refuses shorter print text; the server does too. */
export const PRINT_TEXT_MIN = 50;
/** The most a print job may hold: as much as a submission's code. */
export const PRINT_TEXT_MAX = 65535;
/** One print job per user every 30 s (HOJ's lock). */
export const PRINT_INTERVAL_SECONDS = 30;
/** The most read ids a client may send when polling for unread announcements. */
export const READ_ANNOUNCEMENTS_MAX = 1000;

export const PRINT_TEXT_EMPTY = 'Content cannot be empty';
export const PRINT_TEXT_SHORT = `The number of content cannot be less than ${PRINT_TEXT_MIN}`;

/** GET /api/get-contest-announcement (10 a page by default). */
export const contestAnnouncementQuery = pagingSchema(10).extend({ cid: requiredId('cid') });

/** POST /api/get-contest-not-read-announcement (HOJ UserReadContestAnnouncementDTO). */
export const notReadAnnouncementRequest = z.object({
  cid: requiredId('cid'),
  readAnnouncementList: z
    .array(z.number({ error: 'readAnnouncementList must be a list of ids' }).int().min(1).max(ID_MAX), {
      error: 'readAnnouncementList must be a list of ids',
    })
    .max(READ_ANNOUNCEMENTS_MAX, `readAnnouncementList must hold at most ${READ_ANNOUNCEMENTS_MAX} ids`)
    .nullish()
    .transform((v) => v ?? []),
});
export type NotReadAnnouncementRequest = z.input<typeof notReadAnnouncementRequest>;

/** A visible announcement of a contest (HOJ AnnouncementVO; the unread poll answers the same). */
export interface ContestAnnouncementItem {
  id: number;
  cid: number;
  title: string;
  content: string;
  uid: string | null;
  /** The author's username, when the author still exists. */
  username: string | null;
  /** 0 visible (the only ones these calls answer). */
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /api/get-contest-ac-info (20 a page, as HOJ's AC helper asks). */
export const contestAcInfoQuery = pagingSchema(20).extend({ cid: requiredId('cid') });

/** PUT /api/check-contest-ac-info (HOJ CheckACDTO): the client sends the flipped value. */
export const checkAcInfoRequest = z.object({
  id: requiredId('id'),
  cid: requiredId('cid'),
  checked: z.boolean({ error: 'checked must be true or false' }),
});
export type CheckAcInfoRequest = z.input<typeof checkAcInfoRequest>;

/**
 * One first accept of a user on a problem (HOJ ContestRecord as getACInfo answers it), for
 * balloons: not yet checked first, then by submit time.
 */
export interface ContestAcInfoItem {
  id: number;
  cid: number;
  uid: string;
  pid: number;
  displayId: string;
  username: string;
  realname: string | null;
  /** Seconds from the contest start. */
  time: number;
  status: number;
  checked: boolean;
  submitId: number;
  submitTime: string;
  /** The earliest accept of this problem among the listed ones. */
  firstBlood: boolean;
  /** The problem's balloon colour, if the contest set one. */
  color: string | null;
}

/**
 * POST /api/submit-print-text (HOJ ContestPrintDTO). The emptiness and length rules are checked
 * on the whole request so their messages reach the user as the spec words them.
 */
export const submitPrintRequest = z
  .object({
    cid: requiredId('cid'),
    content: z.preprocess(
      (v) => v ?? '',
      text('content', { max: PRINT_TEXT_MAX, typeError: PRINT_TEXT_EMPTY }),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.content.trim() === '') ctx.addIssue({ code: 'custom', message: PRINT_TEXT_EMPTY });
    else if ([...value.content].length < PRINT_TEXT_MIN)
      ctx.addIssue({ code: 'custom', message: PRINT_TEXT_SHORT });
  });
export type SubmitPrintRequest = z.input<typeof submitPrintRequest>;

/** GET /api/get-contest-print (15 a page, as HOJ's admin print page asks). */
export const contestPrintQuery = pagingSchema(15).extend({ cid: requiredId('cid') });

/** PUT /api/check-contest-print-status: `id` and `cid` are query parameters, as HOJ's client sends them. */
export const checkPrintStatusQuery = z.object({ id: requiredId('id'), cid: requiredId('cid') });

/** A print job in the admin list (HOJ selects these columns only; the text is the download). */
export interface ContestPrintItem {
  id: number;
  cid: number;
  username: string;
  realname: string | null;
  /** 0 not printed, 1 printed. */
  status: number;
  gmtCreate: string;
}

/** GET /api/file/download-contest-print-text. */
export const printTextDownloadQuery = z.object({ id: requiredId('id') });

/**
 * GET /api/file/download-contest-ac-submission: admins' code is left out unless excludeAdmin is
 * false; one folder per user (the default, as HOJ) or per problem.
 */
export const acSubmissionDownloadQuery = z.object({
  cid: requiredId('cid'),
  excludeAdmin: booleanFlag('excludeAdmin').transform((v) => v ?? true),
  splitType: z.preprocess(
    (v) => (v === undefined || v === '' ? 'user' : v),
    z.enum(['user', 'problem'], { error: 'splitType must be user or problem' }),
  ),
});

/** GET /api/admin/judge/rejudge-contest-problem. */
export const rejudgeContestProblemQuery = z.object({ cid: requiredId('cid'), pid: requiredId('pid') });
