import {
  createGroupDiscussionRequest,
  groupAdminDiscussionListQuery,
  groupDiscussionIdQuery,
  groupDiscussionListQuery,
  updateGroupDiscussionRequest,
} from '@contract/group-discussion';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import {
  createGroupDiscussion,
  deleteGroupDiscussion,
  listGroupAdminDiscussions,
  listGroupDiscussions,
  updateGroupDiscussion,
} from './group-discussions';

/** A group's discussions: /api/group/discussion, /api/group/get-discussion-list, get-admin-discussion-list. */
export const discussionGroupRoutes = new Hono<AppEnv>();

discussionGroupRoutes.get('/group/get-discussion-list', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, groupDiscussionListQuery);
  return ok(c, await listGroupDiscussions(c.env.platform.db, user, query));
});

discussionGroupRoutes.get('/group/get-admin-discussion-list', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, groupAdminDiscussionListQuery);
  return ok(c, await listGroupAdminDiscussions(c.env.platform.db, user, query));
});

discussionGroupRoutes.post('/group/discussion', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, createGroupDiscussionRequest);
  const { db, clock } = c.env.platform;
  await createGroupDiscussion(db, user, input, clock.now());
  return ok(c, null, 'Post successfully');
});

discussionGroupRoutes.put('/group/discussion', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, updateGroupDiscussionRequest);
  await updateGroupDiscussion(c.env.platform.db, user, input);
  return ok(c, null, 'Update Successfully');
});

discussionGroupRoutes.delete('/group/discussion', async (c) => {
  const user = requireUser(c);
  const { did } = readQuery(c, groupDiscussionIdQuery);
  await deleteGroupDiscussion(c.env.platform.db, user, did);
  return ok(c, null, 'Delete successfully');
});
