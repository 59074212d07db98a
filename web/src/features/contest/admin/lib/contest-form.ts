import { ContestAuth, ContestType } from '@contract/contest';
import {
  type AccountLimitForm,
  AwardType,
  composeAccountLimitRule,
  parseAccountLimitRule,
  type SealChoice,
  sealChoiceEnabled,
  sealChoiceOf,
  sealRankTimeFor,
} from '@contract/contest-admin';
import type { AdminContest, AwardConfig } from './types';

export {
  defaultSealChoice,
  OI_RANK_SCORE_TYPES,
  RANK_SHOW_NAMES,
  type SealChoice,
} from '@contract/contest-admin';

export const SEAL_CHOICES: readonly SealChoice[] = [0, 1, 2];
export const AWARD_TYPES = [AwardType.NONE, AwardType.PROPORTION, AwardType.NUMBER] as const;

/** Spec 3 §3: prefix + number range + suffix, plus extra accounts. */
export type AccountRule = AccountLimitForm;

export interface AwardRow extends AwardConfig {
  /** Stable React key; never sent. */
  key: number;
}

export interface ContestFormState {
  id: number | null;
  title: string;
  description: string;
  /** `datetime-local` values (the browser's zone); empty until chosen. */
  startTime: string;
  endTime: string;
  type: number;
  auth: number;
  pwd: string;
  sealRank: boolean;
  sealChoice: SealChoice;
  autoRealRank: boolean;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: string;
  allowEndSubmit: boolean;
  oiRankScoreType: string;
  starAccount: string[];
  awardType: number;
  awards: AwardRow[];
  openAccountLimit: boolean;
  accountRule: AccountRule;
  /** The stored contest, for the fields this form does not edit (author, visibility, group, rule text). */
  stored: AdminContest | null;
}

let rowKey = 0;
const nextKey = () => {
  rowKey += 1;
  return rowKey;
};

export const emptyAccountRule = (): AccountRule => ({
  prefix: '',
  suffix: '',
  numberFrom: 0,
  numberTo: 10,
  extraAccount: '',
});

/** HOJ's three default tiers; the names come from the interface language. */
export function defaultAwards(names: { gold: string; silver: string; bronze: string }): AwardRow[] {
  return [
    { key: nextKey(), priority: 1, name: names.gold, background: '#e6bf25', color: '#ffffff', num: 10 },
    { key: nextKey(), priority: 2, name: names.silver, background: '#b4c0c7', color: '#ffffff', num: 20 },
    { key: nextKey(), priority: 3, name: names.bronze, background: '#cd7f32', color: '#ffffff', num: 30 },
  ];
}

/** A new tier after the others (HOJ insertEvent). */
export const newAwardRow = (rows: readonly AwardRow[], name: string): AwardRow => ({
  key: nextKey(),
  priority: rows.length + 1,
  name,
  background: '#ededed',
  color: '#666666',
  num: 0,
});

export function emptyContestForm(awardNames: {
  gold: string;
  silver: string;
  bronze: string;
}): ContestFormState {
  return {
    id: null,
    title: '',
    description: '',
    startTime: '',
    endTime: '',
    type: ContestType.ACM,
    auth: ContestAuth.PUBLIC,
    pwd: '',
    sealRank: false,
    sealChoice: 2,
    autoRealRank: true,
    openPrint: false,
    openRank: false,
    rankShowName: 'username',
    allowEndSubmit: false,
    oiRankScoreType: 'Recent',
    starAccount: [],
    awardType: 0,
    awards: defaultAwards(awardNames),
    openAccountLimit: false,
    accountRule: emptyAccountRule(),
    stored: null,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's zone (seconds kept). */
export function toLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

/** Milliseconds of a `datetime-local` value, or null when empty or not a time. */
export function localInputMs(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Whole seconds from start to end; null while a time is missing, and 0 with `invalid` when the end
 * is before the start (spec 3 §4).
 */
export function contestDuration(form: Pick<ContestFormState, 'startTime' | 'endTime'>): {
  seconds: number;
  invalid: boolean;
} | null {
  const start = localInputMs(form.startTime);
  const end = localInputMs(form.endTime);
  if (start === null || end === null) return null;
  if (end < start) return { seconds: 0, invalid: true };
  return { seconds: Math.floor((end - start) / 1000), invalid: false };
}

/** Spec 3 §5: half hour needs 1800 s of contest, one hour 3600 s; the whole contest is always offered. */
export const sealChoiceDisabled = (choice: SealChoice, durationSeconds: number) =>
  !sealChoiceEnabled(choice, durationSeconds);

/**
 * Spec 3 §4: the stored seal time against end − 1800 s, end − 3600 s and the start; a time that
 * matches none keeps HOJ's initial choice, the whole contest.
 */
export function inferSealChoice(
  contest: Pick<AdminContest, 'startTime' | 'endTime' | 'sealRankTime'>,
): SealChoice {
  if (!contest.sealRankTime) return 2;
  const at = (value: string) => new Date(Math.floor(new Date(value).getTime() / 1000) * 1000);
  return sealChoiceOf(at(contest.sealRankTime), at(contest.startTime), at(contest.endTime)) ?? 2;
}

/** The seal time a choice stands for, or null while a time is missing. */
export function sealRankTimeOf(
  form: Pick<ContestFormState, 'startTime' | 'endTime' | 'sealChoice'>,
): string | null {
  const start = localInputMs(form.startTime);
  const end = localInputMs(form.endTime);
  if (start === null || end === null) return null;
  return sealRankTimeFor(form.sealChoice, new Date(start), new Date(end)).toISOString();
}

/** HOJ's tagged text, as its admin page composes it. */
export const composeAccountRule = composeAccountLimitRule;

/** The parts of a stored rule; a text that is not one gives the defaults (0 to 10). */
export const parseAccountRule = (text: string | null | undefined): AccountRule =>
  (text ? parseAccountLimitRule(text) : null) ?? emptyAccountRule();

export type StarUserResult = { ok: true; list: string[] } | { ok: false; reason: 'empty' | 'duplicate' };

/** Spec 3 §5: the name is trimmed; empty is ignored; a name already listed is refused. */
export function addStarUser(list: readonly string[], input: string): StarUserResult {
  const name = input.trim();
  if (!name) return { ok: false, reason: 'empty' };
  if (list.includes(name)) return { ok: false, reason: 'duplicate' };
  return { ok: true, list: [...list, name] };
}

export function formFromContest(
  contest: AdminContest,
  awardNames: { gold: string; silver: string; bronze: string },
): ContestFormState {
  const awards = (contest.awardConfigList ?? []).map((award) => ({ ...award, key: nextKey() }));
  return {
    id: contest.id,
    title: contest.title ?? '',
    description: contest.description ?? '',
    startTime: toLocalInput(contest.startTime),
    endTime: toLocalInput(contest.endTime),
    type: contest.type,
    auth: contest.auth,
    pwd: contest.pwd ?? '',
    sealRank: Boolean(contest.sealRank),
    sealChoice: inferSealChoice(contest),
    autoRealRank: contest.autoRealRank ?? true,
    openPrint: Boolean(contest.openPrint),
    openRank: Boolean(contest.openRank),
    rankShowName: contest.rankShowName || 'username',
    allowEndSubmit: Boolean(contest.allowEndSubmit),
    oiRankScoreType: contest.oiRankScoreType || 'Recent',
    starAccount: [...(contest.starAccount ?? [])],
    awardType: contest.awardType ?? 0,
    awards: awards.length > 0 ? awards : defaultAwards(awardNames),
    openAccountLimit: Boolean(contest.openAccountLimit),
    accountRule: parseAccountRule(contest.accountLimitRule),
    stored: contest,
  };
}

export interface ContestFormError {
  /** i18n key in the `contestAdmin` namespace. */
  key: string;
  /** For `validation.required`: the i18n key of the field's name. */
  field?: string;
  values?: Record<string, string | number>;
}

/**
 * The first reason the contest cannot be saved, in the order of spec 3 §5 (title, description,
 * start, end, duration, password), then the star users and the award numbers; or null.
 */
export function validateContestForm(form: ContestFormState): ContestFormError | null {
  if (!form.title.trim()) return { key: 'validation.required', field: 'fields.title' };
  if (!form.description.trim()) return { key: 'validation.required', field: 'fields.description' };
  if (localInputMs(form.startTime) === null) return { key: 'validation.required', field: 'fields.startTime' };
  if (localInputMs(form.endTime) === null) return { key: 'validation.required', field: 'fields.endTime' };
  const duration = contestDuration(form);
  if (!duration || duration.seconds <= 0) return { key: 'validation.duration' };
  if (form.auth !== ContestAuth.PUBLIC && !form.pwd) {
    return { key: 'validation.required', field: 'fields.password' };
  }
  if (new Set(form.starAccount).size !== form.starAccount.length)
    return { key: 'validation.starUserRepeated' };
  if (form.awardType !== AwardType.NONE) {
    const proportion = form.awardType === AwardType.PROPORTION;
    if (form.awards.length === 0) return { key: 'validation.awardRequired' };
    for (let i = 0; i < form.awards.length; i++) {
      const award = form.awards[i]!;
      if (!award.name.trim()) return { key: 'validation.awardName', values: { n: i + 1 } };
      if (
        proportion ? !(award.num >= 0 && award.num <= 100) : !(Number.isInteger(award.num) && award.num >= 1)
      )
        return {
          key: proportion ? 'validation.awardPercent' : 'validation.awardNumber',
          values: { n: i + 1 },
        };
    }
    if (proportion && form.awards.reduce((sum, award) => sum + award.num, 0) > 100)
      return { key: 'validation.awardTotal' };
    if (new Set(form.awards.map((award) => award.priority)).size !== form.awards.length)
      return { key: 'validation.awardPriority' };
  }
  if (form.auth !== ContestAuth.PUBLIC && form.openAccountLimit) {
    const { numberFrom, numberTo } = form.accountRule;
    if (!Number.isInteger(numberFrom) || !Number.isInteger(numberTo) || numberFrom < 0 || numberTo < 0)
      return { key: 'validation.accountNumbers' };
    if (numberFrom > numberTo) return { key: 'validation.accountRange' };
  }
  return null;
}

/** The body of POST/PUT /api/admin/contest (HOJ AdminContestVO). */
export function toContestPayload(
  form: ContestFormState,
  creator: { uid?: string; username?: string } | null,
): Record<string, unknown> {
  const start = localInputMs(form.startTime);
  const end = localInputMs(form.endTime);
  const stored = form.stored;
  const accountLimit = form.auth !== ContestAuth.PUBLIC && form.openAccountLimit;
  return {
    ...(stored ?? {}),
    ...(form.id !== null ? { id: form.id } : creator ? { uid: creator.uid, author: creator.username } : {}),
    title: form.title.trim(),
    description: form.description,
    startTime: start === null ? null : new Date(start).toISOString(),
    endTime: end === null ? null : new Date(end).toISOString(),
    duration: contestDuration(form)?.seconds ?? 0,
    type: form.type,
    auth: form.auth,
    pwd: form.pwd,
    sealRank: form.sealRank,
    sealRankTime: sealRankTimeOf(form),
    autoRealRank: form.autoRealRank,
    openPrint: form.openPrint,
    openRank: form.openRank,
    rankShowName: form.rankShowName,
    allowEndSubmit: form.allowEndSubmit,
    oiRankScoreType: form.oiRankScoreType,
    starAccount: form.starAccount,
    awardType: form.awardType,
    awardConfigList:
      form.awardType === AwardType.NONE
        ? (stored?.awardConfigList ?? [])
        : form.awards.map(({ key: _key, ...award }) => award).sort((a, b) => a.priority - b.priority),
    openAccountLimit: accountLimit,
    accountLimitRule: accountLimit
      ? composeAccountRule(form.accountRule)
      : (stored?.accountLimitRule ?? null),
    visible: stored?.visible ?? true,
  };
}
