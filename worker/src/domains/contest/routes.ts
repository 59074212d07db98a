import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { getRecentContests } from './recent';

export const contestRoutes = new Hono<AppEnv>();

contestRoutes.get('/get-recent-contest', async (c) => {
  const { db, clock } = c.env.platform;
  return ok(c, await getRecentContests(db, clock.now()));
});
