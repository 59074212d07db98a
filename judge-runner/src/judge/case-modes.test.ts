import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../../contract/judge-status';
import type { CaseManifestEntry } from '../../../contract/runner/protocol';
import {
  type CaseOutcome,
  caseScore,
  planCases,
  type ScoringRules,
  shouldSkip,
  summarize,
} from './case-modes';

const AC = JudgeStatus.ACCEPTED;
const WA = JudgeStatus.WRONG_ANSWER;
const TLE = JudgeStatus.TIME_LIMIT_EXCEEDED;
const PA = JudgeStatus.PARTIAL_ACCEPTED;

function manifest(specs: { score?: number | null; group?: number | null }[]): CaseManifestEntry[] {
  return specs.map((s, i) => ({
    caseId: 100 + i,
    seq: i + 1,
    inputName: `${i + 1}.in`,
    outputName: `${i + 1}.out`,
    inputHash: 'a'.repeat(64),
    outputHash: 'b'.repeat(64),
    inputSize: 1,
    outputSize: 1,
    score: s.score === undefined ? null : s.score,
    groupNum: s.group === undefined ? null : s.group,
  }));
}

const outcome = (seq: number, status: number, extra: Partial<CaseOutcome> = {}): CaseOutcome => ({
  seq,
  status,
  time: seq * 10,
  memory: seq * 100,
  ratio: null,
  message: status === AC ? null : `case ${seq} failed`,
  ...extra,
});

/** Runs the scheduler the way the runner does: in order, skipping what it says to skip. */
function judge(
  rules: ScoringRules,
  cases: CaseManifestEntry[],
  statuses: Record<number, number>,
  ratios = {} as Record<number, number>,
) {
  const planned = planCases(cases, rules.ioScore);
  const outcomes: CaseOutcome[] = [];
  for (const next of planned) {
    if (shouldSkip(rules, next, planned, outcomes)) continue;
    outcomes.push(outcome(next.seq, statuses[next.seq] ?? AC, { ratio: ratios[next.seq] ?? null }));
  }
  return { planned, outcomes, summary: summarize(rules, planned, outcomes) };
}

describe('planCases', () => {
  it('spreads the full score over unscored cases, remainder first', () => {
    expect(planCases(manifest([{}, {}, {}]), 100).map((p) => p.score)).toEqual([34, 33, 33]);
    expect(planCases(manifest([{ score: 50 }, {}, {}]), 100).map((p) => p.score)).toEqual([50, 25, 25]);
  });

  it('puts ungrouped cases in groups of their own', () => {
    expect(planCases(manifest([{ group: 1 }, {}, { group: 1 }]), 100).map((p) => p.groupNum)).toEqual([
      1, -2, 1,
    ]);
  });
});

describe('default mode', () => {
  const acm: ScoringRules = { isOI: false, mode: 'default', ioScore: 100 };
  const oi: ScoringRules = { isOI: true, mode: 'default', ioScore: 100 };
  const cases = manifest([{ score: 20 }, { score: 30 }, { score: 50 }]);

  it('ACM: runs every case and reports the first failure', () => {
    const { outcomes, summary } = judge(acm, cases, { 2: TLE, 3: WA });
    expect(outcomes).toHaveLength(3);
    expect(summary).toEqual({
      status: TLE,
      score: null,
      time: 30,
      memory: 300,
      errorMessage: 'case 2 failed',
    });
  });

  it('ACM: all accepted is Accepted', () => {
    expect(judge(acm, cases, {}).summary.status).toBe(AC);
  });

  it('OI: sums the accepted cases, Partial Accepted in between', () => {
    expect(judge(oi, cases, { 2: WA }).summary).toMatchObject({ status: PA, score: 70 });
    expect(judge(oi, cases, {}).summary).toMatchObject({ status: AC, score: 100 });
    expect(judge(oi, cases, { 1: WA, 2: TLE, 3: WA }).summary).toMatchObject({ status: WA, score: 0 });
  });

  it('OI: a special judge partial verdict earns its share of the case score', () => {
    expect(judge(oi, cases, { 3: PA }, { 3: 0.5 }).summary).toMatchObject({ status: PA, score: 75 });
  });

  it('OI: the full score is the problem score even if case scores add up to more', () => {
    const generous = manifest([{ score: 60 }, { score: 60 }]);
    expect(judge(oi, generous, {}).summary.score).toBe(100);
    expect(judge(oi, generous, { 1: WA }).summary.score).toBe(60);
  });
});

describe('ergodic_without_error', () => {
  it('stops at the first failure', () => {
    const rules: ScoringRules = { isOI: false, mode: 'ergodic_without_error', ioScore: 100 };
    const { outcomes, summary } = judge(rules, manifest([{}, {}, {}, {}]), { 2: WA });
    expect(outcomes.map((o) => o.seq)).toEqual([1, 2]);
    expect(summary.status).toBe(WA);
  });

  it('OI scores what ran', () => {
    const rules: ScoringRules = { isOI: true, mode: 'ergodic_without_error', ioScore: 100 };
    expect(
      judge(rules, manifest([{ score: 25 }, { score: 25 }, { score: 50 }]), { 3: WA }).summary,
    ).toMatchObject({
      status: PA,
      score: 50,
    });
  });
});

describe('subtask_lowest', () => {
  const rules: ScoringRules = { isOI: true, mode: 'subtask_lowest', ioScore: 100 };
  const cases = manifest([
    { score: 40, group: 1 },
    { score: 40, group: 1 },
    { score: 60, group: 2 },
    { score: 60, group: 2 },
    { score: 60, group: 2 },
  ]);

  it('gives a group its score only if every case passes, and skips the rest of a failed group', () => {
    const { outcomes, summary } = judge(rules, cases, { 3: WA });
    expect(outcomes.map((o) => o.seq)).toEqual([1, 2, 3]);
    expect(summary).toMatchObject({ status: PA, score: 40 });
  });

  it('is Accepted with the sum of group scores when all pass', () => {
    expect(judge(rules, cases, {}).summary).toMatchObject({ status: AC, score: 100 });
  });

  it('keeps judging a group after a partial case with some points, and takes the lowest', () => {
    const { outcomes, summary } = judge(rules, cases, { 3: PA }, { 3: 0.5 });
    expect(outcomes.map((o) => o.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(summary.score).toBe(40 + 30);
  });

  it('does not skip for ACM problems', () => {
    const acm: ScoringRules = { isOI: false, mode: 'subtask_lowest', ioScore: 100 };
    expect(judge(acm, cases, { 1: WA }).outcomes).toHaveLength(5);
  });
});

describe('subtask_average', () => {
  it('averages the case scores of each group, rounded', () => {
    const rules: ScoringRules = { isOI: true, mode: 'subtask_average', ioScore: 100 };
    const cases = manifest([
      { score: 30, group: 1 },
      { score: 30, group: 1 },
      { score: 30, group: 1 },
      { score: 70, group: 2 },
      { score: 70, group: 2 },
    ]);
    const { outcomes, summary } = judge(rules, cases, { 1: WA, 5: TLE });
    expect(outcomes).toHaveLength(5);
    expect(summary).toMatchObject({ status: PA, score: 20 + 35 });
  });
});

describe('caseScore', () => {
  it('is null for ACM and floors partial shares', () => {
    const planned = { caseId: 1, seq: 1, score: 33, groupNum: 1 };
    expect(caseScore(false, planned, outcome(1, AC))).toBeNull();
    expect(caseScore(true, planned, outcome(1, AC))).toBe(33);
    expect(caseScore(true, planned, outcome(1, PA, { ratio: 0.5 }))).toBe(16);
    expect(caseScore(true, planned, outcome(1, WA))).toBe(0);
  });
});
