/** The contest area's public face: every contest rule, the standings other pages show, its writers. */
import { contest, contestAnnouncement } from '../../db/schema';

export { placeProblemInContest } from './admin-contest-problems';
export { deleteGroupContests } from './group-contests';
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
export { findContestProblem } from './problems';
export { countRecentContests } from './recent';
export { recordContestSubmission, recordContestVerdict, removeProblemFromContests } from './records';
export { myContestProblemStatus } from './standing';

/** The Markdown in contest descriptions and announcements: an editor upload linked here is kept by the file area's cleanup. */
export const contestMarkdownColumns = [contest.description, contestAnnouncement.content];
