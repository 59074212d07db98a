import { ContestType } from '@contract/contest';
import type { ContestAcInfoItem } from '@contract/contest-activity';
import type { Page } from '@contract/envelope';
import { JudgeStatus } from '@contract/judge-status';
import { and, asc, between, count, eq, notInArray, sql } from 'drizzle-orm';
import { contestProblem, contestRecord, userInfo } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { type ContestRow, findContest, isContestAdmin, unrankedUids } from './policy';

/**
 * The AC helper (HOJ getACInfo): each user's first accept of each problem during the contest,
 * for the balloon runners. The contest's creator and super admins hand out no balloons to
 * themselves, so their records are left out.
 */

const NOT_CONTEST_ADMIN = 'Sorry, only the admins of this contest can use the AC helper';
const ACM_ONLY = 'The AC helper is only for ACM contests';

async function adminAcmContest(db: DbOrTx, user: CurrentUser, cid: number): Promise<ContestRow> {
  const row = await findContest(db, cid);
  if (!(await isContestAdmin(db, user, row))) throw forbidden(NOT_CONTEST_ADMIN);
  if (row.type !== ContestType.ACM) throw badRequest(ACM_ONLY);
  return row;
}

/** One row per user and problem: the earliest accepted record within the contest's time. */
function firstAccepts(db: DbOrTx, row: ContestRow, unranked: Set<string>) {
  return db
    .selectDistinctOn([contestRecord.uid, contestRecord.cpid], {
      id: contestRecord.id,
      cid: contestRecord.cid,
      uid: contestRecord.uid,
      pid: contestRecord.pid,
      cpid: contestRecord.cpid,
      displayId: contestRecord.displayId,
      recordUsername: contestRecord.username,
      recordRealname: contestRecord.realname,
      time: contestRecord.time,
      status: contestRecord.status,
      checked: contestRecord.checked,
      submitId: contestRecord.submitId,
      submitTime: contestRecord.submitTime,
    })
    .from(contestRecord)
    .where(
      and(
        eq(contestRecord.cid, row.id),
        eq(contestRecord.status, JudgeStatus.ACCEPTED),
        between(contestRecord.submitTime, row.startTime, row.endTime),
        notInArray(contestRecord.uid, [...unranked]),
      ),
    )
    .orderBy(contestRecord.uid, contestRecord.cpid, contestRecord.submitTime, contestRecord.submitId)
    .as('first_accepts');
}

/** Not yet checked first, then by submit time, as HOJ lists them. */
export async function listContestAcInfo(
  db: DbOrTx,
  user: CurrentUser,
  query: { cid: number; currentPage: number; limit: number },
): Promise<Page<ContestAcInfoItem>> {
  const row = await adminAcmContest(db, user, query.cid);
  const firsts = firstAccepts(db, row, await unrankedUids(db, row));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(firsts),
    db
      .select({
        id: firsts.id,
        cid: firsts.cid,
        uid: firsts.uid,
        pid: firsts.pid,
        displayId: firsts.displayId,
        username: sql<string>`coalesce(${userInfo.username}, ${firsts.recordUsername})`,
        realname: sql<string | null>`coalesce(${userInfo.realname}, ${firsts.recordRealname})`,
        time: firsts.time,
        status: firsts.status,
        checked: firsts.checked,
        submitId: firsts.submitId,
        submitTime: firsts.submitTime,
        // First blood: the earliest of the listed accepts of the problem.
        firstBlood: sql<boolean>`${firsts.id} = first_value(${firsts.id}) over (partition by ${firsts.pid} order by ${firsts.submitTime}, ${firsts.submitId})`,
        color: contestProblem.color,
      })
      .from(firsts)
      .leftJoin(userInfo, eq(userInfo.uid, firsts.uid))
      .leftJoin(contestProblem, eq(contestProblem.id, firsts.cpid))
      .orderBy(asc(firsts.checked), asc(firsts.submitTime), asc(firsts.submitId))
      .limit(query.limit)
      .offset((query.currentPage - 1) * query.limit),
  ]);
  return {
    records: rows.map((r) => ({
      ...r,
      status: r.status ?? JudgeStatus.ACCEPTED,
      submitTime: r.submitTime.toISOString(),
    })),
    total: total?.n ?? 0,
    current: query.currentPage,
    size: query.limit,
  };
}

/** The balloon runner marks a first accept delivered (or not): only accepted records of this contest. */
export async function checkContestAcInfo(
  db: DbOrTx,
  user: CurrentUser,
  input: { id: number; cid: number; checked: boolean },
): Promise<void> {
  await adminAcmContest(db, user, input.cid);
  const updated = await db
    .update(contestRecord)
    .set({ checked: input.checked })
    .where(
      and(
        eq(contestRecord.id, input.id),
        eq(contestRecord.cid, input.cid),
        eq(contestRecord.status, JudgeStatus.ACCEPTED),
      ),
    )
    .returning({ id: contestRecord.id });
  if (updated.length === 0) throw notFound('The accepted record does not exist in this contest');
}
