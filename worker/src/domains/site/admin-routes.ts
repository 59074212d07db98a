import {
  addAnnouncementRequest,
  adminAnnouncementListQuery,
  deleteAnnouncementQuery,
  setEmailConfigRequest,
  setWebConfigRequest,
  testEmailRequest,
  updateAnnouncementRequest,
} from '@contract/site-admin';
import { Hono } from 'hono';
import { requireRoot } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import {
  addAnnouncement,
  deleteAnnouncement,
  listAdminAnnouncements,
  updateAnnouncement,
} from './admin-announcements';
import { getEmailConfig, getWebConfig, sendTestEmail, setEmailConfig, setWebConfig } from './admin-config';

/** Site announcements and configuration: super admin only (spec 3 §6). */
export const siteAdminRoutes = new Hono<AppEnv>();

siteAdminRoutes.get('/admin/announcement', async (c) => {
  requireRoot(c);
  const paging = readQuery(c, adminAnnouncementListQuery);
  return ok(c, await listAdminAnnouncements(c.env.platform.db, paging));
});

siteAdminRoutes.post('/admin/announcement', async (c) => {
  const user = requireRoot(c);
  const input = await readJson(c, addAnnouncementRequest);
  const { db, clock } = c.env.platform;
  return ok(c, await addAnnouncement(db, user.uid, input, clock.now()), 'Added successfully');
});

siteAdminRoutes.put('/admin/announcement', async (c) => {
  requireRoot(c);
  const input = await readJson(c, updateAnnouncementRequest);
  const { db, clock } = c.env.platform;
  await updateAnnouncement(db, input, clock.now());
  return ok(c, null, 'Updated successfully');
});

siteAdminRoutes.delete('/admin/announcement', async (c) => {
  requireRoot(c);
  const { aid } = readQuery(c, deleteAnnouncementQuery);
  await deleteAnnouncement(c.env.platform.db, aid);
  return ok(c, null, 'Deleted successfully');
});

siteAdminRoutes.get('/admin/config/get-web-config', async (c) => {
  requireRoot(c);
  return ok(c, await getWebConfig(c.env.platform.db));
});

siteAdminRoutes.put('/admin/config/set-web-config', async (c) => {
  requireRoot(c);
  const input = await readJson(c, setWebConfigRequest);
  return ok(c, await setWebConfig(c.env.platform.db, input), 'Saved successfully');
});

siteAdminRoutes.get('/admin/config/get-email-config', async (c) => {
  requireRoot(c);
  return ok(c, await getEmailConfig(c.env.platform.db));
});

siteAdminRoutes.put('/admin/config/set-email-config', async (c) => {
  requireRoot(c);
  const input = await readJson(c, setEmailConfigRequest);
  return ok(c, await setEmailConfig(c.env.platform.db, input), 'Saved successfully');
});

siteAdminRoutes.post('/admin/config/test-email', async (c) => {
  requireRoot(c);
  const { email } = await readJson(c, testEmailRequest);
  const sent = await sendTestEmail(c.env.platform, email);
  const reply = sent.response ? ` (the server answered: ${sent.response})` : '';
  return ok(c, sent, `The test mail has been sent to ${email}${reply}`);
});
