import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { publicPage } from '../../http/public-page';
import { readQuery } from '../../http/validate';
import { announcementQuery, statisticsQuery } from './schema';
import {
  getCommonAnnouncements,
  getHomeCarousel,
  getLastWeekSubmissionStatistics,
  getPublicWebsiteConfig,
  getRecentUpdatedProblems,
  SITE_CONFIG_PAGES,
} from './service';

export const siteRoutes = new Hono<AppEnv>();

/** Liveness for load balancers and the benchmark's baseline route. */
siteRoutes.get('/health', (c) => ok(c, { ok: true }));

siteRoutes.get('/get-website-config', (c) =>
  publicPage(c, SITE_CONFIG_PAGES, null, () => getPublicWebsiteConfig(c.env.platform.db)),
);

siteRoutes.get('/home-carousel', async (c) => ok(c, await getHomeCarousel(c.env.platform.db)));

siteRoutes.get('/get-common-announcement', async (c) => {
  const paging = readQuery(c, announcementQuery);
  return ok(c, await getCommonAnnouncements(c.env.platform.db, paging));
});

siteRoutes.get('/get-last-week-submission-statistics', async (c) => {
  const { forceRefresh } = readQuery(c, statisticsQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await getLastWeekSubmissionStatistics(db, clock.now(), forceRefresh));
});

siteRoutes.get('/get-recent-updated-problem', async (c) =>
  ok(c, await getRecentUpdatedProblems(c.env.platform.db)),
);
