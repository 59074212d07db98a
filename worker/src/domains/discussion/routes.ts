import {
  createDiscussionRequest,
  discussionIdQuery,
  discussionLikeQuery,
  discussionListQuery,
  discussionReportRequest,
  updateDiscussionRequest,
  upsertDiscussionCategoryRequest,
} from '@contract/discussion';
import { Hono } from 'hono';
import { currentUser, requireRoot, requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { listDiscussionCategories, upsertDiscussionCategories } from './categories';
import { getDiscussionDetail } from './detail';
import { toggleDiscussionLike } from './likes';
import { forgetPublicDiscussionLists, listDiscussions } from './list';
import { createDiscussion, deleteDiscussion, updateDiscussion } from './posts';
import { reportDiscussion } from './reports';

/** /api/discussion*, /api/get-discussion-*, /api/discussion-category, /api/discussion-like, /api/discussion-report (spec 2 §7). */
export const discussionRoutes = new Hono<AppEnv>();

discussionRoutes.get('/discussion-category', async (c) =>
  ok(c, await listDiscussionCategories(c.env.platform.db)),
);

discussionRoutes.post('/discussion-category', async (c) => {
  requireRoot(c);
  const input = await readJson(c, upsertDiscussionCategoryRequest);
  return ok(c, await upsertDiscussionCategories(c.env.platform.db, input), 'Update Successfully');
});

discussionRoutes.get('/get-discussion-list', async (c) => {
  const query = readQuery(c, discussionListQuery);
  return ok(c, await listDiscussions(c.env.platform.db, currentUser(c), query));
});

discussionRoutes.get('/get-discussion-detail', async (c) => {
  const { did } = readQuery(c, discussionIdQuery);
  return ok(c, await getDiscussionDetail(c.env.platform.db, currentUser(c), did));
});

discussionRoutes.post('/discussion', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, createDiscussionRequest);
  const { db, clock } = c.env.platform;
  await createDiscussion(db, user, input, clock.now());
  forgetPublicDiscussionLists(db);
  return ok(c, null, 'Post Successfully');
});

discussionRoutes.put('/discussion', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, updateDiscussionRequest);
  await updateDiscussion(c.env.platform.db, user, input);
  forgetPublicDiscussionLists(c.env.platform.db);
  return ok(c, null, 'Update Successfully');
});

discussionRoutes.delete('/discussion', async (c) => {
  const user = requireUser(c);
  const { did } = readQuery(c, discussionIdQuery);
  await deleteDiscussion(c.env.platform.db, user, did);
  forgetPublicDiscussionLists(c.env.platform.db);
  return ok(c, null, 'Delete Successfully');
});

discussionRoutes.get('/discussion-like', async (c) => {
  const user = requireUser(c);
  const { did, toLike } = readQuery(c, discussionLikeQuery);
  await toggleDiscussionLike(c.env.platform.db, user, did, toLike);
  return ok(c, null, toLike ? 'Like Successfully' : 'Cancel Like Successfully');
});

discussionRoutes.post('/discussion-report', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, discussionReportRequest);
  await reportDiscussion(c.env.platform.db, user, input);
  return ok(c, null, 'Send successfully');
});
