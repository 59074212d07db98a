import { z } from 'zod';
import {
  booleanFlag,
  emptyToUndefined,
  ID_MAX,
  keyword,
  limitField,
  optionalId,
  optionalInteger,
  pageField,
  requiredId,
  text,
} from './common/fields';
import type { ContestAnnouncementItem } from './contest-activity';
import type { Page } from './envelope';
import { ojFilterSchema, type PickableProblem } from './problem';

/**
 * The admin contest calls under /api/admin/contest (spec 3 §2 admin contest screens, §4 contest
 * transitions, §5 validation). Field names are HOJ's (AdminContestVO, ContestAwardConfigVO,
 * ContestProblem, AnnouncementDTO) so its admin client works unchanged.
 */

export const CONTEST_ADMIN_LIMITS = {
  titleMax: 500,
  descriptionMax: 65535,
  pwdMax: 100,
  starAccountMax: 1000,
  usernameMax: 100,
  awardTiersMax: 50,
  awardNameMax: 50,
  colorMax: 50,
  accountLimitRuleMax: 100_000,
  displayIdMax: 20,
  displayTitleMax: 255,
  announcementTitleMax: 255,
  announcementContentMax: 65535,
} as const;

/**
 * The messages of spec 3 §5, in the order the server checks them (a form may show them as is).
 * The required-field wording follows HOJ's admin labels.
 */
export const CONTEST_ADMIN_MESSAGES = {
  titleRequired: 'Contest title is required',
  descriptionRequired: 'Contest description is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  durationCheck: 'The duration of the contest cannot be less than or equal to zero!',
  passwordRequired: 'Contest password is required',
  duplicateStarUser: 'Please do not add existing star user repeatedly!',
  awardConfigRequired: 'awardConfigList: at least one award is required when awards are on',
  awardProportion: 'awardConfigList: a proportion award num must be a percentage from 0 to 100',
  awardNumber: 'awardConfigList: a number award num must be a whole number of at least 1',
  awardProportionTotal: 'awardConfigList: the proportions must add up to at most 100',
  awardPriority: 'awardConfigList: each award needs its own priority (1, 2, 3, ...)',
  awardName: 'awardConfigList: each award needs a name',
  sealRankTimeRequired: 'sealRankTime is required when the rank is sealed',
  sealRankTimeRange: 'sealRankTime must be between the start and the end of the contest',
  accountLimitRuleFormat:
    'accountLimitRule must be <prefix>..</prefix><suffix>..</suffix><start>N</start><end>M</end><extra>..</extra>',
  accountLimitRuleRange: 'accountLimitRule: the start number must not be greater than the end number',
  typeChanged: 'The contest rule type cannot be changed once the contest is created',
  notOwner: 'Sorry, you can only manage the contests you created',
  contestNotFound: 'The contest does not exist',
  contestProblemNotFound: 'The problem is not in this contest',
  problemNotFound: 'The problem does not exist',
  problemAlreadyAdded: 'The problem is already in this contest, or its display id is taken',
  displayIdTaken: 'The display id is already used by another problem of this contest',
  displayIdRequired: 'The Problem Display ID in the Contest is required',
  acmOnly: 'An ACM contest accepts only ACM problems (or remote judge problems)',
  oiOnly: 'An OI contest accepts only OI problems (or remote judge problems)',
  groupProblem: 'A group problem cannot be added to a contest outside the group',
  announcementNotFound: 'The announcement does not exist',
} as const;

/** 0 none, 1 proportion (num is a percentage of the ranked rows), 2 number (num rows). */
export const AwardType = { NONE: 0, PROPORTION: 1, NUMBER: 2 } as const;
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;

/**
 * Spec 3 §4 seal choices: 0 the last half hour, 1 the last hour, 2 the whole contest. The form
 * sends the resulting `sealRankTime`; these turn one into the other.
 */
export const SealChoice = { LAST_HALF_HOUR: 0, LAST_HOUR: 1, WHOLE_CONTEST: 2 } as const;
export type SealChoice = (typeof SealChoice)[keyof typeof SealChoice];

export function sealRankTimeFor(choice: SealChoice, startTime: Date, endTime: Date): Date {
  if (choice === SealChoice.LAST_HALF_HOUR) return new Date(endTime.getTime() - 1800_000);
  if (choice === SealChoice.LAST_HOUR) return new Date(endTime.getTime() - 3600_000);
  return new Date(startTime.getTime());
}

/** The choice a stored seal time stands for (on edit); null when it matches none. */
export function sealChoiceOf(sealRankTime: Date, startTime: Date, endTime: Date): SealChoice | null {
  const at = sealRankTime.getTime();
  if (at === endTime.getTime() - 1800_000) return SealChoice.LAST_HALF_HOUR;
  if (at === endTime.getTime() - 3600_000) return SealChoice.LAST_HOUR;
  if (at === startTime.getTime()) return SealChoice.WHOLE_CONTEST;
  return null;
}

/**
 * Spec 3 §4: the default when sealing is switched on: the whole contest unless it is ACM and
 * lasts at least an hour, then the last hour. Half an hour needs 1800 s, an hour 3600 s.
 */
export function defaultSealChoice(type: number, durationSeconds: number): SealChoice {
  return type === 0 && durationSeconds >= 3600 ? SealChoice.LAST_HOUR : SealChoice.WHOLE_CONTEST;
}

export function sealChoiceEnabled(choice: SealChoice, durationSeconds: number): boolean {
  if (choice === SealChoice.LAST_HALF_HOUR) return durationSeconds >= 1800;
  if (choice === SealChoice.LAST_HOUR) return durationSeconds >= 3600;
  return true;
}

/** The account-limit form (spec 3 §3): prefix + number range + suffix, plus extra accounts. */
export interface AccountLimitForm {
  prefix: string;
  suffix: string;
  /** Default 0. */
  numberFrom: number;
  /** Default 10. */
  numberTo: number;
  /** Extra usernames separated by spaces. */
  extraAccount: string;
}

/** HOJ's tagged string, as its admin page composes it. */
export function composeAccountLimitRule(form: AccountLimitForm): string {
  return (
    `<prefix>${form.prefix}</prefix><suffix>${form.suffix}</suffix>` +
    `<start>${form.numberFrom}</start><end>${form.numberTo}</end><extra>${form.extraAccount}</extra>`
  );
}

const ACCOUNT_RULE =
  /^<prefix>([\s\S]*?)<\/prefix><suffix>([\s\S]*?)<\/suffix><start>([\s\S]*?)<\/start><end>([\s\S]*?)<\/end><extra>([\s\S]*?)<\/extra>$/;

/** The form a stored rule stands for; null when it is not in HOJ's format or its numbers are not whole. */
export function parseAccountLimitRule(rule: string): AccountLimitForm | null {
  const match = ACCOUNT_RULE.exec(rule.trim());
  if (!match) return null;
  const [, prefix = '', suffix = '', from = '', to = '', extra = ''] = match;
  if (!/^\d{1,10}$/.test(from.trim()) || !/^\d{1,10}$/.test(to.trim())) return null;
  const numberFrom = Number(from.trim());
  const numberTo = Number(to.trim());
  if (numberFrom > ID_MAX || numberTo > ID_MAX) return null;
  return { prefix, suffix, numberFrom, numberTo, extraAccount: extra };
}

/** The extra accounts of a rule: HOJ splits on spaces; the form's text area may also hold line breaks. */
export function extraAccountsOf(form: AccountLimitForm): string[] {
  const extra = form.extraAccount.trim();
  return extra === '' ? [] : extra.split(/\s+/);
}

/**
 * HOJ's match: the username is prefix + i + suffix for some i in [numberFrom, numberTo], the
 * number written without leading zeros or a sign, or it is one of the extra accounts.
 */
export function matchesAccountLimit(form: AccountLimitForm, username: string): boolean {
  if (extraAccountsOf(form).includes(username)) return true;
  if (username.length <= form.prefix.length + form.suffix.length) return false;
  if (!username.startsWith(form.prefix) || !username.endsWith(form.suffix)) return false;
  const middle = username.slice(form.prefix.length, username.length - form.suffix.length);
  if (!/^(0|[1-9]\d{0,9})$/.test(middle)) return false;
  const number = Number(middle);
  return number >= form.numberFrom && number <= form.numberTo;
}

// ---------------------------------------------------------------- requests

/** A time from a form: ISO text (or anything Date parses) or epoch milliseconds; absent reads as undefined. */
const dateField = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): Date | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      const date =
        typeof value === 'number' ? new Date(value) : typeof value === 'string' ? new Date(value) : null;
      if (
        !date ||
        Number.isNaN(date.getTime()) ||
        date.getUTCFullYear() < 1970 ||
        date.getUTCFullYear() > 9999
      ) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a date and time` });
        return z.NEVER;
      }
      return date;
    });

const flag = (field: string, fallback: boolean) => booleanFlag(field).transform((v) => v ?? fallback);

const optionalText = (field: string, max: number) =>
  z.preprocess((v) => (v === null ? undefined : v), text(field, { max }).optional());

/** One award tier (HOJ ContestAwardConfigVO). */
export const awardConfigSchema = z.object({
  priority: optionalInteger('awardConfigList.priority', { min: 0, max: 1000 }),
  name: optionalText('awardConfigList.name', CONTEST_ADMIN_LIMITS.awardNameMax).transform((v) =>
    (v ?? '').trim(),
  ),
  background: optionalText('awardConfigList.background', CONTEST_ADMIN_LIMITS.colorMax).transform(
    (v) => v ?? '',
  ),
  color: optionalText('awardConfigList.color', CONTEST_ADMIN_LIMITS.colorMax).transform((v) => v ?? ''),
  /** A percentage (proportion awards) or a number of rows (number awards). */
  num: z
    .unknown()
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      const number = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: 'awardConfigList.num must be a number' });
        return z.NEVER;
      }
      return number;
    }),
});
export type AwardConfigInput = z.infer<typeof awardConfigSchema>;

/** A stored, checked award tier: what the rank reads, sorted by priority. */
export interface AwardConfig {
  priority: number;
  name: string;
  background: string;
  color: string;
  num: number;
}

/**
 * POST and PUT /api/admin/contest (HOJ AdminContestVO). Only shapes, types, NUL and maxima are
 * checked here; the spec's ordered rules (required fields, duration, password, stars, awards,
 * seal, account limit) run after, in one function, so their order and messages are the spec's.
 * `duration` is computed from the times; `uid`, `author`, `status` and the dates are the server's.
 */
export const contestSaveRequest = z.object({
  /** Required for PUT. */
  id: optionalId('id'),
  title: optionalText('title', CONTEST_ADMIN_LIMITS.titleMax).transform((v) => (v ?? '').trim()),
  description: optionalText('description', CONTEST_ADMIN_LIMITS.descriptionMax).transform((v) => v ?? ''),
  type: optionalInteger('type', { min: 0, max: 1, message: 'type must be 0 (ACM) or 1 (OI)' }).transform(
    (v) => v ?? 0,
  ),
  auth: optionalInteger('auth', {
    min: 0,
    max: 2,
    message: 'auth must be 0 (public), 1 (private) or 2 (protected)',
  }).transform((v) => v ?? 0),
  pwd: optionalText('pwd', CONTEST_ADMIN_LIMITS.pwdMax).transform((v) => v ?? ''),
  startTime: dateField('startTime'),
  endTime: dateField('endTime'),
  sealRank: flag('sealRank', false),
  sealRankTime: dateField('sealRankTime'),
  autoRealRank: flag('autoRealRank', true),
  visible: flag('visible', true),
  openPrint: flag('openPrint', false),
  openRank: flag('openRank', false),
  openAccountLimit: flag('openAccountLimit', false),
  accountLimitRule: optionalText('accountLimitRule', CONTEST_ADMIN_LIMITS.accountLimitRuleMax).transform(
    (v) => v ?? '',
  ),
  rankShowName: z.preprocess(
    emptyToUndefined,
    z
      .enum(RANK_SHOW_NAMES, { error: 'rankShowName must be username, nickname or realname' })
      .default('username'),
  ),
  starAccount: z
    .array(text('starAccount', { max: CONTEST_ADMIN_LIMITS.usernameMax }), {
      error: 'starAccount must be a list of usernames',
    })
    .max(
      CONTEST_ADMIN_LIMITS.starAccountMax,
      `starAccount: at most ${CONTEST_ADMIN_LIMITS.starAccountMax} users`,
    )
    .nullish()
    .transform((v) => v ?? []),
  oiRankScoreType: z.preprocess(
    emptyToUndefined,
    z.enum(OI_RANK_SCORE_TYPES, { error: 'oiRankScoreType must be Recent or Highest' }).default('Recent'),
  ),
  allowEndSubmit: flag('allowEndSubmit', false),
  awardType: optionalInteger('awardType', {
    min: 0,
    max: 2,
    message: 'awardType must be 0 (none), 1 (proportion) or 2 (number)',
  }).transform((v) => v ?? 0),
  awardConfigList: z
    .array(awardConfigSchema, { error: 'awardConfigList must be a list of awards' })
    .max(
      CONTEST_ADMIN_LIMITS.awardTiersMax,
      `awardConfigList: at most ${CONTEST_ADMIN_LIMITS.awardTiersMax} awards`,
    )
    .nullish()
    .transform((v) => v ?? []),
});
export type ContestSaveRequest = z.infer<typeof contestSaveRequest>;
/** What a form sends (times as ISO text). */
export type ContestSaveInput = z.input<typeof contestSaveRequest>;

export const contestListQuery = z.object({
  currentPage: pageField,
  limit: limitField(10),
  keyword: keyword('keyword'),
});

export const cidQuery = z.object({ cid: requiredId('cid') });

/** PUT /api/admin/contest/change-contest-visible: HOJ's client sends query parameters; a JSON body is read too. */
export const changeContestVisibleRequest = z.object({
  cid: requiredId('cid'),
  visible: booleanFlag('visible').transform((v, ctx): boolean => {
    if (v === undefined) {
      ctx.addIssue({ code: 'custom', message: 'visible is required' });
      return z.NEVER;
    }
    return v;
  }),
});

/**
 * GET /api/admin/contest/get-problem-list. With `problemType` (0 ACM, 1 OI): the bank problems
 * that may be added (of that type or remote, not already in the contest, not hidden); without
 * it: the contest's own problems. `queryExisted=true` also lists the contest's own.
 */
export const contestProblemPickQuery = z.object({
  cid: requiredId('cid'),
  currentPage: pageField,
  limit: limitField(10),
  keyword: keyword('keyword'),
  problemType: optionalInteger('problemType', {
    min: 0,
    max: 1,
    message: 'problemType must be 0 (ACM) or 1 (OI)',
  }),
  queryExisted: booleanFlag('queryExisted'),
  /** All, Mine (this site's problems) or a remote judge's name, as the bank's admin list. */
  oj: ojFilterSchema,
});

const displayId = text('displayId', {
  max: CONTEST_ADMIN_LIMITS.displayIdMax,
  trim: true,
  typeError: CONTEST_ADMIN_MESSAGES.displayIdRequired,
}).refine((v) => v !== '', CONTEST_ADMIN_MESSAGES.displayIdRequired);

/** POST /api/admin/contest/add-problem-from-public (HOJ ContestProblemDTO). */
export const addProblemFromPublicRequest = z.object({
  pid: requiredId('pid'),
  cid: requiredId('cid'),
  displayId,
});

export const contestProblemQuery = z.object({ cid: requiredId('cid'), pid: requiredId('pid') });

/** PUT /api/admin/contest/contest-problem (HOJ ContestProblem): display id, display title, balloon colour. */
export const contestProblemUpdateRequest = z.object({
  /** The contest_problem row; optional when cid and pid name it. */
  id: optionalId('id'),
  cid: requiredId('cid'),
  pid: requiredId('pid'),
  displayId,
  /** Empty or absent: the problem's own title (HOJ's form does not require it). */
  displayTitle: z.preprocess(
    emptyToUndefined,
    text('displayTitle', { max: CONTEST_ADMIN_LIMITS.displayTitleMax, trim: true }).optional(),
  ),
  color: z.preprocess(
    emptyToUndefined,
    text('color', { max: CONTEST_ADMIN_LIMITS.colorMax, trim: true })
      .optional()
      .transform((v) => v ?? null),
  ),
});

/** GET/DELETE /api/admin/contest/problem: `cid` given on DELETE removes the problem from that contest only. */
export const contestProblemDeleteQuery = z.object({ pid: requiredId('pid'), cid: optionalId('cid') });

/** The extra fields POST /api/admin/contest/problem reads beside the problem editor's (HOJ's client sends them). */
export const contestProblemCreateExtra = z.object({
  cid: requiredId('cid'),
  displayId,
  displayTitle: z.preprocess(
    emptyToUndefined,
    text('displayTitle', { max: CONTEST_ADMIN_LIMITS.displayTitleMax, trim: true }).optional(),
  ),
});

/** GET /api/admin/contest/announcement. */
export const contestAnnouncementListQuery = z.object({
  cid: requiredId('cid'),
  currentPage: pageField,
  limit: limitField(10),
});

const announcementFields = z.object({
  id: optionalId('announcement.id'),
  title: text('announcement.title', {
    max: CONTEST_ADMIN_LIMITS.announcementTitleMax,
    trim: true,
    typeError: 'Announcement title is required',
  }).refine((v) => v !== '', 'Announcement title is required'),
  content: text('announcement.content', {
    max: CONTEST_ADMIN_LIMITS.announcementContentMax,
    typeError: 'Announcement content is required',
  }).refine((v) => v.trim() !== '', 'Announcement content is required'),
  /** 0 visible, 1 hidden. */
  status: optionalInteger('announcement.status', {
    min: 0,
    max: 1,
    message: 'announcement.status must be 0 or 1',
  }),
});

/** POST and PUT /api/admin/contest/announcement (HOJ AnnouncementDTO: `{cid, announcement}`). */
export const contestAnnouncementSaveRequest = z.object({
  /** Required for POST; on PUT the announcement stays in its contest. */
  cid: optionalId('cid'),
  announcement: announcementFields,
});

export const aidQuery = z.object({ aid: requiredId('aid') });

// ---------------------------------------------------------------- responses

/** A contest as the admin list shows it (HOJ Contest without pwd). Times are ISO strings. */
export interface AdminContestListItem {
  id: number;
  uid: string;
  author: string;
  title: string;
  type: number;
  auth: number;
  /** -1 scheduled, 0 running, 1 ended. */
  status: number;
  startTime: string;
  endTime: string;
  /** Seconds. */
  duration: number;
  sealRank: boolean;
  sealRankTime: string | null;
  visible: boolean;
  openPrint: boolean;
  openRank: boolean;
  isGroup: boolean;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /api/admin/contest (HOJ AdminContestVO). */
export interface AdminContest extends AdminContestListItem {
  description: string;
  source: number;
  pwd: string | null;
  autoRealRank: boolean;
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  rankShowName: string;
  starAccount: string[];
  oiRankScoreType: string;
  allowEndSubmit: boolean;
  awardType: number;
  awardConfigList: AwardConfig[];
}

export type AdminContestPage = Page<AdminContestListItem>;

/** POST /api/admin/contest answers the new contest's id (HOJ answers nothing; its client ignores data). */
export interface ContestCreated {
  cid: number;
}

/** POST /api/admin/contest/announcement answers the new announcement's id. */
export interface AnnouncementCreated {
  id: number;
}

/** A row of contest_problem (HOJ ContestProblem). */
export interface AdminContestProblem {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A bank problem in the pick list; in the contest's own list, `gid` names the group a problem belongs to. */
export type ContestPickProblem = PickableProblem & { gid?: number | null };

/** GET /api/admin/contest/get-problem-list: `contestProblemMap` keyed by problem id. */
export interface ContestProblemPick {
  problemList: Page<ContestPickProblem>;
  contestProblemMap: Record<string, AdminContestProblem>;
}

/** POST /api/admin/contest/problem answers the new problem's id (HOJ: `{pid}`). */
export interface ContestProblemCreated {
  pid: number;
}

/** An announcement in the admin list: the reader's shape, with hidden ones (status 1) too. */
export type AdminContestAnnouncement = ContestAnnouncementItem;
