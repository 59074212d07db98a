/**
 * Spec 3 §4: switching a problem to OI, or uploading test data, spreads `total` points evenly:
 * an integer share each, the remainder one point at a time over the last cases.
 */
export function spreadScores(count: number, total = 100): number[] {
  if (count <= 0) return [];
  const share = Math.floor(total / count);
  const remainder = total - share * count;
  return Array.from({ length: count }, (_, i) => share + (i >= count - remainder ? 1 : 0));
}

/** The cases with their scores replaced by an even spread to 100. */
export function withSpreadScores<T extends { score: number | string | null }>(cases: readonly T[]): T[] {
  const scores = spreadScores(cases.length);
  return cases.map((c, i) => ({ ...c, score: scores[i]! }));
}
