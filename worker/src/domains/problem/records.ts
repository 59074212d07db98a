import { sql } from 'drizzle-orm';
import { problemCount } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/**
 * The problem's result counters, written only here. The judge asks for them inside its
 * verdict transaction; which counter a status moves is the judge's rule.
 */

/** One problem_count result column (ac, wa, tle, ...). */
export type ProblemCounter = Exclude<keyof typeof problemCount.$inferInsert, 'pid' | 'total'>;

/** A new submission outside contests counts in the problem's total. */
export async function recordProblemSubmission(tx: DbOrTx, pid: number): Promise<void> {
  await tx
    .insert(problemCount)
    .values({ pid, total: 1 })
    .onConflictDoUpdate({ target: problemCount.pid, set: { total: sql`${problemCount.total} + 1` } });
}

/** Moves the problem's result counters by the given amounts, never below zero. */
export async function moveProblemCounters(
  tx: DbOrTx,
  pid: number,
  delta: Partial<Record<ProblemCounter, number>>,
): Promise<void> {
  const entries = Object.entries(delta) as [ProblemCounter, number][];
  if (entries.length === 0) return;
  const set: Record<string, unknown> = {};
  const initial: Record<string, number> = {};
  for (const [column, by] of entries) {
    set[column] = sql`greatest(0, ${problemCount[column]} + ${by})`;
    initial[column] = Math.max(0, by);
  }
  await tx
    .insert(problemCount)
    .values({ pid, ...initial })
    .onConflictDoUpdate({ target: problemCount.pid, set });
}
