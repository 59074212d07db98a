import {
  type AwardConfig,
  AwardType,
  type ContestSaveRequest,
  CONTEST_ADMIN_MESSAGES as M,
  parseAccountLimitRule,
} from '@contract/contest-admin';

/**
 * Spec 3 §5 for a contest save, as one pure function: the first broken rule's message, in the
 * spec's order (title, description, start, end, duration, password, star users), then the
 * rules the form composes (awards, seal time, account limit). Null when the contest is sound.
 */
export function firstContestError(request: ContestSaveRequest): string | null {
  if (request.title === '') return M.titleRequired;
  if (request.description.trim() === '') return M.descriptionRequired;
  if (!request.startTime) return M.startTimeRequired;
  if (!request.endTime) return M.endTimeRequired;
  if (durationSeconds(request.startTime, request.endTime) <= 0) return M.durationCheck;
  if (request.auth !== 0 && request.pwd.trim() === '') return M.passwordRequired;
  if (hasDuplicateStar(request.starAccount)) return M.duplicateStarUser;
  if (request.awardType !== AwardType.NONE) {
    const awardError = firstAwardError(request.awardType, request.awardConfigList);
    if (awardError) return awardError;
  }
  if (request.sealRank) {
    if (!request.sealRankTime) return M.sealRankTimeRequired;
    if (request.sealRankTime < request.startTime || request.sealRankTime > request.endTime) {
      return M.sealRankTimeRange;
    }
  }
  if (request.openAccountLimit) {
    const rule = parseAccountLimitRule(request.accountLimitRule);
    if (!rule) return M.accountLimitRuleFormat;
    if (rule.numberFrom > rule.numberTo) return M.accountLimitRuleRange;
  }
  return null;
}

/** Whole seconds from start to end (the stored duration); HOJ's form computes the same. */
export function durationSeconds(start: Date, end: Date): number {
  return Math.floor((end.getTime() - start.getTime()) / 1000);
}

/** Star users as the form adds them: trimmed, empty ones ignored. */
export function starUsers(names: readonly string[]): string[] {
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

function hasDuplicateStar(names: readonly string[]): boolean {
  const users = starUsers(names);
  return new Set(users).size !== users.length;
}

/** The largest number award: more rows than any board holds. */
const AWARD_NUMBER_MAX = 1_000_000;

function firstAwardError(awardType: number, list: ContestSaveRequest['awardConfigList']): string | null {
  if (list.length === 0) return M.awardConfigRequired;
  const priorities = new Set<number>();
  let proportionTotal = 0;
  for (const [index, award] of list.entries()) {
    if (award.name === '') return M.awardName;
    const priority = award.priority ?? index + 1;
    if (priorities.has(priority)) return M.awardPriority;
    priorities.add(priority);
    const num = award.num;
    if (awardType === AwardType.PROPORTION) {
      if (num === undefined || !Number.isInteger(num) || num < 0 || num > 100) return M.awardProportion;
      proportionTotal += num;
    } else if (num === undefined || !Number.isInteger(num) || num < 1 || num > AWARD_NUMBER_MAX) {
      return M.awardNumber;
    }
  }
  if (proportionTotal > 100) return M.awardProportionTotal;
  return null;
}

/** The award tiers as stored: in priority order, as the rank hands them out. */
export function awardTiers(request: ContestSaveRequest): AwardConfig[] {
  if (request.awardType === AwardType.NONE) return [];
  return request.awardConfigList
    .map((award, index) => ({
      priority: award.priority ?? index + 1,
      name: award.name,
      background: award.background,
      color: award.color,
      num: award.num ?? 0,
    }))
    .sort((a, b) => a.priority - b.priority);
}

/** The rule is kept while the limit is off (the form shows it again), but only when it is well formed. */
function keptAccountRule(request: ContestSaveRequest): string | null {
  const rule = request.accountLimitRule.trim();
  return parseAccountLimitRule(rule) ? rule : null;
}

/**
 * The contest columns a checked request stands for. Times and the derived duration are the
 * server's reading of the form; the seal time only when sealing, the rule only when limiting.
 */
export function contestColumns(request: ContestSaveRequest) {
  const startTime = request.startTime!;
  const endTime = request.endTime!;
  return {
    title: request.title,
    description: request.description,
    type: request.type,
    auth: request.auth,
    pwd: request.auth === 0 ? null : request.pwd,
    startTime,
    endTime,
    duration: durationSeconds(startTime, endTime),
    sealRank: request.sealRank,
    sealRankTime: request.sealRank ? (request.sealRankTime ?? null) : null,
    autoRealRank: request.autoRealRank,
    visible: request.visible,
    openPrint: request.openPrint,
    openRank: request.openRank,
    openAccountLimit: request.openAccountLimit,
    accountLimitRule: keptAccountRule(request),
    rankShowName: request.rankShowName,
    starAccount: starUsers(request.starAccount),
    oiRankScoreType: request.oiRankScoreType,
    allowEndSubmit: request.allowEndSubmit,
    awardType: request.awardType,
    awardConfig: awardTiers(request),
  };
}
