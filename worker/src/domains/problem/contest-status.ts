import { JudgeStatus } from '@contract/judge-status';
import type { FullScreenProblem } from '@contract/problem';
import { isAdminRole } from '@contract/roles';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  contest,
  contestProblem,
  contestRegister,
  problem,
  submission,
  training,
  trainingProblem,
  trainingRegister,
} from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { isContestAdmin } from '../judge/access';
import { publicProblemStatus, type StatusEntry } from './list-service';
import { compareDisplayIds } from './natural-order';

export type ContestRow = typeof contest.$inferSelect;

export const CONTEST_NOT_FOUND = 'The contest does not exist';

/**
 * HOJ's sealed-rank rule: after the seal time while the contest runs, and after the end
 * unless the rank turns real-time automatically. Contest admins are never sealed off.
 */
export function isSealedFor(
  row: Pick<ContestRow, 'sealRank' | 'sealRankTime' | 'startTime' | 'endTime' | 'autoRealRank'>,
  now: Date,
  isAdmin: boolean,
): boolean {
  if (isAdmin || !row.sealRank || !row.sealRankTime) return false;
  if (now < row.startTime) return false;
  if (now <= row.endTime) return now >= row.sealRankTime;
  return !row.autoRealRank;
}

export interface SubmissionOutcome {
  pid: number;
  status: number;
  score: number | null;
}

/**
 * A user's standing on contest problems from their submissions, newest first: ACM shows
 * accepted once accepted, else the latest verdict; OI shows the latest or the highest score
 * (contest.oiRankScoreType), or "submitted, result unknown" (-5) while the rank is sealed.
 */
export function contestStanding(
  rules: { type: number; oiRankScoreType: string; sealed: boolean },
  newestFirst: readonly SubmissionOutcome[],
  pids: readonly number[],
): Map<number, StatusEntry> {
  const result = new Map<number, StatusEntry>();
  for (const pid of pids) {
    const mine = newestFirst.filter((s) => s.pid === pid);
    if (mine.length === 0) {
      result.set(pid, { status: JudgeStatus.NOT_SUBMITTED, score: null });
    } else if (rules.type === 0) {
      const accepted = mine.some((s) => s.status === JudgeStatus.ACCEPTED);
      result.set(pid, { status: accepted ? JudgeStatus.ACCEPTED : mine[0]!.status, score: null });
    } else if (rules.sealed) {
      result.set(pid, { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null });
    } else if (rules.oiRankScoreType === 'Highest') {
      const best = mine.reduce((top, s) => ((s.score ?? -1) > (top.score ?? -1) ? s : top), mine[0]!);
      result.set(pid, { status: best.status, score: best.score });
    } else {
      result.set(pid, { status: mine[0]!.status, score: mine[0]!.score });
    }
  }
  return result;
}

export async function findContest(db: DbOrTx, cid: number): Promise<ContestRow> {
  const [row] = await db.select().from(contest).where(eq(contest.id, cid));
  if (!row) throw notFound(CONTEST_NOT_FOUND);
  return row;
}

/** Who may look into a contest's problems: its admins; others once it started, registered if private. */
export async function assertContestVisible(
  db: DbOrTx,
  user: CurrentUser,
  row: ContestRow,
  now: Date,
): Promise<boolean> {
  const admin = await isContestAdmin(db, user, row);
  if (admin) return true;
  if (!row.visible) throw notFound(CONTEST_NOT_FOUND);
  if (now < row.startTime) throw forbidden('The contest has not started yet');
  if (row.auth === 1) {
    const [registered] = await db
      .select({ id: contestRegister.id })
      .from(contestRegister)
      .where(and(eq(contestRegister.cid, row.id), eq(contestRegister.uid, user.uid)));
    if (!registered) throw forbidden('Sorry, this is a private contest: register for it first');
  }
  return false;
}

export async function contestProblemStatus(
  db: DbOrTx,
  user: CurrentUser,
  row: ContestRow,
  pids: readonly number[],
  options: { now: Date; isAdmin: boolean; containsEnd: boolean },
): Promise<Map<number, StatusEntry>> {
  const unique = [...new Set(pids)];
  const mine =
    unique.length === 0
      ? []
      : await db
          .select({ pid: submission.pid, status: submission.status, score: submission.score })
          .from(submission)
          .where(
            and(
              eq(submission.uid, user.uid),
              eq(submission.cid, row.id),
              inArray(submission.pid, unique),
              options.containsEnd ? undefined : lte(submission.submitTime, row.endTime),
            ),
          )
          .orderBy(sql`${submission.submitId} desc nulls last`);
  const sealed = isSealedFor(row, options.now, options.isAdmin);
  return contestStanding({ type: row.type, oiRankScoreType: row.oiRankScoreType, sealed }, mine, unique);
}

/** GET /api/get-full-screen-problem-list: the focus-mode navigation of a contest or a training. */
export async function fullScreenProblemList(
  db: DbOrTx,
  user: CurrentUser | null,
  target: { cid?: number; tid?: number },
  now: Date,
): Promise<FullScreenProblem[]> {
  if (target.cid) {
    if (!user) throw unauthorized();
    const row = await findContest(db, target.cid);
    const isAdmin = await assertContestVisible(db, user, row, now);
    const problems = await db
      .select({
        pid: contestProblem.pid,
        problemId: contestProblem.displayId,
        title: contestProblem.displayTitle,
      })
      .from(contestProblem)
      .where(eq(contestProblem.cid, row.id));
    problems.sort((a, b) => compareDisplayIds(a.problemId, b.problemId));
    const statuses = await contestProblemStatus(
      db,
      user,
      row,
      problems.map((p) => p.pid),
      { now, isAdmin, containsEnd: true },
    );
    return problems.map((p) => ({ ...p, ...statuses.get(p.pid)! }));
  }
  if (target.tid) {
    const [row] = await db.select().from(training).where(eq(training.id, target.tid));
    if (!row) throw notFound('The training does not exist');
    const admin = user !== null && (isAdminRole(user.roles) || row.uid === user.uid);
    if (!admin && !row.status) throw notFound('The training does not exist');
    if (!admin && row.auth === 'Private') {
      const registered =
        user !== null &&
        (
          await db
            .select({ tid: trainingRegister.tid })
            .from(trainingRegister)
            .where(and(eq(trainingRegister.tid, row.id), eq(trainingRegister.uid, user.uid)))
        ).length > 0;
      if (!registered) throw forbidden('Sorry, this is a private training: register for it first');
    }
    const problems = await db
      .select({
        pid: problem.id,
        problemId: problem.problemId,
        displayId: trainingProblem.displayId,
        title: problem.title,
      })
      .from(trainingProblem)
      .innerJoin(problem, eq(problem.id, trainingProblem.pid))
      .where(eq(trainingProblem.tid, row.id))
      .orderBy(asc(trainingProblem.rank), asc(trainingProblem.id));
    const statuses = user
      ? await publicProblemStatus(
          db,
          user.uid,
          problems.map((p) => p.pid),
        )
      : null;
    return problems.map((p) => ({
      pid: p.pid,
      problemId: p.displayId || p.problemId,
      title: p.title,
      ...(statuses?.get(p.pid) ?? { status: JudgeStatus.NOT_SUBMITTED, score: null }),
    }));
  }
  throw badRequest('tid or cid is required');
}
