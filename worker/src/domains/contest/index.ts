/** The contest area's public face: every contest rule, the standings other pages show, its writers. */
export { contestProblemNavigation } from './navigation';
export {
  assertCanSubmitToContest,
  assertContestVisible,
  type ContestRow,
  type ContestView,
  contestViewAt,
  findContest,
  isContestAdmin,
  isSealedFor,
} from './policy';
export { recordContestSubmission, recordContestVerdict, removeProblemFromContests } from './records';
export { myContestProblemStatus } from './standing';
