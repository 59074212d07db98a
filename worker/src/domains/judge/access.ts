import { isAdminRole, isRoot, Role } from '@contract/roles';
import { and, eq } from 'drizzle-orm';
import {
  contest,
  contestProblem,
  contestRegister,
  groupMember,
  problem,
  team,
  training,
  trainingProblem,
  trainingRegister,
} from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';

/** Group member levels (group_member.auth). */
const GROUP_MEMBER = 3;
const GROUP_ADMIN = 4;

export type ProblemRow = typeof problem.$inferSelect;
export type ContestRow = typeof contest.$inferSelect;

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

async function groupAuth(db: DbOrTx, gid: number, uid: string): Promise<number> {
  const [row] = await db
    .select({ auth: groupMember.auth })
    .from(groupMember)
    .where(and(eq(groupMember.gid, gid), eq(groupMember.uid, uid)));
  return row?.auth ?? 0;
}

async function requireGroupMember(db: DbOrTx, gid: number, user: CurrentUser) {
  const [group] = await db.select({ id: team.id, status: team.status }).from(team).where(eq(team.id, gid));
  if (!group) throw notFound('The group does not exist');
  if (isRoot(user.roles) || user.roles.includes(Role.ADMIN)) return;
  if (group.status !== 0) throw forbidden('The group has been disabled');
  if ((await groupAuth(db, gid, user.uid)) < GROUP_MEMBER) {
    throw forbidden('Sorry, only members of this group can submit to its problems');
  }
}

/** Root, site admins, the contest's creator, and the admins of its group manage a contest. */
export async function isContestAdmin(db: DbOrTx, user: CurrentUser, row: ContestRow): Promise<boolean> {
  if (isRoot(user.roles) || user.roles.includes(Role.ADMIN) || row.uid === user.uid) return true;
  return row.gid !== null && (await groupAuth(db, row.gid, user.uid)) >= GROUP_ADMIN;
}

/** Spec 2 §4: who may submit to a contest, and when. */
async function checkContestSubmit(db: DbOrTx, user: CurrentUser, row: ContestRow, now: Date) {
  const admin = await isContestAdmin(db, user, row);
  if (!row.visible && !admin) throw notFound('The contest does not exist');
  if (admin) return;
  if (now < row.startTime) throw forbidden('The contest has not started yet');
  if (now > row.endTime && !row.allowEndSubmit) throw forbidden('The contest has ended');
  if (row.auth !== 0) {
    const [registered] = await db
      .select({ id: contestRegister.id })
      .from(contestRegister)
      .where(
        and(
          eq(contestRegister.cid, row.id),
          eq(contestRegister.uid, user.uid),
          eq(contestRegister.status, 0),
        ),
      );
    if (!registered) throw forbidden('Sorry, please register for the contest before submitting');
  }
  if (row.gid !== null) await requireGroupMember(db, row.gid, user);
}

async function checkTraining(db: DbOrTx, user: CurrentUser, tid: number, pid: number) {
  const [row] = await db.select().from(training).where(eq(training.id, tid));
  if (!row) throw notFound('The training does not exist');
  const [link] = await db
    .select({ id: trainingProblem.id })
    .from(trainingProblem)
    .where(and(eq(trainingProblem.tid, tid), eq(trainingProblem.pid, pid)));
  if (!link) throw notFound('The problem is not in this training');
  const admin = isRoot(user.roles) || user.roles.includes(Role.ADMIN) || row.uid === user.uid;
  if (!admin) {
    if (!row.status) throw notFound('The training does not exist');
    if (row.gid !== null) await requireGroupMember(db, row.gid, user);
    if (row.auth === 'Private') {
      const [registered] = await db
        .select({ tid: trainingRegister.tid })
        .from(trainingRegister)
        .where(
          and(
            eq(trainingRegister.tid, tid),
            eq(trainingRegister.uid, user.uid),
            eq(trainingRegister.status, true),
          ),
        );
      if (!registered) throw forbidden('Sorry, please register for the training before submitting');
    }
  }
  return { trainingProblemId: link.id, gid: row.gid };
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
    const [contestRow] = await db.select().from(contest).where(eq(contest.id, input.cid));
    if (!contestRow) throw notFound('The contest does not exist');
    const [link] = await db
      .select({ id: contestProblem.id, displayId: contestProblem.displayId })
      .from(contestProblem)
      .where(and(eq(contestProblem.cid, input.cid), eq(contestProblem.pid, input.pid)));
    if (!link) throw notFound('The problem is not in this contest');
    await checkContestSubmit(db, user, contestRow, now);
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
    const trainingAccess = await checkTraining(db, user, input.tid, input.pid);
    trainingProblemId = trainingAccess.trainingProblemId;
    gid = gid ?? trainingAccess.gid;
  }

  if (gid !== null) {
    const inGroup = row.gid === gid || trainingProblemId !== null;
    if (!inGroup) throw notFound('The problem is not in this group');
    await requireGroupMember(db, gid, user);
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
