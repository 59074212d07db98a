import type { ContestInfo, ContestOutsideInfo } from '@contract/contest';
import { eq } from 'drizzle-orm';
import { contestProblem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { compareDisplayIds } from '../problem/index';
import {
  assertContestListed,
  CONTEST_NOT_FOUND,
  type ContestRow,
  contestStatusAt,
  findContest,
} from './policy';
import { contestProblemColumns } from './problems';
import { participantCounts } from './registration';

async function participantCount(db: DbOrTx, cid: number): Promise<number> {
  return (await participantCounts(db, [cid])).get(cid) ?? 0;
}

/** HOJ's ContestVO, with the server's clock so the countdown does not trust the browser's. */
export function toContestInfo(row: ContestRow, now: Date, participants: number): ContestInfo {
  return {
    id: row.id,
    author: row.author,
    title: row.title,
    type: row.type,
    description: row.description,
    status: contestStatusAt(row, now),
    source: row.source,
    auth: row.auth,
    now: now.toISOString(),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    duration: row.duration,
    sealRank: row.sealRank,
    openPrint: row.openPrint,
    sealRankTime: row.sealRankTime?.toISOString() ?? null,
    rankShowName: row.rankShowName,
    openRank: row.openRank,
    oiRankScoreType: row.oiRankScoreType,
    count: participants,
    gid: row.gid,
    allowEndSubmit: row.allowEndSubmit,
  };
}

/** GET /api/get-contest-info: hidden contests exist only for their admins, group contests for members. */
export async function getContestInfo(
  db: DbOrTx,
  user: CurrentUser,
  cid: number,
  now: Date,
): Promise<ContestInfo> {
  const row = await findContest(db, cid);
  await assertContestListed(db, user, row);
  return toContestInfo(row, now, await participantCount(db, row.id));
}

/**
 * GET /api/get-contest-outsize-info: for the outside scoreboard, open to anyone once the
 * contest started, and only when it opened that board.
 */
export async function getContestOutsideInfo(db: DbOrTx, cid: number, now: Date): Promise<ContestOutsideInfo> {
  const row = await findContest(db, cid);
  if (!row.visible) throw notFound(CONTEST_NOT_FOUND);
  if (!row.openRank) throw forbidden('This contest has not opened its outside scoreboard');
  if (now < row.startTime)
    throw forbidden('This contest is being prepared: its outside scoreboard is not open yet');
  const problemList = await db
    .select(contestProblemColumns)
    .from(contestProblem)
    .where(eq(contestProblem.cid, row.id));
  problemList.sort((a, b) => compareDisplayIds(a.displayId, b.displayId));
  return { contest: toContestInfo(row, now, await participantCount(db, row.id)), problemList };
}
