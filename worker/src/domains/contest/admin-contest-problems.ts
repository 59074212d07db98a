import {
  type AdminContestProblem,
  type ContestProblemPick,
  CONTEST_ADMIN_MESSAGES as M,
} from '@contract/contest-admin';
import { GROUP_CONTEST_MESSAGES } from '@contract/group-contest';
import { LOCAL_OJ, PROBLEM_AUTH } from '@contract/limits';
import type { ProblemSaveRequest } from '@contract/problem';
import { and, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { contest, contestProblem, contestRecord, problem } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import {
  compareDisplayIds,
  createProblemFromEditor,
  deleteProblem,
  invalidateProblemBank,
  markProblemForContest,
  type ProblemHooks,
  pickableColumns,
  pickableOf,
  pickableProblems,
  pickKeywordFilter,
  updateProblemFromEditor,
} from '../problem/index';
import {
  type Actor,
  bumpedModified,
  type ContestGate,
  findManagedContest,
  siteContestGate,
} from './admin-contests';
import { forgetBoardContest } from './board';
import type { ContestRow } from './policy';

/**
 * The problems of a contest in the admin pages (HOJ AdminContestProblemManager): the pick list,
 * adding from the bank, the display id, title and balloon colour, and problems written inside
 * the contest through the problem area's editor.
 */

type ContestProblemRow = typeof contestProblem.$inferSelect;
type ProblemRow = typeof problem.$inferSelect;

function contestProblemOf(row: ContestProblemRow): AdminContestProblem {
  return {
    id: row.id,
    cid: row.cid,
    pid: row.pid,
    displayId: row.displayId,
    displayTitle: row.displayTitle,
    color: row.color,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

/** Spec 3 §5: an ACM contest takes ACM or remote problems, an OI contest OI or remote ones. */
export function problemFitsContest(
  row: Pick<ContestRow, 'type'>,
  candidate: Pick<ProblemRow, 'type' | 'isRemote'>,
): boolean {
  return candidate.isRemote || candidate.type === row.type;
}

/**
 * A group's problem goes only into that group's contests; a group contest takes bank problems
 * only while they are public (a group admin may not reach the bank's hidden ones); and the
 * rule types must fit.
 */
function assertFits(
  row: ContestRow,
  candidate: Pick<ProblemRow, 'type' | 'isRemote' | 'isGroup' | 'gid' | 'auth'>,
): void {
  if (candidate.isGroup) {
    if (!row.isGroup || candidate.gid !== row.gid) throw badRequest(M.groupProblem);
  } else if (row.isGroup && candidate.auth !== PROBLEM_AUTH.PUBLIC) {
    throw badRequest(GROUP_CONTEST_MESSAGES.publicProblemsOnly);
  }
  if (!problemFitsContest(row, candidate)) throw badRequest(row.type === 0 ? M.acmOnly : M.oiOnly);
}

/**
 * GET /api/admin/contest/get-problem-list. With `problemType`: the bank problems that may be
 * added (that type or remote, not a group's, not private, not already in the contest unless
 * `queryExisted`); without it: the contest's own problems in display-id order.
 */
export async function listContestProblemPicks(
  db: DbOrTx,
  gate: ContestGate,
  query: {
    cid: number;
    currentPage: number;
    limit: number;
    keyword?: string;
    problemType?: number;
    queryExisted?: boolean;
    oj?: string;
  },
): Promise<ContestProblemPick> {
  const row = await gate(db, query.cid);
  const links = await db.select().from(contestProblem).where(eq(contestProblem.cid, query.cid));
  const contestProblemMap = Object.fromEntries(
    links.map((link) => [String(link.pid), contestProblemOf(link)]),
  );
  const pids = links.map((link) => link.pid);
  const oj = query.oj && query.oj !== 'ALL' ? query.oj : null;
  const filterWhere = and(
    pickKeywordFilter(query.keyword),
    oj === null
      ? undefined
      : oj === LOCAL_OJ
        ? eq(problem.isRemote, false)
        : and(eq(problem.isRemote, true), ilike(problem.problemId, `${oj}%`)),
  );

  if (query.problemType === undefined) {
    const offset = (query.currentPage - 1) * query.limit;
    const page = { current: query.currentPage, size: query.limit };
    if (pids.length === 0) return { problemList: { records: [], total: 0, ...page }, contestProblemMap };
    const rows = await db
      .select({ ...pickableColumns, gid: problem.gid })
      .from(problem)
      .where(and(inArray(problem.id, pids), filterWhere));
    const displayIdOf = new Map(links.map((link) => [link.pid, link.displayId]));
    rows.sort((a, b) => compareDisplayIds(displayIdOf.get(a.id) ?? '', displayIdOf.get(b.id) ?? ''));
    return {
      problemList: {
        // `gid` tells a group's own problems from public ones in the group's pages.
        records: rows
          .slice(offset, offset + query.limit)
          .map(({ gid, ...row }) => ({ ...pickableOf(row), gid })),
        total: rows.length,
        ...page,
      },
      contestProblemMap,
    };
  }

  const problemList = await pickableProblems(db, {
    where: and(
      eq(problem.isGroup, false),
      or(eq(problem.type, query.problemType), eq(problem.isRemote, true)),
      row.isGroup ? eq(problem.auth, PROBLEM_AUTH.PUBLIC) : ne(problem.auth, PROBLEM_AUTH.PRIVATE),
      filterWhere,
    ),
    excludedIds: query.queryExisted ? [] : pids,
    currentPage: query.currentPage,
    limit: query.limit,
  });
  return { problemList, contestProblemMap };
}

function isUniqueViolation(error: unknown): boolean {
  for (let at: unknown = error; at; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs a write that may race another for the same display id or problem: the unique indexes decide. */
async function refusingDuplicates<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(message);
    throw error;
  }
}

/** Any other change to a contest's problem list makes its cached boards stale. */
async function touchContest(tx: DbOrTx, row: ContestRow, now: Date): Promise<void> {
  await tx
    .update(contest)
    .set({ gmtModified: bumpedModified(now) })
    .where(eq(contest.id, row.id));
}

async function findProblemRow(db: DbOrTx, pid: number): Promise<ProblemRow> {
  const [row] = await db.select().from(problem).where(eq(problem.id, pid));
  if (!row) throw notFound(M.problemNotFound);
  return row;
}

async function findLink(db: DbOrTx, cid: number, pid: number): Promise<ContestProblemRow | undefined> {
  const [link] = await db
    .select()
    .from(contestProblem)
    .where(and(eq(contestProblem.cid, cid), eq(contestProblem.pid, pid)));
  return link;
}

async function assertDisplayIdFree(db: DbOrTx, cid: number, displayId: string, exceptPid: number | null) {
  const [taken] = await db
    .select({ pid: contestProblem.pid })
    .from(contestProblem)
    .where(and(eq(contestProblem.cid, cid), eq(contestProblem.displayId, displayId)));
  if (taken && taken.pid !== exceptPid) throw badRequest(M.displayIdTaken);
}

/**
 * Puts a problem into the contest under `displayId`, titled as the problem, and makes it a
 * contest problem (HOJ), except a bank problem in a group's contest: that stays public, as the
 * group may not hide the site's problems. Checked first, written in one transaction.
 */
async function linkProblem(
  platform: Platform,
  row: ContestRow,
  candidate: ProblemRow,
  displayId: string,
  displayTitle: string,
  color: string | null,
): Promise<void> {
  await refusingDuplicates(
    () =>
      platform.db.transaction(async (tx) => {
        await tx
          .insert(contestProblem)
          .values({ cid: row.id, pid: candidate.id, displayId, displayTitle, color });
        if (candidate.isGroup || !row.isGroup) await markProblemForContest(tx, candidate.id);
        await touchContest(tx, row, platform.clock.now());
        forgetBoardContest(platform.db, row.id);
      }),
    M.problemAlreadyAdded,
  );
  invalidateProblemBank(platform.db);
}

/** POST /api/admin/contest/add-problem-from-public and /api/group/add-contest-problem-from-public. */
export async function addProblemFromPublic(
  platform: Platform,
  gate: ContestGate,
  request: { cid: number; pid: number; displayId: string },
): Promise<void> {
  const row = await gate(platform.db, request.cid);
  const candidate = await findProblemRow(platform.db, request.pid);
  await addCheckedProblem(platform, row, candidate, request.displayId);
}

/**
 * POST /api/group/add-contest-problem-from-group: one of the contest's group's own problems,
 * named by its display id (problemId, case-insensitive as the bank's ids are unique that way).
 */
export async function addProblemFromGroup(
  platform: Platform,
  gate: ContestGate,
  request: { cid: number; problemId: string; displayId: string },
): Promise<void> {
  const row = await gate(platform.db, request.cid);
  const [candidate] = await platform.db
    .select()
    .from(problem)
    .where(
      and(
        sql`lower(${problem.problemId}) = lower(${request.problemId})`,
        eq(problem.isGroup, true),
        eq(problem.gid, row.gid ?? -1),
      ),
    );
  if (!candidate) throw notFound(GROUP_CONTEST_MESSAGES.groupProblemNotFound);
  await addCheckedProblem(platform, row, candidate, request.displayId);
}

/**
 * GET /api/admin/contest/import-remote-oj-problem: a problem obtained by the caller (a remote
 * judge's, imported now or before) put into the contest as from the bank. Who may manage the
 * contest and whether the display id is free are checked before `obtainProblem` runs, so a refused
 * call imports nothing; the bank's adding rules apply to the problem it gives.
 */
export async function placeProblemInContest(
  platform: Platform,
  actor: Actor,
  request: { cid: number; displayId: string },
  obtainProblem: () => Promise<{ pid: number }>,
): Promise<void> {
  const row = await findManagedContest(platform.db, actor, request.cid);
  await assertDisplayIdFree(platform.db, row.id, request.displayId, null);
  const { pid } = await obtainProblem();
  const candidate = await findProblemRow(platform.db, pid);
  await addCheckedProblem(platform, row, candidate, request.displayId);
}

async function addCheckedProblem(
  platform: Platform,
  row: ContestRow,
  candidate: ProblemRow,
  displayId: string,
): Promise<void> {
  assertFits(row, candidate);
  const [clash] = await platform.db
    .select({ id: contestProblem.id })
    .from(contestProblem)
    .where(
      and(
        eq(contestProblem.cid, row.id),
        or(eq(contestProblem.pid, candidate.id), eq(contestProblem.displayId, displayId)),
      ),
    );
  if (clash) throw badRequest(M.problemAlreadyAdded);
  await linkProblem(platform, row, candidate, displayId, candidate.title, null);
}

/** GET /api/admin/contest/contest-problem. */
export async function getContestProblem(
  db: DbOrTx,
  gate: ContestGate,
  cid: number,
  pid: number,
): Promise<AdminContestProblem> {
  await gate(db, cid);
  const link = await findLink(db, cid, pid);
  if (!link) throw notFound(M.contestProblemNotFound);
  return contestProblemOf(link);
}

/**
 * PUT /api/admin/contest/contest-problem: display id, display title and balloon colour. HOJ's
 * editor also sends it right after creating a problem inside the contest, to put it in: a
 * problem not yet in the contest is added (under the same rules as from the bank). A new
 * display id is carried into the contest's records, which the boards show.
 */
export async function setContestProblem(
  platform: Platform,
  gate: ContestGate,
  request: { cid: number; pid: number; displayId: string; displayTitle?: string; color: string | null },
): Promise<AdminContestProblem> {
  const db = platform.db;
  const row = await gate(db, request.cid);
  const link = await findLink(db, row.id, request.pid);
  await assertDisplayIdFree(db, row.id, request.displayId, request.pid);
  const candidate = await findProblemRow(db, request.pid);
  const displayTitle = request.displayTitle || candidate.title;
  if (!link) {
    assertFits(row, candidate);
    await linkProblem(platform, row, candidate, request.displayId, displayTitle, request.color);
  } else {
    await refusingDuplicates(
      () =>
        db.transaction(async (tx) => {
          await tx
            .update(contestProblem)
            .set({ displayId: request.displayId, displayTitle, color: request.color })
            .where(eq(contestProblem.id, link.id));
          if (link.displayId !== request.displayId) {
            await tx
              .update(contestRecord)
              .set({ displayId: request.displayId })
              .where(and(eq(contestRecord.cid, row.id), eq(contestRecord.pid, request.pid)));
          }
          await touchContest(tx, row, platform.clock.now());
          forgetBoardContest(platform.db, row.id);
        }),
      M.displayIdTaken,
    );
  }
  const saved = await findLink(db, row.id, request.pid);
  return contestProblemOf(saved!);
}

/**
 * POST /api/admin/contest/problem: a problem written inside a contest, saved by the problem
 * area's editor as a contest problem (auth 3). With `cid` (and `displayId`) it also goes into
 * that contest; HOJ's own editor instead sends PUT contest-problem next. The contest rules are
 * checked before the problem is written; if the contest link then loses a race for its display
 * id, the new problem is taken back so the call changes nothing.
 */
export async function createContestProblem(
  platform: Platform,
  actor: Actor,
  request: ProblemSaveRequest,
  placement: { cid?: number; displayId?: string; displayTitle?: string },
  hooks: ProblemHooks,
): Promise<{ pid: number; problemId: string }> {
  const saveRequest = { ...request, problem: { ...request.problem, auth: PROBLEM_AUTH.CONTEST } };
  let row: ContestRow | null = null;
  if (placement.cid !== undefined) {
    if (!placement.displayId) throw badRequest(M.displayIdRequired);
    row = await findManagedContest(platform.db, actor, placement.cid);
    assertFits(row, {
      type: request.problem.type ?? 0,
      isRemote: false,
      isGroup: false,
      gid: null,
      auth: PROBLEM_AUTH.CONTEST,
    });
    await assertDisplayIdFree(platform.db, row.id, placement.displayId, null);
  }
  const saved = await createProblemFromEditor(platform, saveRequest as ProblemSaveRequest, actor);
  if (row && placement.displayId) {
    const created = await findProblemRow(platform.db, saved.pid);
    try {
      await linkProblem(
        platform,
        row,
        created,
        placement.displayId,
        placement.displayTitle ?? created.title,
        null,
      );
    } catch (error) {
      await deleteProblem(platform, actor, saved.pid, hooks);
      throw error;
    }
  }
  return { pid: saved.pid, problemId: saved.problemId };
}

/**
 * PUT /api/admin/contest/problem: the problem area's editor, with its own rules. Given `cid`,
 * a problem of that contest may not change to the other rule type.
 */
export async function updateContestProblem(
  platform: Platform,
  actor: Actor,
  request: ProblemSaveRequest,
  cid: number | undefined,
  hooks: ProblemHooks,
) {
  if (cid !== undefined && request.problem.id) {
    const row = await findManagedContest(platform.db, actor, cid);
    const current = await findProblemRow(platform.db, request.problem.id);
    if (await findLink(platform.db, row.id, current.id)) {
      assertFits(row, { ...current, type: request.problem.type ?? current.type });
    }
  }
  return updateProblemFromEditor(platform, request, actor, hooks);
}

/**
 * DELETE /api/admin/contest/problem. With `cid` the problem only leaves that contest, with its
 * contest records (HOJ also drops its contest submissions from the boards); without, the
 * problem itself is deleted through the problem area.
 */
export async function removeContestProblem(
  platform: Platform,
  actor: Actor,
  pid: number,
  cid: number | undefined,
  hooks: ProblemHooks,
): Promise<void> {
  if (cid === undefined) {
    await deleteProblem(platform, actor, pid, hooks);
    return;
  }
  await removeProblemFromContest(platform, siteContestGate(actor), pid, cid);
}

/**
 * DELETE /api/group/contest-problem, and the admin call given `cid`: the problem leaves the
 * contest with its contest records; the problem itself stays.
 */
export async function removeProblemFromContest(
  platform: Platform,
  gate: ContestGate,
  pid: number,
  cid: number,
): Promise<void> {
  const row = await gate(platform.db, cid);
  const link = await findLink(platform.db, row.id, pid);
  if (!link) throw notFound(M.contestProblemNotFound);
  await platform.db.transaction(async (tx) => {
    await tx.delete(contestProblem).where(eq(contestProblem.id, link.id));
    await tx.delete(contestRecord).where(and(eq(contestRecord.cid, row.id), eq(contestRecord.pid, pid)));
    await touchContest(tx, row, platform.clock.now());
    forgetBoardContest(platform.db, row.id);
  });
}
