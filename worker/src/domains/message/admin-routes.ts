import {
  addNoticeRequest,
  adminNoticeListQuery,
  deleteNoticeQuery,
  updateNoticeRequest,
} from '@contract/message';
import { Hono } from 'hono';
import { requireRoot } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { addNotice, deleteNotice, listAdminNotices, updateNotice } from './admin-notices';

/** /api/admin/msg/notice: the admins' notices, super admin only (spec 3 §2 "notice (S)"). */
export const messageAdminRoutes = new Hono<AppEnv>();

messageAdminRoutes.get('/admin/msg/notice', async (c) => {
  requireRoot(c);
  const query = readQuery(c, adminNoticeListQuery);
  return ok(c, await listAdminNotices(c.env.platform.db, query));
});

messageAdminRoutes.post('/admin/msg/notice', async (c) => {
  const user = requireRoot(c);
  const input = await readJson(c, addNoticeRequest);
  const { db, clock } = c.env.platform;
  return ok(c, await addNotice(db, user.uid, input, clock.now()), 'Post successfully');
});

messageAdminRoutes.put('/admin/msg/notice', async (c) => {
  requireRoot(c);
  const input = await readJson(c, updateNoticeRequest);
  const { db, clock } = c.env.platform;
  await updateNotice(db, input, clock.now());
  return ok(c, null, 'Update Successfully');
});

messageAdminRoutes.delete('/admin/msg/notice', async (c) => {
  requireRoot(c);
  const { id } = readQuery(c, deleteNoticeQuery);
  await deleteNotice(c.env.platform.db, id);
  return ok(c, null, 'Delete successfully');
});
