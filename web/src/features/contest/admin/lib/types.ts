/** The shapes of the admin contest calls (contract/contest-admin.ts), under the names this feature uses. */
export type {
  AdminContest,
  AdminContestAnnouncement as ContestAnnouncement,
  AdminContestListItem as AdminContestRow,
  AdminContestProblem as ContestProblemLink,
  AwardConfig,
  ContestPickProblem as ContestAdminProblem,
  ContestProblemPick as ContestProblemListAnswer,
} from '@contract/contest-admin';
export type { Page } from '@contract/envelope';
