import { loginRequest } from '@contract/account';
import { Hono } from 'hono';
import { requireRoot, requireUser } from '../../http/auth';
import { type AppEnv, clientAddressOf } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { login, logout, userAgentOf } from '../account/index';
import { listMailOutbox } from './mail-outbox';
import { mailOutboxQuery } from './schema';

export const adminRoutes = new Hono<AppEnv>();

/** The back-office login: the same session as the site's, for admin roles only. */
adminRoutes.post('/admin/login', async (c) => {
  const input = await readJson(c, loginRequest);
  const { token, userInfo } = await login(c.env.platform, input, {
    ip: clientAddressOf(c),
    userAgent: userAgentOf(c),
    loginType: 'admin',
  });
  c.header('Authorization', token);
  return ok(c, userInfo, 'Welcome back, administrator');
});

adminRoutes.get('/admin/logout', async (c) => {
  const user = requireUser(c);
  await logout(c.env.platform.db, user, c.env.platform.clock.now());
  return ok(c, null, 'Logged out successfully');
});

/** Root reads mails here when no SMTP server is configured (e.g. registration codes). */
adminRoutes.get('/admin/mail-outbox', async (c) => {
  requireRoot(c);
  const query = readQuery(c, mailOutboxQuery);
  return ok(c, await listMailOutbox(c.env.platform.db, query));
});
