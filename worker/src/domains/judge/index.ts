/**
 * The judge area's public face: what the problem bank's rename hook asks of the submission rows,
 * and what the admin dashboard reads (runners from their heartbeats, the queue, the verdict rate).
 */

export {
  countSubmissionsSince,
  judgeQueueState,
  listRunnerStates,
  type QueueState,
  type RunnerState,
  verdictsPerMinute,
} from './operator-view';
export { renameProblemInSubmissions } from './submission-records';
