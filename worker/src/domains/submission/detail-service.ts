import { isPendingStatus, type JudgeCaseMode, JudgeStatus } from '@contract/judge-status';
import { isAdminRole } from '@contract/roles';
import type { CaseResultsView, JudgeCaseView, LastAcCode, SubmissionDetail } from '@contract/submission';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { contestProblem, judgeCase, problem, problemCase, submission } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, HttpError, notFound, unauthorized } from '../../http/errors';
import { batched } from '../../lib/batch';
import type { Db, DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import {
  type ContestRow,
  type ContestView,
  contestViewAt,
  findContest,
  isContestAdmin,
  isSealedFor,
} from '../contest/index';
import { assertGroupReader, groupAccess } from '../group/index';
import { readCaseData } from '../problem/index';
import { readConfig } from '../site/index';
import { buildCaseResults } from './case-results';
import { type DatedRecord, NEWEST_FIRST, recordColumns } from './list-service';
import { canSeeCode, hidesRunDetails, showsErrorMessage } from './visibility';

export const SUBMISSION_NOT_FOUND = 'The submission does not exist';
export const NOT_PASSED = "You haven't passed the problem so you cannot get the code passed recently";

type SubmissionRow = typeof submission.$inferSelect;

async function findSubmission(db: DbOrTx, submitId: number): Promise<SubmissionRow> {
  const [row] = await db.select().from(submission).where(eq(submission.submitId, submitId));
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  return row;
}

async function contestViewOf(
  db: DbOrTx,
  viewer: CurrentUser,
  contest: ContestRow,
  now: Date,
): Promise<ContestView> {
  return contestViewAt(contest, now, await isContestAdmin(db, viewer, contest));
}

/**
 * A group's submission outside contests is for the group's members and super admin (a missing
 * or disabled group is a 404); site submissions are for everyone. Contest submissions follow
 * their contest's rules.
 */
async function assertGroupSubmissionReader(
  db: DbOrTx,
  viewer: CurrentUser | null,
  row: Pick<SubmissionRow, 'gid'>,
): Promise<{ isGroupRoot: boolean }> {
  if (row.gid === null) return { isGroupRoot: false };
  if (!viewer) throw unauthorized();
  const access = await assertGroupReader(db, row.gid, viewer);
  return { isGroupRoot: access.isRoot };
}

interface DetailRow {
  row: SubmissionRow;
  /** Null when the problem is gone. */
  owner: { codeShare: boolean; title: string } | null;
}

/** Submissions with their problem's code-share flag and title, in one statement. */
async function loadSubmissions(db: Db, submitIds: number[]): Promise<Map<number, DetailRow>> {
  const rows = await db
    .select({ row: submission, owner: { codeShare: problem.codeShare, title: problem.title } })
    .from(submission)
    .leftJoin(problem, eq(problem.id, submission.pid))
    .where(inArray(submission.submitId, submitIds));
  return new Map(rows.map((found) => [found.row.submitId, found]));
}

/**
 * GET /api/get-submission-detail: the submission, with its code only where spec 1 §6 allows.
 * The submission and the code switch are read in rounds shared with concurrent detail requests
 * (`batched`), never from memory: a round starts after its callers asked, so the page that
 * reloads on the verdict its poll reported always sees that verdict.
 */
export async function getSubmissionDetail(
  platform: Platform,
  viewer: CurrentUser | null,
  submitId: number,
): Promise<
  Omit<SubmissionDetail, 'submission'> & {
    submission: DatedRecord & {
      code: string | null;
      errorMessage: string | null;
      vjudgeSubmitId: string | null;
      vjudgeUsername: string | null;
    };
  }
> {
  const { db, clock } = platform;
  const [found, switches] = await Promise.all([
    batched(db, 'submission-detail', [submitId], (ids) => loadSubmissions(db, ids)),
    batched(db, 'submission-detail-switches', [], () => readConfig(db, 'switch')),
  ]);
  const detail = found.get(submitId);
  if (!detail) throw notFound(SUBMISSION_NOT_FOUND);
  const { row, owner } = detail;
  const isGroupRoot =
    row.cid === 0 ? (await assertGroupSubmissionReader(db, viewer, row)).isGroupRoot : false;
  let contest: ContestView | null = null;
  let displayId = row.displayPid;
  let title = owner?.title ?? null;
  if (row.cid !== 0) {
    if (!viewer) throw unauthorized();
    const contestRow = await findContest(db, row.cid);
    contest = await contestViewOf(db, viewer, contestRow, clock.now());
    const [display] = await db
      .select({ displayId: contestProblem.displayId, displayTitle: contestProblem.displayTitle })
      .from(contestProblem)
      .where(and(eq(contestProblem.cid, row.cid), eq(contestProblem.pid, row.pid)));
    if (display) {
      displayId = display.displayId;
      title = display.displayTitle;
    }
  }
  const codeVisible = canSeeCode({
    viewer,
    owner: row.uid,
    share: row.share,
    problemCodeShare: owner?.codeShare ?? false,
    contest,
    hideNonContestCode: switches.hideNonContestSubmissionCode,
    isGroupRoot,
  });
  const isAdmin = viewer !== null && isAdminRole(viewer.roles);
  const record = Object.fromEntries(
    Object.keys(recordColumns).map((k) => [k, row[k as keyof SubmissionRow]]),
  ) as Omit<DatedRecord, 'displayId' | 'title'>;
  const submissionView = {
    ...record,
    displayId,
    title,
    code: codeVisible ? row.code : null,
    errorMessage: isAdmin || showsErrorMessage(row.status) ? row.errorMessage : null,
    // The run id is public on the remote judge anyway; the site's account is for admins only.
    vjudgeSubmitId: row.vjudgeSubmitId,
    vjudgeUsername: isAdmin ? row.vjudgeUsername : null,
  };
  if (hidesRunDetails(viewer, row.uid, contest)) {
    Object.assign(submissionView, { time: null, memory: null, length: null, errorMessage: null });
  }
  if (contest?.resultsSealed && !isPendingStatus(row.status)) {
    Object.assign(submissionView, {
      status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
      score: null,
      oiRankScore: null,
      time: null,
      memory: null,
      errorMessage: null,
      // The run id would show the verdict on the remote judge's own status page.
      vjudgeSubmitId: null,
    });
  }
  return { submission: submissionView, codeShare: owner?.codeShare ?? false };
}

/** Open cases show their data in the case view up to this size. */
const OPEN_CASE_BYTES = 64 * 1024;
const lenient = new TextDecoder('utf-8');

/**
 * GET /api/get-all-case-result. Null when the viewer may not see case results: the problem
 * hides them (admins still see them), or a contest is running (ACM) or sealed (OI). Non-admins
 * get names and sizes of the test data, never its content, unless a case is open.
 */
export async function getCaseResults(
  platform: Platform,
  viewer: CurrentUser | null,
  submitId: number,
): Promise<CaseResultsView | null> {
  const { db, clock } = platform;
  const row = await findSubmission(db, submitId);
  const [prob] = await db
    .select({ openCaseResult: problem.openCaseResult, judgeCaseMode: problem.judgeCaseMode })
    .from(problem)
    .where(eq(problem.id, row.pid));
  const isAdmin = viewer !== null && isAdminRole(viewer.roles);
  if (row.cid === 0) await assertGroupSubmissionReader(db, viewer, row);
  if (row.cid !== 0) {
    if (!viewer) throw unauthorized('Please login first: case results of contest submissions need a login');
    const contestRow = await findContest(db, row.cid);
    const view = await contestViewOf(db, viewer, contestRow, clock.now());
    if (!view.isContestAdmin) {
      if (contestRow.type === 0 && view.running) return null;
      if (view.resultsSealed) return null;
    }
  }
  if (prob && !prob.openCaseResult && !isAdmin) return null;

  const cases = await db
    .select({
      seq: judgeCase.seq,
      caseId: judgeCase.caseId,
      status: judgeCase.status,
      time: judgeCase.time,
      memory: judgeCase.memory,
      score: judgeCase.score,
      groupNum: judgeCase.groupNum,
      mode: judgeCase.mode,
      inputData: judgeCase.inputData,
      outputData: judgeCase.outputData,
      userOutput: judgeCase.userOutput,
      message: judgeCase.message,
    })
    .from(judgeCase)
    .where(eq(judgeCase.submitId, submitId))
    .orderBy(asc(judgeCase.seq));
  const caseIds = cases.map((c) => c.caseId).filter((id): id is number => id !== null);
  const testData =
    caseIds.length === 0
      ? []
      : await db
          .select({
            id: problemCase.id,
            inputSize: problemCase.inputSize,
            outputSize: problemCase.outputSize,
            inputHash: problemCase.inputHash,
            outputHash: problemCase.outputHash,
            isOpen: problemCase.isOpen,
          })
          .from(problemCase)
          .where(inArray(problemCase.id, caseIds));
  const byId = new Map(testData.map((t) => [t.id, t]));

  const views: JudgeCaseView[] = [];
  for (const c of cases) {
    const data = c.caseId === null ? undefined : byId.get(c.caseId);
    const isOpen = data?.isOpen ?? false;
    const revealed = isAdmin || isOpen;
    let inputData = c.inputData;
    let outputData = c.outputData;
    if (isOpen && data && data.inputSize <= OPEN_CASE_BYTES && data.outputSize <= OPEN_CASE_BYTES) {
      inputData = lenient.decode(await readCaseData(platform.files, data.inputHash));
      outputData = lenient.decode(await readCaseData(platform.files, data.outputHash));
    }
    views.push({
      seq: c.seq,
      caseId: c.caseId,
      status: c.status,
      time: c.time,
      memory: c.memory,
      score: c.score,
      groupNum: c.groupNum,
      inputData,
      outputData,
      inputSize: data?.inputSize ?? null,
      outputSize: data?.outputSize ?? null,
      userOutput: revealed ? c.userOutput : null,
      message: revealed ? c.message : null,
      isOpen,
    });
  }
  const mode = (cases[0]?.mode ?? prob?.judgeCaseMode ?? 'default') as JudgeCaseMode;
  return buildCaseResults(mode, views);
}

/** GET /api/get-last-ac-code: the caller's latest accepted code for a problem (in a contest if cid). */
export async function getLastAcceptedCode(
  db: DbOrTx,
  user: CurrentUser,
  pid: number,
  cid: number,
): Promise<LastAcCode> {
  const [row] = await db
    .select({ code: submission.code, language: submission.language })
    .from(submission)
    .where(
      and(
        eq(submission.uid, user.uid),
        eq(submission.pid, pid),
        eq(submission.cid, cid),
        eq(submission.status, JudgeStatus.ACCEPTED),
      ),
    )
    .orderBy(NEWEST_FIRST)
    .limit(1);
  if (!row) throw badRequest(NOT_PASSED);
  return row;
}

/** The groups among `gids` whose submissions the viewer may see: members and super admin, enabled groups. */
async function readableGroups(
  db: DbOrTx,
  viewer: CurrentUser | null,
  gids: Set<number>,
): Promise<Set<number>> {
  const readable = new Set<number>();
  if (!viewer) return readable;
  for (const gid of gids) {
    const access = await groupAccess(db, gid, viewer).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    });
    if (access?.isMember) readable.add(gid);
  }
  return readable;
}

/**
 * POST /api/check-submissions-status: fresh status of listed submissions made outside contests;
 * a group's submissions only to its members, as the list shows them.
 */
export async function checkSubmissionsStatus(
  db: Db,
  viewer: CurrentUser | null,
  submitIds: readonly number[],
) {
  if (submitIds.length === 0) return {};
  const rows = await db
    .select(recordColumns)
    .from(submission)
    .where(and(inArray(submission.submitId, [...new Set(submitIds)]), eq(submission.cid, 0)));
  const groups = new Set(rows.flatMap((r) => (r.gid === null ? [] : [r.gid])));
  const readable = groups.size === 0 ? groups : await readableGroups(db, viewer, groups);
  return Object.fromEntries(
    rows.filter((r) => r.gid === null || readable.has(r.gid)).map((r) => [r.submitId, r]),
  );
}

/**
 * POST /api/check-contest-submissions-status: the same inside a contest. While the rank is
 * sealed others' later submissions are left out, and OI results stay unknown.
 */
export async function checkContestSubmissionsStatus(
  db: Db,
  user: CurrentUser,
  cid: number | undefined,
  submitIds: readonly number[],
  now: Date,
) {
  if (!cid) throw badRequest('cid is required');
  const contestRow = await findContest(db, cid);
  const view = await contestViewOf(db, user, contestRow, now);
  const sealed = isSealedFor(contestRow, now, view.isContestAdmin);
  if (submitIds.length === 0) return {};
  const rows = await db
    .select(recordColumns)
    .from(submission)
    .where(and(inArray(submission.submitId, [...new Set(submitIds)]), eq(submission.cid, cid)));
  const result: Record<number, (typeof rows)[number]> = {};
  for (const r of rows) {
    const own = r.uid === user.uid;
    if (sealed && !own && contestRow.sealRankTime && r.submitTime >= contestRow.sealRankTime) continue;
    const record = { ...r };
    if (hidesRunDetails(user, r.uid, view)) Object.assign(record, { time: null, memory: null, length: null });
    if (view.resultsSealed && !isPendingStatus(r.status)) {
      Object.assign(record, {
        status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
        score: null,
        oiRankScore: null,
        time: null,
        memory: null,
      });
    }
    result[r.submitId] = record;
  }
  return result;
}
