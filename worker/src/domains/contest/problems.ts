import { type ContestProblemItem, ContestStatus } from '@contract/contest';
import { JudgeStatus } from '@contract/judge-status';
import type { ProblemCountView } from '@contract/problem';
import { EMPTY_PROBLEM_COUNT, problemCountColumn } from '@contract/problem-rules';
import { and, eq, gte, lt, lte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { contestProblem, contestRecord, problem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import type { Db, DbOrTx } from '../../platform/db';
import { compareDisplayIds, problemDetailForScope } from '../problem/index';
import {
  assertContestVisible,
  CONTEST_NOT_FOUND,
  type ContestRow,
  contestStatusAt,
  findContest,
  isContestAdmin,
  isSealedFor,
  unrankedUids,
} from './policy';

/** A contest problem as its lists show it (HOJ ContestProblem). */
export const contestProblemColumns = {
  id: contestProblem.id,
  displayId: contestProblem.displayId,
  cid: contestProblem.cid,
  pid: contestProblem.pid,
  displayTitle: contestProblem.displayTitle,
  color: contestProblem.color,
};

export const CONTEST_PROBLEM_NOT_FOUND = 'The problem does not exist';
/** Problem auth 2: hidden from everyone, inside contests too. */
const HIDDEN_PROBLEM = 2;

type ContestProblemLink = typeof contestProblem.$inferSelect;

/** A contest's problem by its display id there (what HOJ's client names it by). */
export async function findContestProblem(
  db: DbOrTx,
  cid: number,
  displayId: string,
): Promise<ContestProblemLink> {
  const [link] = await db
    .select()
    .from(contestProblem)
    .where(and(eq(contestProblem.cid, cid), eq(contestProblem.displayId, displayId)));
  if (!link) throw notFound(CONTEST_PROBLEM_NOT_FOUND);
  return link;
}

/**
 * Which contest records the per-problem counts take, HOJ's rule: from the start, never the
 * super admins', the creator's or the group roots'; up to the seal time while the rank is
 * sealed for the viewer; up to the end unless after-end submissions are both allowed and asked for.
 */
function countedRecords(
  row: ContestRow,
  unranked: Set<string>,
  viewer: { isAdmin: boolean; containsEnd: boolean },
  now: Date,
): SQL {
  const containsEnd = row.allowEndSubmit && viewer.containsEnd;
  const sealed = isSealedFor(row, now, viewer.isAdmin);
  const conditions: (SQL | undefined)[] = [
    gte(contestRecord.submitTime, row.startTime),
    notInArray(contestRecord.uid, [...unranked]),
    sealed && row.sealRankTime
      ? lt(contestRecord.submitTime, row.sealRankTime)
      : containsEnd
        ? undefined
        : lte(contestRecord.submitTime, row.endTime),
  ];
  return and(...conditions)!;
}

/**
 * Who may read a contest's problem list: contest admins; when the contest opened its outside
 * scoreboard, anyone (signed in or not) once it started; otherwise signed-in users the contest
 * rules let look into it. Answers whether the viewer is a contest admin.
 */
async function assertCanListProblems(db: DbOrTx, user: CurrentUser | null, row: ContestRow, now: Date) {
  if (user && (await isContestAdmin(db, user, row))) return true;
  if (row.openRank) {
    if (!row.visible) throw notFound(CONTEST_NOT_FOUND);
    if (now < row.startTime) throw forbidden('The contest has not started yet');
    return false;
  }
  if (!user) throw unauthorized('Please login first');
  return assertContestVisible(db, user, row, now);
}

/** GET /api/get-contest-problem: the problems in display order with the contest's own ac/total counts. */
export async function getContestProblems(
  db: DbOrTx,
  user: CurrentUser | null,
  input: { cid: number; containsEnd: boolean },
  now: Date,
): Promise<ContestProblemItem[]> {
  const row = await findContest(db, input.cid);
  const isAdmin = await assertCanListProblems(db, user, row, now);
  const counted = countedRecords(
    row,
    await unrankedUids(db, row),
    { isAdmin, containsEnd: input.containsEnd },
    now,
  );
  const rows = await db
    .select({
      ...contestProblemColumns,
      ac: sql<number>`(select count(*) from ${contestRecord} where ${contestRecord.cpid} = ${contestProblem.id}
        and ${contestRecord.cid} = ${row.id} and ${contestRecord.status} = ${JudgeStatus.ACCEPTED} and ${counted})`.mapWith(
        Number,
      ),
      total:
        sql<number>`(select count(*) from ${contestRecord} where ${contestRecord.cpid} = ${contestProblem.id}
        and ${contestRecord.cid} = ${row.id} and ${counted})`.mapWith(Number),
    })
    .from(contestProblem)
    .innerJoin(problem, eq(problem.id, contestProblem.pid))
    .where(and(eq(contestProblem.cid, row.id), ne(problem.auth, HIDDEN_PROBLEM)));
  return rows.sort((a, b) => compareDisplayIds(a.displayId, b.displayId));
}

/**
 * GET /api/get-contest-problem-details: the problem page inside a contest, titled as the
 * contest shows it. Until the contest ends it hides the author, source and tags, and its
 * counters are the contest's own (sealed as the problem list is).
 */
export async function getContestProblemDetails(
  db: Db,
  user: CurrentUser,
  input: { cid: number; displayId: string; containsEnd: boolean },
  now: Date,
) {
  const row = await findContest(db, input.cid);
  const isAdmin = await assertContestVisible(db, user, row, now);
  const link = await findContestProblem(db, row.id, input.displayId);
  const detail = await problemDetailForScope(db, link.pid);
  if (!detail) throw notFound(CONTEST_PROBLEM_NOT_FOUND);
  if (detail.problem.auth === HIDDEN_PROBLEM)
    throw forbidden('This contest problem is not available at the moment');

  const counted = countedRecords(
    row,
    await unrankedUids(db, row),
    { isAdmin, containsEnd: input.containsEnd },
    now,
  );
  const byStatus = await db
    .select({ status: contestRecord.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(contestRecord)
    .where(and(eq(contestRecord.cid, row.id), eq(contestRecord.cpid, link.id), counted))
    .groupBy(contestRecord.status);
  const problemCount: ProblemCountView = { ...EMPTY_PROBLEM_COUNT };
  for (const { status, n } of byStatus) {
    problemCount.total += n;
    const field = problemCountColumn(status);
    if (field) problemCount[field] += n;
  }

  const ended = contestStatusAt(row, now) === ContestStatus.ENDED;
  return {
    ...detail,
    problem: {
      ...detail.problem,
      title: link.displayTitle,
      author: ended ? detail.problem.author : null,
      source: ended ? detail.problem.source : null,
    },
    tags: ended ? detail.tags : [],
    problemCount,
  };
}
