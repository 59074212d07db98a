/**
 * The problem area's public face: the per-user status of bank problems, display-id order,
 * test data reads, the checker-compile proof, the result counters' writers, and the hooks
 * through which the areas above learn of edits and deletions.
 */
export { recordCheckerCompiled } from './admin-service';
export type { ProblemHooks } from './hooks';
export { publicProblemStatus, type StatusEntry } from './list-service';
export { compareDisplayIds } from './natural-order';
export { moveProblemCounters, type ProblemCounter, recordProblemSubmission } from './records';
export { readCaseData } from './testcase-store';
