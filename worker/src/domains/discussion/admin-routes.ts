import {
  adminDeleteDiscussionsRequest,
  adminUpdateDiscussionReportRequest,
  adminUpdateDiscussionRequest,
  discussionReportListQuery,
} from '@contract/discussion';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { adminDeleteDiscussions, adminUpdateDiscussion } from './admin-discussions';
import { forgetPublicDiscussionLists } from './list';
import { listDiscussionReports, setDiscussionReportStatus } from './reports';

/** /api/admin/discussion and /api/admin/discussion-report (spec 3): the admin roles (HOJ root, admin, problem_admin). */
export const discussionAdminRoutes = new Hono<AppEnv>();

discussionAdminRoutes.put('/admin/discussion', async (c) => {
  requireAdmin(c);
  const input = await readJson(c, adminUpdateDiscussionRequest);
  await adminUpdateDiscussion(c.env.platform.db, input);
  forgetPublicDiscussionLists(c.env.platform.db);
  return ok(c, null, 'Update Successfully');
});

discussionAdminRoutes.delete('/admin/discussion', async (c) => {
  const user = requireAdmin(c);
  const ids = await readJson(c, adminDeleteDiscussionsRequest);
  const { db, log } = c.env.platform;
  await adminDeleteDiscussions(db, ids, user, log);
  forgetPublicDiscussionLists(db);
  return ok(c, null, 'Delete Successfully');
});

discussionAdminRoutes.get('/admin/discussion-report', async (c) => {
  requireAdmin(c);
  const query = readQuery(c, discussionReportListQuery);
  return ok(c, await listDiscussionReports(c.env.platform.db, query));
});

discussionAdminRoutes.put('/admin/discussion-report', async (c) => {
  requireAdmin(c);
  const { id, status } = await readJson(c, adminUpdateDiscussionReportRequest);
  await setDiscussionReportStatus(c.env.platform.db, id, status);
  return ok(c, null, 'Update Successfully');
});
