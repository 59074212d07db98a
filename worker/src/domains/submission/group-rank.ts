import { type GroupRankPage, GroupRankType, type groupRankListQuery } from '@contract/group-rank';
import { JudgeStatus } from '@contract/judge-status';
import { and, asc, count, desc, eq, gte, ilike, max, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { groupMember, submission, userInfo } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { containsPattern } from '../../lib/like-pattern';
import type { DbOrTx } from '../../platform/db';
import { assertGroupReader, GROUP_LEVEL } from '../group/index';

/**
 * GET /api/get-group-rank-list (spec 3 §2 Group rank; HOJ GroupRankManager): the group's
 * members (levels 3 to 5, enabled accounts) ranked by their submissions to the group's problems
 * outside contests. ACM: accepted problems, then fewer submissions; OI: the sum of each
 * problem's best OI rank score, then accepted problems. Ties fall back to the username so
 * pages never overlap. Read fresh: members and verdicts change it at once.
 */
export async function getGroupRankList(
  db: DbOrTx,
  user: CurrentUser,
  query: z.output<typeof groupRankListQuery>,
): Promise<GroupRankPage> {
  await assertGroupReader(db, query.gid, user);
  const inGroup = and(eq(submission.gid, query.gid), eq(submission.cid, 0));

  const tally = db
    .select({
      uid: submission.uid,
      ac: sql<number>`count(distinct ${submission.pid}) filter (where ${submission.status} = ${JudgeStatus.ACCEPTED})`.as(
        'ac',
      ),
      total: count().as('total'),
    })
    .from(submission)
    .where(inGroup)
    .groupBy(submission.uid)
    .as('tally');
  const best = db
    .select({ uid: submission.uid, best: max(submission.oiRankScore).as('best') })
    .from(submission)
    .where(inGroup)
    .groupBy(submission.uid, submission.pid)
    .as('best');
  const scores = db
    .select({ uid: best.uid, score: sql<number>`sum(${best.best})`.as('score') })
    .from(best)
    .groupBy(best.uid)
    .as('scores');

  const conditions: SQL[] = [
    eq(groupMember.gid, query.gid),
    gte(groupMember.auth, GROUP_LEVEL.MEMBER),
    eq(userInfo.status, 0),
  ];
  if (query.searchUser) {
    const pattern = containsPattern(query.searchUser);
    conditions.push(
      or(
        ilike(userInfo.username, pattern),
        ilike(userInfo.nickname, pattern),
        ilike(userInfo.realname, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const ac = sql<number>`coalesce(${tally.ac}, 0)`;
  const total = sql<number>`coalesce(${tally.total}, 0)`;
  const score = sql<number>`coalesce(${scores.score}, 0)`;
  const order =
    query.type === GroupRankType.ACM
      ? [desc(ac), asc(total), asc(userInfo.username)]
      : [desc(score), desc(ac), asc(total), asc(userInfo.username)];

  const [counted] = await db
    .select({ n: count() })
    .from(groupMember)
    .innerJoin(userInfo, eq(userInfo.uid, groupMember.uid))
    .where(where);
  const rows = await db
    .select({
      uid: userInfo.uid,
      username: userInfo.username,
      nickname: userInfo.nickname,
      avatar: userInfo.avatar,
      titleName: userInfo.titleName,
      titleColor: userInfo.titleColor,
      ac,
      total,
      score,
    })
    .from(groupMember)
    .innerJoin(userInfo, eq(userInfo.uid, groupMember.uid))
    .leftJoin(tally, eq(tally.uid, groupMember.uid))
    .leftJoin(scores, eq(scores.uid, groupMember.uid))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return {
    records: rows.map((row) => ({
      ...row,
      ac: Number(row.ac),
      total: Number(row.total),
      score: Number(row.score),
    })),
    total: Number(counted?.n ?? 0),
    current: query.currentPage,
    size: query.limit,
  };
}
