import { eq } from 'drizzle-orm';
import { trainingProblem, trainingRecord } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/**
 * The training's own writes that other areas ask for: the judge records training submissions,
 * the problem bank drops a deleted problem from the trainings.
 */

export async function recordTrainingSubmission(
  tx: DbOrTx,
  entry: { tid: number; trainingProblemId: number; pid: number; uid: string; submitId: number },
): Promise<void> {
  await tx.insert(trainingRecord).values({
    tid: entry.tid,
    tpid: entry.trainingProblemId,
    pid: entry.pid,
    uid: entry.uid,
    submitId: entry.submitId,
  });
}

export async function removeProblemFromTrainings(tx: DbOrTx, pid: number): Promise<void> {
  await tx.delete(trainingProblem).where(eq(trainingProblem.pid, pid));
}
