import { limitMultiplier } from '@contract/languages';
import type { PublicProblem } from '@contract/problem';

type LimitFields = Pick<PublicProblem, 'timeLimit' | 'memoryLimit' | 'isRemote'>;
export interface Limits {
  timeLimit: number;
  memoryLimit: number;
}

/**
 * The contract's displayedLimits rule, kept here so the problem page does not load the
 * contract's schemas (and zod) just for it; limits.test.ts checks both agree.
 */
export function displayedLimits(problem: LimitFields, multiplier: number): Limits {
  const factor = problem.isRemote ? 1 : multiplier;
  return { timeLimit: problem.timeLimit * factor, memoryLimit: problem.memoryLimit * factor };
}

/** Limits that apply to one language (spec 1 §9: double for non-C/C++ on local problems). */
export const limitsForLanguage = (problem: LimitFields, language: string | null | undefined) =>
  displayedLimits(problem, language ? limitMultiplier(language) : 1);

export interface LimitSummary {
  /** Limits for C and C++. */
  base: Limits;
  /** Limits for every other language; null when they are the same (remote problems). */
  other: Limits | null;
}

/** What the statement shows: C/C++ and "other languages" side by side on local problems. */
export function limitSummary(problem: LimitFields): LimitSummary {
  const base = displayedLimits(problem, 1);
  if (problem.isRemote) return { base, other: null };
  return { base, other: displayedLimits(problem, 2) };
}
