import type { ContestListItem, ContestListQuery } from '@contract/contest';
import type { Page } from '@contract/envelope';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { contest } from '../../db/schema';
import { coalesce, forgetCoalesced, PUBLIC_LIST_FRESH_MS } from '../../lib/coalesce';
import { containsPattern } from '../../lib/like-pattern';
import type { Db, DbOrTx } from '../../platform/db';
import { contestStatusAt } from './policy';
import { participantCounts } from './registration';

const PUBLIC_LIST_KEY_PREFIX = 'public-contest-list:';

/** Drops the remembered public contest pages after a write that changes what they show. */
export function forgetPublicContestLists(db: Db): void {
  forgetCoalesced(db, PUBLIC_LIST_KEY_PREFIX);
}

/**
 * GET /api/get-contest-list: visible site contests (not a group's) in HOJ's order: by status
 * (scheduled -1, running 0, ended 1), then the latest start first. A page is the same for
 * everyone, so it is read once per PUBLIC_LIST_FRESH_MS however many load it (statuses and
 * participant counts may be that old); keyword searches are read each time.
 */
export function listContests(db: DbOrTx, query: ContestListQuery, now: Date): Promise<Page<ContestListItem>> {
  if (query.keyword) return readContestList(db, query, now);
  return coalesce(db, PUBLIC_LIST_KEY_PREFIX + JSON.stringify(query), () => readContestList(db, query, now), {
    freshForMs: PUBLIC_LIST_FRESH_MS,
  });
}

async function readContestList(
  db: DbOrTx,
  query: ContestListQuery,
  now: Date,
): Promise<Page<ContestListItem>> {
  const status = sql<number>`case when ${now} < ${contest.startTime} then -1 when ${now} <= ${contest.endTime} then 0 else 1 end`;
  const conditions: (SQL | undefined)[] = [eq(contest.visible, true), eq(contest.isGroup, false)];
  if (query.keyword) conditions.push(ilike(contest.title, containsPattern(query.keyword)));
  if (query.status !== undefined) conditions.push(sql`${status} = ${query.status}`);
  if (query.type !== undefined) conditions.push(eq(contest.type, query.type));
  const where = and(...conditions);

  return contestCardPage(db, where, [asc(status), desc(contest.startTime), desc(contest.id)], query, now);
}

/**
 * One page of contest cards (the public list and a group's list share the card): the contests
 * matching `where` in `order`, each with its status at `now` and its participant count.
 */
export async function contestCardPage(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  query: { currentPage: number; limit: number },
  now: Date,
): Promise<Page<ContestListItem>> {
  const [total] = await db.select({ n: count() }).from(contest).where(where);
  const rows = await db
    .select()
    .from(contest)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);

  const countOf = await participantCounts(
    db,
    rows.map((row) => row.id),
  );

  return {
    records: rows.map((row) => ({
      id: row.id,
      author: row.author,
      title: row.title,
      description: row.description,
      type: row.type,
      status: contestStatusAt(row, now),
      source: row.source,
      auth: row.auth,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      duration: row.duration,
      openRank: row.openRank,
      oiRankScoreType: row.oiRankScoreType,
      gid: row.gid,
      allowEndSubmit: row.allowEndSubmit,
      count: countOf.get(row.id) ?? 0,
    })),
    total: Number(total?.n ?? 0),
    current: query.currentPage,
    size: query.limit,
  };
}
