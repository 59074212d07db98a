/**
 * The problem area's public face: the per-user status of bank problems, display-id order,
 * the bank problems an admin may pick for a contest or training, the writer of imported remote problems,
 * test data reads, the checker-compile proof, the result counters' writers, and the hooks
 * through which the areas above learn of edits and deletions.
 */
import { PROBLEM_AUTH } from '@contract/limits';
import { eq } from 'drizzle-orm';
import { problem } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

export {
  createProblemFromEditor,
  deleteProblem,
  getAdminProblemDetail,
  recordCheckerCompiled,
  updateProblemFromEditor,
} from './admin-service';
export { invalidateProblemBank } from './bank-index';
export { problemDetailForScope } from './detail-service';
export { deleteGroupProblems } from './group-service';
export type { ProblemHooks } from './hooks';
export { compareDisplayIds } from './natural-order';
export { pickableColumns, pickableOf, pickableProblems, pickKeywordFilter } from './pickable-problems';
export { moveProblemCounters, type ProblemCounter, recordProblemSubmission } from './records';
export {
  findProblemByDisplayId,
  importClash,
  type RemoteProblemRecord,
  recordRemoteProblem,
} from './remote-problems';
export { readCaseData, type StoredCase } from './testcase-store';
export { forgetUserStatus, publicProblemStatus, publicStatusesOn } from './user-status';
export type { StatusEntry } from './user-status-cache';

/** The Markdown in problem statements: an editor upload linked here is kept by the file area's cleanup. */
export const problemMarkdownColumns = [
  problem.description,
  problem.input,
  problem.output,
  problem.hint,
  problem.source,
];

/**
 * HOJ: a bank problem added to a contest becomes a contest problem (auth 3), off the public list
 * until an admin publishes it again. The caller forgets the bank's cached pages after its commit.
 */
export async function markProblemForContest(tx: DbOrTx, pid: number): Promise<void> {
  await tx.update(problem).set({ auth: PROBLEM_AUTH.CONTEST }).where(eq(problem.id, pid));
}
