import type { Page } from '@contract/envelope';
import { JudgeStatus } from '@contract/judge-status';
import { PROBLEM_AUTH } from '@contract/limits';
import type {
  Announcement,
  CarouselImage,
  LastWeekSubmissionStatistics,
  RecentUpdatedProblem,
  WebsiteConfig,
} from '@contract/site';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { announcement, homeCarousel, problem, submission, userInfo } from '../../db/schema';
import type { SharedPageArea } from '../../lib/shared-page';
import type { DbOrTx } from '../../platform/db';
import { readCache, writeCache } from './cache';
import { readConfig } from './config';
import { addDays, lastUtcDays, startOfUtcDay } from './dates';

/**
 * The public configuration as anonymous visitors get it from the shared cache (lib/shared-page.ts):
 * for a few seconds, and at once through the isolate that saved it (the website and switch
 * writers renew the area).
 */
export const SITE_CONFIG_PAGES: SharedPageArea = { name: 'site-config', ttlSeconds: 5 };

/** What every visitor may see of the configuration: the website section plus the discussion switches. */
export async function getPublicWebsiteConfig(db: DbOrTx): Promise<WebsiteConfig> {
  const website = await readConfig(db, 'website');
  const switches = await readConfig(db, 'switch');
  return {
    name: website.name,
    shortName: website.shortName,
    description: website.description,
    register: website.register,
    openPublicDiscussion: switches.openPublicDiscussion,
    openGroupDiscussion: switches.openGroupDiscussion,
    openContestComment: switches.openContestComment,
    recordName: website.recordName,
    recordUrl: website.recordUrl,
    projectName: website.projectName,
    projectUrl: website.projectUrl,
  };
}

export async function getHomeCarousel(db: DbOrTx): Promise<CarouselImage[]> {
  return db
    .select({ id: homeCarousel.id, url: homeCarousel.url })
    .from(homeCarousel)
    .orderBy(asc(homeCarousel.id));
}

/**
 * One page of site-wide announcements (no group), newest first: the visible ones for the home
 * page, hidden ones too for the admin list.
 */
export async function siteAnnouncementPage(
  db: DbOrTx,
  paging: { currentPage: number; limit: number },
  options: { hiddenToo: boolean },
): Promise<Page<Announcement>> {
  const where = options.hiddenToo ? undefined : eq(announcement.status, 0);
  const [{ total }] = (await db.select({ total: count() }).from(announcement).where(where)) as [
    { total: number },
  ];
  const records = await db
    .select({
      id: announcement.id,
      title: announcement.title,
      content: announcement.content,
      status: announcement.status,
      uid: announcement.uid,
      username: userInfo.username,
      gmtCreate: announcement.gmtCreate,
      gmtModified: announcement.gmtModified,
    })
    .from(announcement)
    .leftJoin(userInfo, eq(userInfo.uid, announcement.uid))
    .where(where)
    .orderBy(desc(announcement.id))
    .limit(paging.limit)
    .offset((paging.currentPage - 1) * paging.limit);
  return {
    records: records.map((r) => ({
      ...r,
      gmtCreate: r.gmtCreate.toISOString(),
      gmtModified: r.gmtModified.toISOString(),
    })),
    total: Number(total),
    current: paging.currentPage,
    size: paging.limit,
  };
}

/** Visible site-wide announcements, newest first (the home page). */
export const getCommonAnnouncements = (db: DbOrTx, paging: { currentPage: number; limit: number }) =>
  siteAnnouncementPage(db, paging, { hiddenToo: false });

const STATISTICS_CACHE_KEY = 'site:last-week-submission-statistics';
const STATISTICS_CACHE_SECONDS = 60;

/** Accepted and total submissions per UTC day for the seven days ending today; cached a minute. */
export async function getLastWeekSubmissionStatistics(
  db: DbOrTx,
  now: Date,
  forceRefresh: boolean,
): Promise<LastWeekSubmissionStatistics> {
  if (!forceRefresh) {
    const cached = await readCache<LastWeekSubmissionStatistics>(db, STATISTICS_CACHE_KEY, now);
    if (cached) return cached;
  }
  const dateStrList = lastUtcDays(now, 7);
  const day = sql<string>`to_char(${submission.submitTime} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      total: sql<number>`count(*)::int`,
      ac: sql<number>`(count(*) filter (where ${submission.status} = ${JudgeStatus.ACCEPTED}))::int`,
    })
    .from(submission)
    .where(
      and(
        gte(submission.submitTime, addDays(startOfUtcDay(now), -6)),
        lt(submission.submitTime, addDays(startOfUtcDay(now), 1)),
      ),
    )
    .groupBy(day);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const statistics: LastWeekSubmissionStatistics = {
    dateStrList,
    acCountList: dateStrList.map((d) => Number(byDate.get(d)?.ac ?? 0)),
    totalCountList: dateStrList.map((d) => Number(byDate.get(d)?.total ?? 0)),
  };
  await writeCache(
    db,
    STATISTICS_CACHE_KEY,
    statistics,
    new Date(now.getTime() + STATISTICS_CACHE_SECONDS * 1000),
  );
  return statistics;
}

/** The ten public bank problems changed most recently. */
export async function getRecentUpdatedProblems(db: DbOrTx): Promise<RecentUpdatedProblem[]> {
  const rows = await db
    .select({
      id: problem.id,
      problemId: problem.problemId,
      title: problem.title,
      type: problem.type,
      gmtCreate: problem.gmtCreate,
      gmtModified: problem.gmtModified,
    })
    .from(problem)
    .where(and(eq(problem.auth, PROBLEM_AUTH.PUBLIC), eq(problem.isGroup, false)))
    .orderBy(desc(problem.gmtModified), desc(problem.id))
    .limit(10);
  return rows.map((r) => ({
    ...r,
    gmtCreate: r.gmtCreate.toISOString(),
    gmtModified: r.gmtModified.toISOString(),
  }));
}
