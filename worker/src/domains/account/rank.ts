import type { RankRecord, RecentAcRankRecord } from '@contract/account';
import type { Page } from '@contract/envelope';
import { JudgeStatus } from '@contract/judge-status';
import { and, asc, count, countDistinct, desc, eq, gte, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { submission, userInfo, userRecord } from '../../db/schema';
import { coalesce } from '../../lib/coalesce';
import { containsPattern } from '../../lib/like-pattern';
import type { SharedPageArea } from '../../lib/shared-page';
import type { DbOrTx } from '../../platform/db';

type RankListQuery = { currentPage: number; limit: number; type: 'ACM' | 'OI'; searchUser?: string };

/**
 * How long a page of the rank list is served from memory: many people load the same first pages
 * and the order moves with verdicts only, so a page may be this old (HOJ keeps them 60 s).
 * Searches are read fresh each time.
 */
const RANK_PAGE_FRESH_MS = 1000;

/**
 * The rank lists as anonymous visitors get them from the shared cache (lib/shared-page.ts): they
 * move with every verdict anyway, so a page may be a few seconds old (HOJ keeps them 60 s).
 */
export const RANK_PAGES: SharedPageArea = { name: 'rank', ttlSeconds: 5 };

/** GET /api/get-rank-list. */
export function getRankList(db: DbOrTx, query: RankListQuery): Promise<Page<RankRecord>> {
  if (query.searchUser?.trim()) return readRankList(db, query);
  const key = `rank-list:${query.type}:${query.limit}:${query.currentPage}`;
  return coalesce(db, key, () => readRankList(db, query), { freshForMs: RANK_PAGE_FRESH_MS });
}

async function readRankList(db: DbOrTx, query: RankListQuery): Promise<Page<RankRecord>> {
  const conditions: SQL[] = [eq(userInfo.status, 0)];
  const search = query.searchUser?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(userInfo.username, pattern),
        ilike(userInfo.nickname, pattern),
        ilike(userInfo.realname, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const order =
    query.type === 'ACM'
      ? [desc(userRecord.acCount), asc(userRecord.submissionCount), asc(userInfo.username)]
      : [
          desc(userRecord.oiScore),
          desc(userRecord.acCount),
          asc(userRecord.submissionCount),
          asc(userInfo.username),
        ];

  const [{ total }] = (await db
    .select({ total: count() })
    .from(userRecord)
    .innerJoin(userInfo, eq(userInfo.uid, userRecord.uid))
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({
      uid: userInfo.uid,
      username: userInfo.username,
      nickname: userInfo.nickname,
      avatar: userInfo.avatar,
      titleName: userInfo.titleName,
      titleColor: userInfo.titleColor,
      signature: userInfo.signature,
      ac: userRecord.acCount,
      total: userRecord.submissionCount,
      score: userRecord.oiScore,
    })
    .from(userRecord)
    .innerJoin(userInfo, eq(userInfo.uid, userRecord.uid))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  const records: RankRecord[] = rows.map(({ score, ...row }) =>
    query.type === 'OI' ? { ...row, score } : row,
  );
  return { records, total: Number(total), current: query.currentPage, size: query.limit };
}

const SEVEN_DAYS_MS = 7 * 24 * 3600 * 1000;

/**
 * The ten users who solved the most distinct problems outside contests and groups in the last 7
 * days (HOJ counts user_acproblem, which records no group submission).
 */
export async function getRecentSevenAcRank(db: DbOrTx, now: Date): Promise<RecentAcRankRecord[]> {
  const ac = countDistinct(submission.pid);
  const rows = await db
    .select({
      uid: userInfo.uid,
      username: userInfo.username,
      avatar: userInfo.avatar,
      titleName: userInfo.titleName,
      titleColor: userInfo.titleColor,
      ac,
    })
    .from(submission)
    .innerJoin(userInfo, eq(userInfo.uid, submission.uid))
    .where(
      and(
        eq(submission.status, JudgeStatus.ACCEPTED),
        eq(submission.cid, 0),
        isNull(submission.gid),
        gte(submission.submitTime, new Date(now.getTime() - SEVEN_DAYS_MS)),
        eq(userInfo.status, 0),
      ),
    )
    .groupBy(userInfo.uid)
    .orderBy(desc(ac), asc(userInfo.username))
    .limit(10);
  return rows.map((row) => ({ ...row, ac: Number(row.ac) }));
}
