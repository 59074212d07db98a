import { Hono } from 'hono';
import { requireRoot } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { listAccountStates } from './accounts';

/** The accounts' health beside the switch page's lists: super admin only, like the lists themselves. */
export const remoteAccountRoutes = new Hono<AppEnv>();

remoteAccountRoutes.get('/admin/remote-judge/accounts', async (c) => {
  requireRoot(c);
  return ok(c, await listAccountStates(c.env.platform));
});
