/**
 * A group's contests (spec 3 §2 Group contests, §6, §7): the calls under /api/group/ that list,
 * save and stock a group's contests. The contest itself, its problems and announcements have the
 * admin pages' shapes and rules (contest-admin.ts); only the group scope is added here. Field
 * names are HOJ's (GroupContestController).
 */
import { z } from 'zod';
import { optionalId, pagingSchema, requiredId, text } from './common/fields';
import {
  addProblemFromPublicRequest,
  CONTEST_ADMIN_LIMITS,
  contestProblemQuery,
  contestSaveRequest,
} from './contest-admin';

export const GROUP_CONTEST_MESSAGES = {
  gidRequired: 'gid is required: the group the contest belongs to',
  notGroupContest: 'This contest does not belong to a group',
  managersOnly: "Sorry, only the group's root or the contest's creator may manage this contest",
  publicProblemsOnly: 'A group contest takes only public problems from the problem bank',
  groupProblemNotFound: 'The problem does not exist or is not a problem of this group',
} as const;

/** The card list and the admin table show 10 contests a page (HOJ GroupContestList). */
export const GROUP_CONTEST_PAGE_SIZE = 10;

/** GET /api/group/get-contest-list and /api/group/get-admin-contest-list. */
export const groupContestListQuery = pagingSchema(GROUP_CONTEST_PAGE_SIZE).extend({ gid: requiredId('gid') });

/**
 * POST /api/group/contest and PUT: the admin form's contest with `gid`. POST needs it; on PUT
 * the contest stays in its own group and a `gid` sent along is ignored.
 */
export const groupContestSaveRequest = contestSaveRequest.extend({ gid: optionalId('gid') });
export type GroupContestSaveRequest = z.infer<typeof groupContestSaveRequest>;
export type GroupContestSaveInput = z.input<typeof groupContestSaveRequest>;

/** DELETE /api/group/contest-problem: the problem leaves the contest; it is not deleted. */
export const groupContestProblemDeleteQuery = contestProblemQuery;

/**
 * POST /api/group/add-contest-problem-from-group. HOJ's client sends query parameters; a JSON
 * body is read when they are absent. `problemId` is the group problem's display id.
 */
export const addContestProblemFromGroupRequest = addProblemFromPublicRequest.omit({ pid: true }).extend({
  problemId: text('problemId', {
    max: CONTEST_ADMIN_LIMITS.displayIdMax * 2,
    trim: true,
    typeError: 'problemId is required',
  }).refine((v) => v !== '', 'problemId is required'),
});
export type AddContestProblemFromGroupInput = z.input<typeof addContestProblemFromGroupRequest>;

/** DELETE /api/group/contest-announcement: the announcement must be that contest's. */
export const groupContestAnnouncementDeleteQuery = z.object({
  aid: requiredId('aid'),
  cid: requiredId('cid'),
});
