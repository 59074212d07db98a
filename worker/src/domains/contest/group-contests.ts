import type { ContestListItem } from '@contract/contest';
import type { AdminContestListItem, ContestCreated } from '@contract/contest-admin';
import type { Page } from '@contract/envelope';
import { GROUP_CONTEST_MESSAGES, type GroupContestSaveRequest } from '@contract/group-contest';
import type { GroupProblemSaveRequest } from '@contract/group-problem';
import { PROBLEM_AUTH } from '@contract/limits';
import { PROBLEM_LIMITS } from '@contract/problem';
import { and, count, desc, eq } from 'drizzle-orm';
import { contest } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import {
  assertGroupAdmin,
  assertGroupReader,
  canManageOwnGroupContent,
  GROUP_MEMBERS_ONLY,
  groupAccess,
} from '../group/index';
import { createProblemFromEditor } from '../problem/index';
import { adminListItemOf, type ContestGate, createContest, deleteContest } from './admin-contests';
import { forgetBoardContest } from './board';
import { contestCardPage } from './list';
import { findContest } from './policy';

/**
 * A group's contests (HOJ GroupContestManager): the members' cards, the group admins' table,
 * the gate every group contest call passes, and the removal when the group is disbanded. The
 * contest's own rules are the admin services', which take the gate.
 */

type Viewer = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;
interface PageQuery {
  gid: number;
  currentPage: number;
  limit: number;
}

/**
 * Spec 3 §6: a group contest is managed by the group's root (level 5, the owner, super admin)
 * and by its creator while they are a group admin. The group must exist and be enabled (for
 * anyone but super admin); a site contest is not reachable through the group calls.
 */
export function groupContestGate(viewer: Viewer): ContestGate {
  return async (db, cid) => {
    const row = await findContest(db, cid);
    if (!row.isGroup || row.gid === null) throw forbidden(GROUP_CONTEST_MESSAGES.notGroupContest);
    const access = await groupAccess(db, row.gid, viewer);
    if (!access.isMember) throw forbidden(GROUP_MEMBERS_ONLY);
    if (!canManageOwnGroupContent(access, row.author, viewer.username)) {
      throw forbidden(GROUP_CONTEST_MESSAGES.managersOnly);
    }
    return row;
  };
}

/** GET /api/group/get-contest-list: the group's visible contests for its members, latest start first (HOJ). */
export async function listGroupContests(
  db: DbOrTx,
  viewer: Viewer,
  query: PageQuery,
  now: Date,
): Promise<Page<ContestListItem>> {
  await assertGroupReader(db, query.gid, viewer);
  const where = and(eq(contest.gid, query.gid), eq(contest.isGroup, true), eq(contest.visible, true));
  return contestCardPage(db, where, [desc(contest.startTime), desc(contest.id)], query, now);
}

/** GET /api/group/get-admin-contest-list: every contest of the group, hidden too, newest first (HOJ). */
export async function listGroupAdminContests(
  db: DbOrTx,
  viewer: Viewer,
  query: PageQuery,
  now: Date,
): Promise<Page<AdminContestListItem>> {
  await assertGroupAdmin(db, query.gid, viewer);
  const where = and(eq(contest.gid, query.gid), eq(contest.isGroup, true));
  const [total] = await db.select({ n: count() }).from(contest).where(where);
  const rows = await db
    .select()
    .from(contest)
    .where(where)
    .orderBy(desc(contest.id))
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return {
    records: rows.map((row) => adminListItemOf(row, now)),
    total: Number(total?.n ?? 0),
    current: query.currentPage,
    size: query.limit,
  };
}

/** POST /api/group/contest: a group admin of an enabled group creates it, under the admin form's rules. */
export async function createGroupContest(
  platform: Platform,
  viewer: Viewer,
  request: GroupContestSaveRequest,
): Promise<ContestCreated> {
  if (request.gid === undefined) throw badRequest(GROUP_CONTEST_MESSAGES.gidRequired);
  await assertGroupAdmin(platform.db, request.gid, viewer);
  return createContest(platform, viewer, request, request.gid);
}

/** DELETE /api/group/contest: as the admin's delete, for the group's root or the contest's creator. */
export async function deleteGroupContest(db: DbOrTx, viewer: Viewer, cid: number): Promise<void> {
  await groupContestGate(viewer)(db, cid);
  await deleteContest(db, cid);
}

/**
 * POST /api/group/contest-problem (HOJ GroupContestProblemManager.addProblem): a problem written
 * inside a group contest is one of the group's problems, for contests only (auth 3), its display
 * id prefixed with the group's short name as every group problem's is. It is saved by the problem
 * area's editor; HOJ's client then puts it into the contest with PUT /api/group/contest-problem.
 */
export async function createGroupContestProblem(
  platform: Platform,
  viewer: Viewer,
  request: GroupProblemSaveRequest,
): Promise<{ pid: number; problemId: string }> {
  const { gid, ...fields } = request.problem;
  if (gid === undefined) throw badRequest(GROUP_CONTEST_MESSAGES.gidRequired);
  const access = await assertGroupAdmin(platform.db, gid, viewer);
  const problemId = fields.problemId === '' ? '' : `${access.group.shortName}${fields.problemId}`;
  if (problemId.length > PROBLEM_LIMITS.problemIdMax) {
    throw badRequest(
      `problemId must be at most ${PROBLEM_LIMITS.problemIdMax - access.group.shortName.length} characters after the group's short name`,
    );
  }
  const saved = await createProblemFromEditor(
    platform,
    { ...request, problem: { ...fields, problemId, auth: PROBLEM_AUTH.CONTEST } },
    viewer,
    gid,
  );
  return { pid: saved.pid, problemId: saved.problemId };
}

/**
 * Disbanding a group: its contests go, with what hangs on them (problem lists, registrations,
 * records, announcements), as deleting one in the admin does. The group's own problems are
 * the problem area's to remove.
 */
export async function deleteGroupContests(tx: DbOrTx, gid: number): Promise<void> {
  const removed = await tx.delete(contest).where(eq(contest.gid, gid)).returning({ id: contest.id });
  for (const { id } of removed) forgetBoardContest(tx, id);
}
