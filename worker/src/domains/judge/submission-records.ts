import { and, eq } from 'drizzle-orm';
import { submission } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/**
 * The judge owns the submission rows; this is the one change other areas ask of them: a problem
 * renamed in the bank shows its new display id on its submissions outside contests.
 */
export async function renameProblemInSubmissions(tx: DbOrTx, pid: number, problemId: string): Promise<void> {
  await tx
    .update(submission)
    .set({ displayPid: problemId })
    .where(and(eq(submission.pid, pid), eq(submission.cid, 0)));
}
