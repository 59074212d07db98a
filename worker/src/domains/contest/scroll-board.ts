import { ContestType } from '@contract/contest';
import type { ScrollBoardInfo, ScrollBoardSubmission } from '@contract/contest-board';
import { JudgeStatus } from '@contract/judge-status';
import { and, desc, eq, lt, ne, notInArray } from 'drizzle-orm';
import { contestProblem, contestRecord, problem, userInfo } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { starAccountsOf } from './board-cache';
import { type ContestRow, unrankedUids } from './policy';

/**
 * The scroll board (the award-ceremony reveal, HOJ ContestScrollBoardManager): the contest's
 * facts and every ranked submission, which the client replays from the sealed board. Only an
 * ended, sealed ACM contest rolls.
 */

const PRIVATE_PROBLEM = 2;

function assertRollable(row: ContestRow, now: Date) {
  if (row.type !== ContestType.ACM) throw badRequest('Only an ACM contest can roll its scoreboard');
  if (!row.sealRank) throw badRequest('The contest does not seal its rank, so there is nothing to roll');
  if (now <= row.endTime) throw badRequest('The scoreboard rolls only after the contest has ended');
}

/** The problems the reveal shows: the contest's, without private bank problems (as HOJ). */
async function shownProblems(db: DbOrTx, cid: number) {
  return db
    .select({ displayId: contestProblem.displayId, color: contestProblem.color })
    .from(contestProblem)
    .innerJoin(problem, eq(problem.id, contestProblem.pid))
    .where(and(eq(contestProblem.cid, cid), ne(problem.auth, PRIVATE_PROBLEM)))
    .orderBy(contestProblem.displayId);
}

/** GET /api/get-contest-scroll-board-info. */
export async function scrollBoardInfo(db: DbOrTx, row: ContestRow, now: Date): Promise<ScrollBoardInfo> {
  assertRollable(row, now);
  const problems = await shownProblems(db, row.id);
  return {
    id: row.id,
    rankShowName: row.rankShowName,
    problemCount: problems.length,
    balloonColor: Object.fromEntries(problems.map((p) => [p.displayId, p.color])),
    startTime: row.startTime.toISOString(),
    sealRankTime: row.sealRankTime?.toISOString() ?? null,
    starUserList: starAccountsOf(row),
  };
}

/**
 * GET /api/get-contest-scroll-board-submission: the contest's submissions before the end,
 * newest first, without cancelled ones, super admins', the creator's, or (with removeStar)
 * star users'.
 */
export async function scrollBoardSubmissions(
  db: DbOrTx,
  row: ContestRow,
  now: Date,
  removeStar: boolean,
): Promise<ScrollBoardSubmission[]> {
  assertRollable(row, now);
  const unranked = await unrankedUids(db, row);
  const shown = new Set((await shownProblems(db, row.id)).map((p) => p.displayId));
  const stars = new Set(removeStar ? starAccountsOf(row) : []);
  const rows = await db
    .select({
      uid: contestRecord.uid,
      username: userInfo.username,
      nickname: userInfo.nickname,
      realname: userInfo.realname,
      school: userInfo.school,
      avatar: userInfo.avatar,
      gender: userInfo.gender,
      submitId: contestRecord.submitId,
      status: contestRecord.status,
      submitTime: contestRecord.submitTime,
      displayId: contestRecord.displayId,
    })
    .from(contestRecord)
    .innerJoin(userInfo, eq(userInfo.uid, contestRecord.uid))
    .where(
      and(
        eq(contestRecord.cid, row.id),
        lt(contestRecord.submitTime, row.endTime),
        notInArray(contestRecord.uid, [...unranked]),
      ),
    )
    .orderBy(desc(contestRecord.submitId));
  return rows
    .filter((r) => r.status !== JudgeStatus.CANCELLED && shown.has(r.displayId) && !stars.has(r.username))
    .map((r) => ({
      ...r,
      status: r.status ?? JudgeStatus.PENDING,
      submitTime: r.submitTime.toISOString(),
    }));
}
