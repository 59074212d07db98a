import { sql } from 'drizzle-orm';
import { problemCount } from '../../db/schema';
import { type DbOrTx, preparedStatement } from '../../platform/db';

/**
 * The problem's result counters, written only here. The judge asks for them inside its
 * verdict transaction; which counter a status moves is the judge's rule.
 */

/** One problem_count result column (ac, wa, tle, ...). */
export type ProblemCounter = Exclude<keyof typeof problemCount.$inferInsert, 'pid' | 'total'>;

/** A new submission outside contests counts in the problem's total. */
export async function recordProblemSubmission(tx: DbOrTx, pid: number): Promise<void> {
  await countSubmission(tx, { pid });
}

const countSubmission = preparedStatement('problem_count_submission', (db) =>
  db
    .insert(problemCount)
    .values({ pid: sql.placeholder('pid'), total: 1 })
    .onConflictDoUpdate({ target: problemCount.pid, set: { total: sql`${problemCount.total} + 1` } }),
);

/** Moves the problem's result counters by the given amounts, never below zero. */
export async function moveProblemCounters(
  tx: DbOrTx,
  pid: number,
  delta: Partial<Record<ProblemCounter, number>>,
): Promise<void> {
  const entries = Object.entries(delta) as [ProblemCounter, number][];
  if (entries.length === 0) return;
  const values: Record<string, number> = { pid };
  for (const [column, by] of entries) values[column] = by;
  await counterMove(entries.map(([column]) => column))(tx, values);
}

/**
 * The upsert that moves these counters, one statement per set of columns (a verdict moves one,
 * a rejudge two), its SQL built once: each column by the placeholder of its name.
 */
const counterMoves = new Map<string, ReturnType<typeof buildCounterMove>>();
function counterMove(columns: ProblemCounter[]) {
  const key = [...columns].sort().join(',');
  let move = counterMoves.get(key);
  if (!move) {
    move = buildCounterMove(key.split(',') as ProblemCounter[]);
    counterMoves.set(key, move);
  }
  return move;
}

function buildCounterMove(columns: ProblemCounter[]) {
  return preparedStatement(`problem_count_move_${columns.join('_')}`, (db) => {
    const set: Record<string, unknown> = {};
    const initial: Record<string, unknown> = {};
    for (const column of columns) {
      const by = sql`${sql.placeholder(column)}::int`;
      set[column] = sql`greatest(0, ${problemCount[column]} + ${by})`;
      initial[column] = sql`greatest(0, ${by})`;
    }
    return db
      .insert(problemCount)
      .values({ pid: sql.placeholder('pid'), ...initial })
      .onConflictDoUpdate({ target: problemCount.pid, set });
  });
}
