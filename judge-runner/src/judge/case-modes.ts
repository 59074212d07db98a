// How a submission's cases are run and scored, by judge case mode (HOJ semantics):
//   default                 run every case; ACM: the first failing case's status is the verdict;
//                           OI: the score is the sum of the cases' scores, Partial Accepted in between
//   ergodic_without_error   run in order and stop at the first case that is not accepted
//   subtask_lowest          (OI) per group the lowest case score counts; a group stops at its first
//                           failure, since the rest cannot raise its minimum
//   subtask_average         (OI) per group the average case score (rounded) counts
// Time and memory of the submission are the maxima over the cases that ran.

import type { JudgeCaseMode } from '../../../contract/judge-status';
import { JudgeStatus } from '../../../contract/judge-status';
import type { CaseManifestEntry } from '../../../contract/runner/protocol';

export interface PlannedCase {
  caseId: number;
  seq: number;
  /** The case's full score (OI); resolved when the problem left it empty. */
  score: number;
  groupNum: number;
}

export interface CaseOutcome {
  seq: number;
  status: number;
  time: number;
  memory: number;
  /** Share of the case score a special judge granted (Partial Accepted). */
  ratio: number | null;
  message: string | null;
}

export interface ScoringRules {
  isOI: boolean;
  mode: JudgeCaseMode;
  /** Full score of an OI problem. */
  ioScore: number;
}

export interface Summary {
  status: number;
  score: number | null;
  time: number;
  memory: number;
  errorMessage: string | null;
}

/**
 * Cases without a score share the problem's full score evenly (the remainder going to the first
 * ones, so the shares add up); cases without a group form a group of their own.
 */
export function planCases(cases: readonly CaseManifestEntry[], ioScore: number): PlannedCase[] {
  const unscored = cases.filter((c) => c.score === null).length;
  const assigned = cases.reduce((sum, c) => sum + (c.score ?? 0), 0);
  const rest = Math.max(0, ioScore - assigned);
  const share = unscored > 0 ? Math.floor(rest / unscored) : 0;
  let remainder = unscored > 0 ? rest - share * unscored : 0;
  return cases.map((c) => {
    let score = c.score;
    if (score === null) {
      score = share + (remainder > 0 ? 1 : 0);
      if (remainder > 0) remainder -= 1;
    }
    return { caseId: c.caseId, seq: c.seq, score, groupNum: c.groupNum ?? -c.seq };
  });
}

function failed(outcome: CaseOutcome): boolean {
  return outcome.status !== JudgeStatus.ACCEPTED;
}

/** Whether a case can be skipped given the outcomes so far (in case order). */
export function shouldSkip(
  rules: Pick<ScoringRules, 'isOI' | 'mode'>,
  next: PlannedCase,
  planned: readonly PlannedCase[],
  outcomes: readonly CaseOutcome[],
): boolean {
  if (rules.mode === 'ergodic_without_error') return outcomes.some(failed);
  if (rules.mode === 'subtask_lowest' && rules.isOI) {
    const groupOf = new Map(planned.map((p) => [p.seq, p.groupNum]));
    return outcomes.some(
      (o) => groupOf.get(o.seq) === next.groupNum && failed(o) && !(o.ratio !== null && o.ratio > 0),
    );
  }
  return false;
}

/** The score a case earned (OI), or null (ACM). */
export function caseScore(isOI: boolean, planned: PlannedCase, outcome: CaseOutcome): number | null {
  if (!isOI) return null;
  if (outcome.status === JudgeStatus.ACCEPTED) return planned.score;
  if (outcome.status === JudgeStatus.PARTIAL_ACCEPTED && outcome.ratio !== null) {
    return Math.floor(outcome.ratio * planned.score);
  }
  return 0;
}

function groupScores(
  pairs: { planned: PlannedCase; score: number }[],
  combine: (scores: number[]) => number,
) {
  const groups = new Map<number, number[]>();
  for (const { planned, score } of pairs) {
    const list = groups.get(planned.groupNum) ?? [];
    list.push(score);
    groups.set(planned.groupNum, list);
  }
  let total = 0;
  for (const scores of groups.values()) total += combine(scores);
  return total;
}

export function summarize(
  rules: ScoringRules,
  planned: readonly PlannedCase[],
  outcomes: readonly CaseOutcome[],
): Summary {
  const bySeq = new Map(planned.map((p) => [p.seq, p]));
  const ran = [...outcomes].sort((a, b) => a.seq - b.seq);
  const errors = ran.filter(failed);
  const time = Math.max(0, ...ran.map((o) => o.time));
  const memory = Math.max(0, ...ran.map((o) => o.memory));

  let status: number;
  if (errors.length === 0) status = JudgeStatus.ACCEPTED;
  else if (!rules.isOI || errors.length === ran.length) status = errors[0]!.status;
  else status = JudgeStatus.PARTIAL_ACCEPTED;

  let score: number | null = null;
  if (rules.isOI) {
    const pairs = ran.map((o) => {
      const p = bySeq.get(o.seq)!;
      return { planned: p, score: caseScore(true, p, o) ?? 0 };
    });
    if (errors.length === 0 && rules.mode === 'default') score = rules.ioScore;
    else if (rules.mode === 'subtask_lowest') score = groupScores(pairs, (s) => Math.min(...s));
    else if (rules.mode === 'subtask_average') {
      score = groupScores(pairs, (s) => Math.round(s.reduce((a, b) => a + b, 0) / s.length));
    } else score = pairs.reduce((sum, p) => sum + p.score, 0);
    if (rules.ioScore > 0) score = Math.min(score, rules.ioScore);
  }
  return { status, score, time, memory, errorMessage: errors[0]?.message ?? null };
}
