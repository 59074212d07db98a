/**
 * The problem area's public face: the per-user status of bank problems, display-id order,
 * test data reads, the checker-compile proof, the result counters' writers, and the hooks
 * through which the areas above learn of edits and deletions.
 */
import { problem } from '../../db/schema';

export { recordCheckerCompiled } from './admin-service';
export type { ProblemHooks } from './hooks';
export { publicProblemStatus, type StatusEntry } from './list-service';
export { compareDisplayIds } from './natural-order';
export { moveProblemCounters, type ProblemCounter, recordProblemSubmission } from './records';
export { readCaseData } from './testcase-store';

/** The Markdown in problem statements: an editor upload linked here is kept by the file area's cleanup. */
export const problemMarkdownColumns = [
  problem.description,
  problem.input,
  problem.output,
  problem.hint,
  problem.source,
];
