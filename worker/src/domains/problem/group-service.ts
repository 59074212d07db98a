import type { Page } from '@contract/envelope';
import {
  type AdminGroupProblemRow,
  ApplyPublicProgress,
  type adminGroupProblemListQuery,
  type GroupAdminProblemRow,
  type GroupProblemRow,
  type GroupProblemSaveRequest,
  type groupProblemListQuery,
} from '@contract/group-problem';
import type { JudgeMode } from '@contract/judge-status';
import { PROBLEM_AUTH } from '@contract/limits';
import { PROBLEM_LIMITS, type ProblemSaveRequest } from '@contract/problem';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contestProblem, problem, problemCount, problemTag, tag } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { containsPattern } from '../../lib/like-pattern';
import type { Db, Tx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { recountProblemSolvers } from '../account/index';
import {
  assertGroupAdmin,
  assertGroupReader,
  canManageOwnGroupContent,
  type GroupAccess,
} from '../group/index';
import {
  createProblemFromEditor,
  editorDetailOf,
  problemCasesForEditor,
  removeProblemRow,
  saveEditedProblem,
} from './admin-service';
import { invalidateProblemBank } from './bank-index';
import type { ProblemHooks } from './hooks';
import type { Dated, TagRow } from './list-service';
import { type Actor, findProblem, type ProblemRow } from './policy';

/**
 * A group's own problems (spec 3 §2, §4, §6; HOJ's GroupProblemManager): members read the
 * group's public problems, group admins create them, and their author or the group's root
 * edits, deletes, hides and offers them to the public bank.
 */

const NOT_A_GROUP_PROBLEM = 'The problem does not belong to a group';
const NOT_YOUR_GROUP_PROBLEM = 'Sorry, only its author or the group root may manage this problem';
const ALREADY_APPLYING = 'The problem is already waiting to be made public';
const ALREADY_PUBLIC = 'The problem is already public';
const NOT_APPLYING = 'The problem is not waiting to be made public';
const CONTEST_AUTH_OUTSIDE_CONTEST = 'Only a problem used in a contest can be set to contest';

// ---------------------------------------------------------------- reading

/** GET /api/group/get-problem-list: the group's public problems in display-id order (members). */
export async function listGroupProblems(
  db: Db,
  actor: Actor,
  query: z.output<typeof groupProblemListQuery>,
): Promise<Page<GroupProblemRow>> {
  await assertGroupReader(db, query.gid, actor);
  const where = and(eq(problem.gid, query.gid), eq(problem.auth, PROBLEM_AUTH.PUBLIC));
  const page = await problemPage(db, where, query, (limit, offset) =>
    db
      .select({
        pid: problem.id,
        problemId: problem.problemId,
        title: problem.title,
        difficulty: problem.difficulty,
        type: problem.type,
        ac: sql<number>`coalesce(${problemCount.ac}, 0)`.mapWith(Number),
        total: sql<number>`coalesce(${problemCount.total}, 0)`.mapWith(Number),
      })
      .from(problem)
      .leftJoin(problemCount, eq(problemCount.pid, problem.id))
      .where(where)
      .orderBy(sql`length(${problem.problemId})`, asc(problem.problemId))
      .limit(limit)
      .offset(offset),
  );
  const tags = await tagsByProblem(
    db,
    page.records.map((r) => r.pid),
  );
  return { ...page, records: page.records.map((row) => ({ ...row, tags: tags.get(row.pid) ?? [] })) };
}

/** One page of the problems `where` picks: their number, and the rows `read` gives from the page's offset. */
async function problemPage<T>(
  db: Db,
  where: SQL | undefined,
  query: { currentPage: number; limit: number },
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const [total] = await db.select({ n: count() }).from(problem).where(where);
  const records = await read(query.limit, (query.currentPage - 1) * query.limit);
  return { records, total: total?.n ?? 0, current: query.currentPage, size: query.limit };
}

async function tagsByProblem(db: Db, pids: number[]) {
  const byProblem = new Map<number, { id: number; name: string; color: string }[]>();
  if (pids.length === 0) return byProblem;
  const rows = await db
    .select({ pid: problemTag.pid, id: tag.id, name: tag.name, color: tag.color })
    .from(problemTag)
    .innerJoin(tag, eq(tag.id, problemTag.tid))
    .where(inArray(problemTag.pid, pids))
    .orderBy(asc(tag.id));
  for (const { pid, ...ref } of rows) byProblem.set(pid, [...(byProblem.get(pid) ?? []), ref]);
  return byProblem;
}

/** GET /api/group/get-admin-problem-list: every problem of the group, newest first (group admins). */
export async function listGroupAdminProblems(
  db: Db,
  actor: Actor,
  query: z.output<typeof groupProblemListQuery>,
): Promise<Page<Dated<GroupAdminProblemRow>>> {
  await assertGroupAdmin(db, query.gid, actor);
  const where = eq(problem.gid, query.gid);
  const page = await problemPage(db, where, query, (limit, offset) =>
    db
      .select({
        id: problem.id,
        problemId: problem.problemId,
        title: problem.title,
        author: problem.author,
        gmtCreate: problem.gmtCreate,
        gmtModified: problem.gmtModified,
        modifiedUser: problem.modifiedUser,
        auth: problem.auth,
        applyPublicProgress: problem.applyPublicProgress,
        gid: problem.gid,
      })
      .from(problem)
      .where(where)
      .orderBy(desc(problem.id))
      .limit(limit)
      .offset(offset),
  );
  return { ...page, records: page.records.map(withProgress) };
}

/** A row with its application progress typed as the contract names it. */
function withProgress<Row extends { applyPublicProgress: number | null }>(row: Row) {
  return { ...row, applyPublicProgress: row.applyPublicProgress as ApplyPublicProgress | null };
}

/** GET /api/group/get-all-problem-tags: the site's tags and the group's own (group admins). */
export async function listGroupProblemTags(db: Db, actor: Actor, gid: number): Promise<TagRow[]> {
  await assertGroupAdmin(db, gid, actor);
  return db
    .select({
      id: tag.id,
      name: tag.name,
      color: tag.color,
      oj: tag.oj,
      gid: tag.gid,
      tcid: tag.tcid,
      gmtCreate: tag.gmtCreate,
      gmtModified: tag.gmtModified,
    })
    .from(tag)
    .where(or(isNull(tag.gid), eq(tag.gid, gid)))
    .orderBy(asc(tag.id));
}

/**
 * A group problem the actor may manage (HOJ: its author, the group's root, super admin; here the
 * author must still be one of the group's admins). With `gid`, the problem must be that group's.
 */
async function findManagedGroupProblem(
  db: Db,
  actor: Actor,
  pid: number,
  gid?: number,
): Promise<{ row: ProblemRow; access: GroupAccess }> {
  const row = await findProblem(db, pid);
  if (row.gid === null) throw forbidden(NOT_A_GROUP_PROBLEM);
  if (gid !== undefined && gid !== row.gid) throw notFound('The problem does not belong to this group');
  const access = await assertGroupAdmin(db, row.gid, actor);
  if (!canManageOwnGroupContent(access, row.author ?? '', actor.username))
    throw forbidden(NOT_YOUR_GROUP_PROBLEM);
  return { row, access };
}

/** GET /api/group/problem: the problem as its editor needs it, languages, templates, tags and cases included. */
export async function getGroupProblemForEditor(platform: Platform, actor: Actor, pid: number) {
  const { row } = await findManagedGroupProblem(platform.db, actor, pid);
  return editorDetailOf(platform, row);
}

/** GET /api/group/get-problem-cases. */
export async function getGroupProblemCases(
  platform: Platform,
  actor: Actor,
  pid: number,
  isUpload: boolean | undefined,
) {
  const { row } = await findManagedGroupProblem(platform.db, actor, pid);
  return problemCasesForEditor(platform, row, !(isUpload ?? row.isUploadCase));
}

// ---------------------------------------------------------------- saving

/**
 * HOJ stores a group problem's display id as the group's short name followed by the id typed
 * in the editor (which shows the short name as a fixed prefix). An empty id is left empty, so
 * the editor rules report it.
 */
function withGroupPrefix(request: GroupProblemSaveRequest, shortName: string): ProblemSaveRequest {
  const typed = request.problem.problemId;
  const problemId = typed === '' ? '' : `${shortName}${typed}`;
  if (problemId.length > PROBLEM_LIMITS.problemIdMax) {
    throw badRequest(
      `problemId must be at most ${PROBLEM_LIMITS.problemIdMax - shortName.length} characters after the group's short name`,
    );
  }
  const { gid: _gid, ...fields } = request.problem;
  return { ...request, problem: { ...fields, problemId } };
}

/** In the group's own editor a problem is public to members or private; contest is set by contests. */
function assertEditorAuth(auth: number, existing: ProblemRow | null): void {
  if (auth === PROBLEM_AUTH.CONTEST && existing?.auth !== PROBLEM_AUTH.CONTEST) {
    throw badRequest('auth must be 1 (public) or 2 (private)');
  }
}

/** POST /api/group/problem: a new problem of the group `problem.gid` (group admins). */
export async function createGroupProblem(platform: Platform, actor: Actor, request: GroupProblemSaveRequest) {
  const gid = request.problem.gid;
  if (gid === undefined) throw badRequest('gid is required');
  const access = await assertGroupAdmin(platform.db, gid, actor);
  assertEditorAuth(request.problem.auth, null);
  return createProblemFromEditor(platform, withGroupPrefix(request, access.group.shortName), actor, gid);
}

/** PUT /api/group/problem: the problem's author (still a group admin) or the group's root. */
export async function updateGroupProblem(
  platform: Platform,
  actor: Actor,
  request: GroupProblemSaveRequest,
  hooks: ProblemHooks,
) {
  const pid = request.problem.id;
  if (pid === undefined) throw badRequest('problem.id is required');
  const { row, access } = await findManagedGroupProblem(platform.db, actor, pid, request.problem.gid);
  assertEditorAuth(request.problem.auth, row);
  return saveEditedProblem(platform, withGroupPrefix(request, access.group.shortName), actor, row, hooks);
}

/** DELETE /api/group/problem?pid&gid: as editing, and it goes from the group's contests and trainings too. */
export async function deleteGroupProblem(
  platform: Platform,
  actor: Actor,
  pid: number,
  gid: number | undefined,
  hooks: ProblemHooks,
): Promise<void> {
  await findManagedGroupProblem(platform.db, actor, pid, gid);
  await platform.db.transaction((tx) => removeProblemRow(tx, pid, hooks));
  invalidateProblemBank(platform.db);
}

/**
 * On disbanding a group (inside its transaction): deletes every problem that is still the
 * group's, each as a deleted bank problem goes (its places in contests and trainings, its
 * solvers' progress). Problems the site accepted into the public bank stay there, so the bank's
 * cached pages stay valid.
 */
export async function deleteGroupProblems(tx: Tx, gid: number, hooks: ProblemHooks): Promise<void> {
  const rows = await tx
    .select({ id: problem.id })
    .from(problem)
    .where(and(eq(problem.gid, gid), eq(problem.isGroup, true)));
  for (const { id } of rows) await removeProblemRow(tx, id, hooks);
  // The group's own tags go with it, unless a problem the site took into the bank still wears one.
  await tx
    .delete(tag)
    .where(
      and(
        eq(tag.gid, gid),
        sql`not exists (select 1 from ${problemTag} where ${problemTag.tid} = ${tag.id})`,
      ),
    );
}

// ---------------------------------------------------------------- auth and public application

/** PUT /api/group/change-problem-auth. */
export async function changeGroupProblemAuth(
  platform: Platform,
  actor: Actor,
  request: { pid: number; auth: number },
): Promise<void> {
  const { row } = await findManagedGroupProblem(platform.db, actor, request.pid);
  if (request.auth === PROBLEM_AUTH.CONTEST) {
    const [used] = await platform.db
      .select({ id: contestProblem.id })
      .from(contestProblem)
      .where(eq(contestProblem.pid, row.id))
      .limit(1);
    if (!used) throw badRequest(CONTEST_AUTH_OUTSIDE_CONTEST);
  }
  await platform.db
    .update(problem)
    .set({ auth: request.auth, modifiedUser: actor.username })
    .where(eq(problem.id, row.id));
  invalidateProblemBank(platform.db);
}

/**
 * PUT /api/group/apply-public: applies (progress 1) or withdraws a pending application (back to
 * none). A refused problem may apply again; a public one has nothing to apply for.
 */
export async function applyGroupProblemPublic(
  platform: Platform,
  actor: Actor,
  request: { pid: number; isApplied: boolean },
): Promise<void> {
  const { row } = await findManagedGroupProblem(platform.db, actor, request.pid);
  const progress = row.applyPublicProgress;
  if (request.isApplied) {
    if (progress === ApplyPublicProgress.APPLYING) throw badRequest(ALREADY_APPLYING);
    if (progress === ApplyPublicProgress.PUBLIC) throw badRequest(ALREADY_PUBLIC);
  } else if (progress !== ApplyPublicProgress.APPLYING) {
    throw badRequest(NOT_APPLYING);
  }
  // Conditional on the state read, so two identical requests cannot both pass.
  const updated = await platform.db
    .update(problem)
    .set(
      request.isApplied
        ? { applyPublicProgress: ApplyPublicProgress.APPLYING }
        : { applyPublicProgress: null, isGroup: true },
    )
    .where(
      and(
        eq(problem.id, row.id),
        progress === null ? isNull(problem.applyPublicProgress) : eq(problem.applyPublicProgress, progress),
      ),
    )
    .returning({ id: problem.id });
  if (updated.length === 0) throw badRequest(request.isApplied ? ALREADY_APPLYING : NOT_APPLYING);
}

// ---------------------------------------------------------------- site review (root, problem admins)

/** GET /api/admin/group-problem/list: the group problems with an application, applying first. */
export async function listGroupProblemApplications(
  db: Db,
  query: z.output<typeof adminGroupProblemListQuery>,
): Promise<Page<AdminGroupProblemRow>> {
  const word = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    isNotNull(problem.gid),
    isNotNull(problem.applyPublicProgress),
    query.gid === undefined ? undefined : eq(problem.gid, query.gid),
    word
      ? or(ilike(problem.title, word), ilike(problem.author, word), ilike(problem.problemId, word))
      : undefined,
  );
  const page = await problemPage(db, where, query, (limit, offset) =>
    db
      .select({
        id: problem.id,
        gid: problem.gid,
        applyPublicProgress: problem.applyPublicProgress,
        problemId: problem.problemId,
        title: problem.title,
        author: problem.author,
        type: problem.type,
        judgeMode: problem.judgeMode,
      })
      .from(problem)
      .where(where)
      .orderBy(asc(problem.applyPublicProgress), asc(problem.gid), asc(problem.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    ...page,
    records: page.records.map((row) => ({ ...withProgress(row), judgeMode: row.judgeMode as JudgeMode })),
  };
}

/**
 * PUT /api/admin/group-problem/change-progress (HOJ's AdminGroupProblemManager): agreeing (2)
 * puts the problem in the public bank (isGroup false; its gid and display id stay), 1 and 3
 * keep it the group's.
 */
export async function changeGroupProblemProgress(
  db: Db,
  request: { pid: number; progress: number },
): Promise<void> {
  const row = await findProblem(db, request.pid);
  if (row.gid === null) throw badRequest(NOT_A_GROUP_PROBLEM);
  const isGroup = request.progress !== ApplyPublicProgress.PUBLIC;
  await db.transaction(async (tx) => {
    await tx
      .update(problem)
      .set({ applyPublicProgress: request.progress, isGroup })
      .where(eq(problem.id, row.id));
    // The site's totals count problems outside groups only: a problem entering or leaving the
    // public bank moves its solvers' accepted counts with it.
    if (isGroup !== row.isGroup) await recountProblemSolvers(tx, row.id);
  });
  invalidateProblemBank(db);
}
