import type { JudgeCaseMode } from '@contract/judge-status';

/**
 * The full score of an OI problem from its cases, as HOJ computes it: the sum of the case
 * scores; in the subtask modes, per group the lowest case score (subtask_lowest) or the
 * rounded mean (subtask_average).
 */
export function totalScore(
  mode: JudgeCaseMode,
  cases: readonly { score: number | null; groupNum: number | null }[],
): number {
  if (mode === 'subtask_lowest' || mode === 'subtask_average') {
    const groups = new Map<number, number[]>();
    for (const c of cases) {
      const key = c.groupNum ?? 0;
      const scores = groups.get(key);
      if (scores) scores.push(c.score ?? 0);
      else groups.set(key, [c.score ?? 0]);
    }
    let sum = 0;
    for (const scores of groups.values()) {
      sum +=
        mode === 'subtask_lowest'
          ? Math.min(...scores)
          : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
    }
    return sum;
  }
  return cases.reduce((sum, c) => sum + (c.score ?? 0), 0);
}
