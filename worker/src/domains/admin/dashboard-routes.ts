import { Hono } from 'hono';
import { requireRoot } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import {
  dashboardInfo,
  judgeActivity,
  judgeServiceInfo,
  lastSession,
  originOf,
  serviceInfo,
} from './dashboard-service';

/** The admin dashboard (spec 3, admin screens): super admin only. */
export const dashboardRoutes = new Hono<AppEnv>();

dashboardRoutes.get('/admin/dashboard/get-dashboard-info', async (c) => {
  requireRoot(c);
  return ok(c, await dashboardInfo(c.env.platform));
});

/** HOJ's client posts a body it never reads back; the answer is always the caller's own login. */
dashboardRoutes.post('/admin/dashboard/get-sessions', async (c) => {
  const user = requireRoot(c);
  return ok(c, await lastSession(c.env.platform, user.uid));
});

dashboardRoutes.get('/admin/dashboard/get-judge-activity', async (c) => {
  requireRoot(c);
  return ok(c, await judgeActivity(c.env.platform));
});

dashboardRoutes.get('/admin/config/get-service-info', async (c) => {
  requireRoot(c);
  return ok(c, await serviceInfo(c.env.platform, originOf(c.req.url)));
});

dashboardRoutes.get('/admin/config/get-judge-service-info', async (c) => {
  requireRoot(c);
  return ok(c, await judgeServiceInfo(c.env.platform));
});
