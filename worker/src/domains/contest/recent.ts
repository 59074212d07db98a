import type { RecentContest } from '@contract/contest';
import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import { contest } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';
import { contestStatusAt } from './policy';
import { participantCounts } from './registration';

/** How far ahead the home page looks for upcoming contests (HOJ shows the next 14 days too). */
export const RECENT_CONTEST_HORIZON_DAYS = 14;
/** Cards on the home page. */
export const RECENT_CONTEST_LIMIT = 5;

/**
 * The home page's contest cards: visible site contests (not a group's) that are running now or
 * start within the horizon, soonest first, with their registered participant counts.
 */
export async function getRecentContests(db: DbOrTx, now: Date): Promise<RecentContest[]> {
  const horizon = new Date(now.getTime() + RECENT_CONTEST_HORIZON_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .select({
      id: contest.id,
      title: contest.title,
      type: contest.type,
      auth: contest.auth,
      startTime: contest.startTime,
      endTime: contest.endTime,
      duration: contest.duration,
    })
    .from(contest)
    .where(
      and(
        eq(contest.visible, true),
        eq(contest.isGroup, false),
        gte(contest.endTime, now),
        lte(contest.startTime, horizon),
      ),
    )
    .orderBy(asc(contest.startTime), asc(contest.id))
    .limit(RECENT_CONTEST_LIMIT);
  if (rows.length === 0) return [];

  const countOf = await participantCounts(
    db,
    rows.map((row) => row.id),
  );

  return rows.map((row) => ({
    ...row,
    status: contestStatusAt(row, now),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    count: countOf.get(row.id) ?? 0,
  }));
}

/** The admin dashboard's count of the same contests, without the card limit (HOJ's recentContestNum). */
export async function countRecentContests(db: DbOrTx, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + RECENT_CONTEST_HORIZON_DAYS * 24 * 3600 * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(contest)
    .where(
      and(
        eq(contest.visible, true),
        eq(contest.isGroup, false),
        gte(contest.endTime, now),
        lte(contest.startTime, horizon),
      ),
    );
  return row?.n ?? 0;
}
