import { isAdminRole } from '@contract/roles';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { problem, trainingProblem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { type DbOrTx, preparedStatement } from '../../platform/db';
import { assertCanSubmitToContest, type ContestRow, findContest, findContestProblem } from '../contest/index';
import { assertGroupMember, GROUP_LEVEL, groupLevel } from '../group/index';
import { assertCanSubmitInTraining } from '../training/index';

/** What deciding where a submission goes needs of its problem (not its statement: read on every submit). */
const submitProblemColumns = {
  id: problem.id,
  problemId: problem.problemId,
  gid: problem.gid,
  auth: problem.auth,
  isRemote: problem.isRemote,
};
export type ProblemRow = Pick<typeof problem.$inferSelect, keyof typeof submitProblemColumns>;

export const PROBLEM_NOT_FOUND = 'The problem does not exist';

/** Where a submission is made from, resolved and checked. */
export interface SubmitContext {
  problem: ProblemRow;
  /** 0 outside contests. */
  cid: number;
  contest: ContestRow | null;
  contestProblemId: number | null;
  /** The contest's display id of the problem, else the problem id. */
  displayPid: string;
  gid: number | null;
  tid: number | null;
  trainingProblemId: number | null;
  /** Which judge switch governs this submission. */
  scope: 'public' | 'contest' | 'group';
}

async function problemById(db: DbOrTx, pid: number): Promise<ProblemRow> {
  const [row] = await db.select(submitProblemColumns).from(problem).where(eq(problem.id, pid));
  if (!row) throw notFound(PROBLEM_NOT_FOUND);
  return row;
}

const bankProblem = preparedStatement('submit_bank_problem', (db) =>
  db
    .select(submitProblemColumns)
    .from(problem)
    .where(sql`lower(${problem.problemId}) = ${sql.placeholder('problemId')}`),
);

/** A bank problem by its public problem id, which is unique regardless of case. */
async function problemByProblemId(db: DbOrTx, problemId: string): Promise<ProblemRow> {
  const [row] = await bankProblem(db, { problemId: problemId.toLowerCase() });
  if (!row) throw notFound(PROBLEM_NOT_FOUND);
  return row;
}

/**
 * A training's problem by its display id there; a link without its own display id shows the
 * problem's id, as the training's problem list does.
 */
async function trainingProblemRowId(db: DbOrTx, tid: number, displayId: string): Promise<number> {
  const [link] = await db
    .select({ pid: trainingProblem.pid })
    .from(trainingProblem)
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .where(
      and(
        eq(trainingProblem.tid, tid),
        or(
          eq(trainingProblem.displayId, displayId),
          and(
            isNull(trainingProblem.displayId),
            sql`lower(${problem.problemId}) = ${displayId.toLowerCase()}`,
          ),
        ),
      ),
    )
    .limit(1);
  if (!link) throw notFound(PROBLEM_NOT_FOUND);
  return link.pid;
}

/**
 * Resolves and checks where a user submits a problem, named by its display id as HOJ's client
 * sends it: the contest's display id with a cid, the training's with a tid, else the public
 * problem id. A display id is never read as a row id. Throws 404/403 with the reason.
 */
export async function resolveSubmitContext(
  db: DbOrTx,
  user: CurrentUser,
  input: { pid: string; cid: number; gid: number; tid: number },
  now: Date,
): Promise<SubmitContext> {
  if (input.cid > 0) {
    const contestRow = await findContest(db, input.cid);
    await assertCanSubmitToContest(db, user, contestRow, now);
    const link = await findContestProblem(db, contestRow.id, input.pid);
    return {
      problem: await problemById(db, link.pid),
      cid: contestRow.id,
      contest: contestRow,
      contestProblemId: link.id,
      displayPid: link.displayId,
      gid: contestRow.gid,
      tid: null,
      trainingProblemId: null,
      scope: 'contest',
    };
  }
  const row =
    input.tid > 0
      ? await problemById(db, await trainingProblemRowId(db, input.tid, input.pid))
      : await problemByProblemId(db, input.pid);
  return resolveBankContext(db, user, row, { gid: input.gid, tid: input.tid });
}

/** The same checks for a problem named by its row id (the self-test, which HOJ's client sends so). */
export async function resolveProblemContext(
  db: DbOrTx,
  user: CurrentUser,
  pid: number,
): Promise<SubmitContext> {
  return resolveBankContext(db, user, await problemById(db, pid), { gid: 0, tid: 0 });
}

async function resolveBankContext(
  db: DbOrTx,
  user: CurrentUser,
  row: ProblemRow,
  input: { gid: number; tid: number },
): Promise<SubmitContext> {
  let gid: number | null = input.gid > 0 ? input.gid : row.gid;
  let trainingProblemId: number | null = null;
  if (input.tid > 0) {
    const trainingAccess = await assertCanSubmitInTraining(db, user, input.tid, row.id);
    trainingProblemId = trainingAccess.trainingProblemId;
    gid = gid ?? trainingAccess.gid;
  }

  if (gid !== null) {
    const inGroup = row.gid === gid || trainingProblemId !== null;
    if (!inGroup) throw notFound('The problem is not in this group');
    await assertGroupMember(db, gid, user);
    // A private group problem is for the group's admins, as its statement is (problem/policy.ts).
    if (
      row.auth !== 1 &&
      trainingProblemId === null &&
      !isAdminRole(user.roles) &&
      (await groupLevel(db, gid, user.uid)) < GROUP_LEVEL.ADMIN
    ) {
      throw forbidden('Sorry, this problem is not public, so it cannot be submitted');
    }
  } else if (row.auth !== 1 && !isAdminRole(user.roles) && trainingProblemId === null) {
    throw forbidden('Sorry, this problem is not public, so it cannot be submitted');
  }

  return {
    problem: row,
    cid: 0,
    contest: null,
    contestProblemId: null,
    displayPid: row.problemId,
    gid,
    tid: input.tid > 0 ? input.tid : null,
    trainingProblemId,
    scope: gid !== null ? 'group' : 'public',
  };
}
