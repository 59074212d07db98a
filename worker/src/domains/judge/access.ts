import { isAdminRole } from '@contract/roles';
import { and, eq } from 'drizzle-orm';
import { contestProblem, problem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { assertCanSubmitToContest, type ContestRow, findContest } from '../contest/index';
import { assertGroupMember } from '../group/index';
import { assertCanSubmitInTraining } from '../training/index';

export type ProblemRow = typeof problem.$inferSelect;

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

/**
 * Resolves and checks where a user submits (or self-tests) a problem: a contest, a group, a
 * training or the public bank. Throws 404/403 with the reason.
 */
export async function resolveSubmitContext(
  db: DbOrTx,
  user: CurrentUser,
  input: { pid: number; cid: number; gid: number; tid: number },
  now: Date,
): Promise<SubmitContext> {
  const [row] = await db.select().from(problem).where(eq(problem.id, input.pid));
  if (!row) throw notFound('The problem does not exist');

  if (input.cid > 0) {
    const contestRow = await findContest(db, input.cid);
    const [link] = await db
      .select({ id: contestProblem.id, displayId: contestProblem.displayId })
      .from(contestProblem)
      .where(and(eq(contestProblem.cid, input.cid), eq(contestProblem.pid, input.pid)));
    if (!link) throw notFound('The problem is not in this contest');
    await assertCanSubmitToContest(db, user, contestRow, now);
    return {
      problem: row,
      cid: input.cid,
      contest: contestRow,
      contestProblemId: link.id,
      displayPid: link.displayId,
      gid: contestRow.gid,
      tid: null,
      trainingProblemId: null,
      scope: 'contest',
    };
  }

  let gid: number | null = input.gid > 0 ? input.gid : row.gid;
  let trainingProblemId: number | null = null;
  if (input.tid > 0) {
    const trainingAccess = await assertCanSubmitInTraining(db, user, input.tid, input.pid);
    trainingProblemId = trainingAccess.trainingProblemId;
    gid = gid ?? trainingAccess.gid;
  }

  if (gid !== null) {
    const inGroup = row.gid === gid || trainingProblemId !== null;
    if (!inGroup) throw notFound('The problem is not in this group');
    await assertGroupMember(db, gid, user);
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
