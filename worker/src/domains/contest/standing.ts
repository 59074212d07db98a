import { JudgeStatus } from '@contract/judge-status';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { submission } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import type { DbOrTx } from '../../platform/db';
import type { StatusEntry } from '../problem/index';
import { type ContestRow, findContest, isContestAdmin, isSealedFor } from './policy';

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

/** A user's standing on the given problems of a contest, as the contest's rules and seal show it. */
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

/**
 * GET /api/get-user-problem-status for a contest's problem list: the caller's standing on them.
 * Submissions after the end count only where the contest allows them and the caller asks (HOJ).
 */
export async function myContestProblemStatus(
  db: DbOrTx,
  user: CurrentUser,
  cid: number,
  pids: readonly number[],
  options: { now: Date; containsEnd: boolean },
): Promise<Map<number, StatusEntry>> {
  const row = await findContest(db, cid);
  const isAdmin = await isContestAdmin(db, user, row);
  const containsEnd = row.allowEndSubmit && options.containsEnd;
  return contestProblemStatus(db, user, row, pids, { now: options.now, containsEnd, isAdmin });
}
