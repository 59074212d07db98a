import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { getUnreadCounts } from './service';

export const messageRoutes = new Hono<AppEnv>();

messageRoutes.get('/msg/unread', async (c) => {
  const user = requireUser(c);
  return ok(c, await getUnreadCounts(c.env.platform.db, user.uid));
});
