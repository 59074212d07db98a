/**
 * A group's own problems (spec 3 §2 Group problems, §3 Group problem, §4, §5): the group's
 * problem lists, the editor calls under /api/group/, and the admin review of applications to
 * make a group problem public (/api/admin/group-problem/*). Field names are HOJ's.
 */
import { z } from 'zod';
import {
  booleanFlag,
  keyword,
  limitField,
  optionalId,
  pageField,
  requiredFlag,
  requiredId,
  requiredInteger,
} from './common/fields';
import type { JudgeMode } from './judge-status';
import { problemFieldsSchema, problemSaveRequest, type TagRef } from './problem';

/** problem.applyPublicProgress (spec 3 §3): null none, 1 applying, 2 public, 3 refused. */
export const ApplyPublicProgress = { APPLYING: 1, PUBLIC: 2, REFUSED: 3 } as const;
export type ApplyPublicProgress = (typeof ApplyPublicProgress)[keyof typeof ApplyPublicProgress];

/** GET /api/group/get-problem-list and get-admin-problem-list (10 a page). */
export const groupProblemListQuery = z.object({
  gid: requiredId('gid'),
  currentPage: pageField,
  limit: limitField(10),
});

/** GET /api/group/get-all-problem-tags. */
export const groupIdQuery = z.object({ gid: requiredId('gid') });

/** GET and DELETE /api/group/problem; `gid` on DELETE is accepted and must match the problem's group. */
export const groupProblemPidQuery = z.object({ pid: requiredId('pid'), gid: optionalId('gid') });

/** GET /api/group/get-problem-cases: `isUpload` defaults to how the problem's data was given. */
export const groupProblemCasesQuery = z.object({ pid: requiredId('pid'), isUpload: booleanFlag('isUpload') });

/**
 * POST/PUT /api/group/problem: the bank editor's payload (HOJ's ProblemDto) with the group in
 * `problem.gid`. The display id is given without the group's short name, which the server puts
 * in front (HOJ: shortName + problemId).
 */
export const groupProblemSaveRequest = problemSaveRequest.extend({
  problem: problemFieldsSchema.extend({ gid: optionalId('gid') }),
});
export type GroupProblemSaveRequest = z.infer<typeof groupProblemSaveRequest>;

/**
 * PUT /api/group/change-problem-auth?pid&auth (HOJ sends query parameters; a JSON body is read
 * when they are absent). 1 public to the group's members, 2 private (group admins), 3 contest
 * only for a problem used in a contest.
 */
export const changeGroupProblemAuthRequest = z.object({
  pid: requiredId('pid'),
  auth: requiredInteger('auth', { min: 1, max: 3 }),
});

/** PUT /api/group/apply-public?pid&isApplied: apply (true) or cancel the application (false). */
export const applyPublicRequest = z.object({
  pid: requiredId('pid'),
  isApplied: requiredFlag('isApplied'),
});

/** POST /api/group/compile-spj and compile-interactive: the group in the query, the checker in the body. */
export const groupCompileQuery = z.object({ gid: requiredId('gid') });

/** GET /api/admin/group-problem/list. */
export const adminGroupProblemListQuery = z.object({
  currentPage: pageField,
  limit: limitField(10),
  keyword: keyword('keyword'),
  gid: optionalId('gid'),
});

/** PUT /api/admin/group-problem/change-progress: 1 applying, 2 agreed (public), 3 refused. */
export const changeGroupProblemProgressRequest = z.object({
  pid: requiredId('pid'),
  progress: requiredInteger('progress', { min: 1, max: 3 }),
});

/** A row of the members' problem table (HOJ ProblemVO). */
export interface GroupProblemRow {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  ac: number;
  total: number;
  tags: TagRef[];
}

/** A row of the group admins' problem table. */
export interface GroupAdminProblemRow {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  gmtCreate: string;
  modifiedUser: string | null;
  auth: number;
  applyPublicProgress: ApplyPublicProgress | null;
  gid: number | null;
}

/** A row of the admin review of group problem applications. */
export interface AdminGroupProblemRow {
  id: number;
  gid: number | null;
  applyPublicProgress: ApplyPublicProgress | null;
  problemId: string;
  title: string;
  author: string | null;
  type: number;
  judgeMode: JudgeMode;
}
