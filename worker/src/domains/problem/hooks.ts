import type { DbOrTx } from '../../platform/db';

/**
 * What the areas above the problem bank do when one of its problems changes. They own the rows
 * that point at problems (contest and training problem lists, submissions), and the bank may
 * not import them, so app.ts hands their writers in when it mounts the problem routes.
 */
export interface ProblemHooks {
  /** Inside the deleting transaction: drop whatever points at the problem. */
  problemDeleted(tx: DbOrTx, pid: number): Promise<void>;
  /** Inside the saving transaction, when the display id changed. */
  problemRenamed(tx: DbOrTx, pid: number, problemId: string): Promise<void>;
}
