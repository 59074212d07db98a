import {
  addProblemFromPublicRequest,
  changeContestVisibleRequest,
  cidQuery,
  contestAnnouncementListQuery,
  contestAnnouncementSaveRequest,
  contestProblemPickQuery,
  contestProblemQuery,
  contestProblemUpdateRequest,
} from '@contract/contest-admin';
import {
  addContestProblemFromGroupRequest,
  groupContestAnnouncementDeleteQuery,
  groupContestListQuery,
  groupContestProblemDeleteQuery,
  groupContestSaveRequest,
} from '@contract/group-contest';
import { groupProblemSaveRequest } from '@contract/group-problem';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import { allowBody } from '../../http/body-limit';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery, readQueryOrJson } from '../../http/validate';
import type { ProblemHooks } from '../problem/index';
import {
  addAnnouncement,
  deleteAnnouncement,
  listAdminAnnouncements,
  updateAnnouncement,
} from './admin-announcements';
import {
  addProblemFromGroup,
  addProblemFromPublic,
  getContestProblem,
  listContestProblemPicks,
  removeProblemFromContest,
  setContestProblem,
} from './admin-contest-problems';
import { changeContestVisible, getAdminContest, updateContest } from './admin-contests';
import {
  createGroupContest,
  createGroupContestProblem,
  deleteGroupContest,
  groupContestGate,
  listGroupAdminContests,
  listGroupContests,
} from './group-contests';

/** A problem written inside a group contest carries the editor's statements, as POST /api/group/problem does. */
const problemSaveBody = allowBody(16 * 1024 * 1024, 'The problem is larger than 16 MB');

/**
 * A group's contests, their problems and announcements: /api/group/contest*, /api/group/get-*contest*
 * (HOJ GroupContestController). Every call needs a signed-in user; the group rules are in
 * group-contests.ts, the contest rules in the admin services they share with /api/admin/contest.
 * Problems written inside a group contest are the group's problems, saved by the problem area's editor.
 */
export function contestGroupRoutes(_hooks: ProblemHooks): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/group/get-contest-list', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, groupContestListQuery);
    const { db, clock } = c.env.platform;
    return ok(c, await listGroupContests(db, user, query, clock.now()));
  });

  routes.get('/group/get-admin-contest-list', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, groupContestListQuery);
    const { db, clock } = c.env.platform;
    return ok(c, await listGroupAdminContests(db, user, query, clock.now()));
  });

  routes.get('/group/contest', async (c) => {
    const user = requireUser(c);
    const { cid } = readQuery(c, cidQuery);
    const { db, clock } = c.env.platform;
    return ok(c, await getAdminContest(db, groupContestGate(user), cid, clock.now()));
  });

  routes.post('/group/contest', async (c) => {
    const user = requireUser(c);
    const request = await readJson(c, groupContestSaveRequest);
    return ok(c, await createGroupContest(c.env.platform, user, request), 'Create Successfully');
  });

  routes.put('/group/contest', async (c) => {
    const user = requireUser(c);
    const request = await readJson(c, groupContestSaveRequest);
    await updateContest(c.env.platform, groupContestGate(user), request);
    return ok(c, null, 'Update Successfully');
  });

  routes.delete('/group/contest', async (c) => {
    const user = requireUser(c);
    const { cid } = readQuery(c, cidQuery);
    await deleteGroupContest(c.env.platform.db, user, cid);
    return ok(c, null, 'Delete successfully');
  });

  routes.put('/group/change-contest-visible', async (c) => {
    const user = requireUser(c);
    const { cid, visible } = await readQueryOrJson(c, changeContestVisibleRequest, 'cid');
    await changeContestVisible(c.env.platform, groupContestGate(user), cid, visible);
    return ok(c, null, 'Update Successfully');
  });

  routes.get('/group/get-contest-problem-list', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, contestProblemPickQuery);
    return ok(c, await listContestProblemPicks(c.env.platform.db, groupContestGate(user), query));
  });

  routes.post('/group/contest-problem', problemSaveBody, async (c) => {
    const user = requireUser(c);
    const request = await readJson(c, groupProblemSaveRequest);
    return ok(c, await createGroupContestProblem(c.env.platform, user, request), 'Create Successfully');
  });

  routes.get('/group/contest-problem', async (c) => {
    const user = requireUser(c);
    const { cid, pid } = readQuery(c, contestProblemQuery);
    return ok(c, await getContestProblem(c.env.platform.db, groupContestGate(user), cid, pid));
  });

  routes.put('/group/contest-problem', async (c) => {
    const user = requireUser(c);
    const request = await readJson(c, contestProblemUpdateRequest);
    return ok(
      c,
      await setContestProblem(c.env.platform, groupContestGate(user), request),
      'Update Successfully',
    );
  });

  routes.delete('/group/contest-problem', async (c) => {
    const user = requireUser(c);
    const { pid, cid } = readQuery(c, groupContestProblemDeleteQuery);
    await removeProblemFromContest(c.env.platform, groupContestGate(user), pid, cid);
    return ok(c, null, 'Delete successfully');
  });

  routes.post('/group/add-contest-problem-from-public', async (c) => {
    const user = requireUser(c);
    const request = await readJson(c, addProblemFromPublicRequest);
    await addProblemFromPublic(c.env.platform, groupContestGate(user), request);
    return ok(c, null, 'Add_Successfully');
  });

  routes.post('/group/add-contest-problem-from-group', async (c) => {
    const user = requireUser(c);
    const request = await readQueryOrJson(c, addContestProblemFromGroupRequest, 'cid');
    await addProblemFromGroup(c.env.platform, groupContestGate(user), request);
    return ok(c, null, 'Add_Successfully');
  });

  routes.get('/group/get-contest-announcement-list', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, contestAnnouncementListQuery);
    return ok(c, await listAdminAnnouncements(c.env.platform.db, groupContestGate(user), query));
  });

  routes.post('/group/contest-announcement', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, contestAnnouncementSaveRequest);
    const { db, clock } = c.env.platform;
    const created = await addAnnouncement(db, user, groupContestGate(user), input, clock.now());
    return ok(c, created, 'Create Successfully');
  });

  routes.put('/group/contest-announcement', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, contestAnnouncementSaveRequest);
    const { db, clock } = c.env.platform;
    await updateAnnouncement(db, groupContestGate(user), input, clock.now());
    return ok(c, null, 'Update Successfully');
  });

  routes.delete('/group/contest-announcement', async (c) => {
    const user = requireUser(c);
    const { aid, cid } = readQuery(c, groupContestAnnouncementDeleteQuery);
    await deleteAnnouncement(c.env.platform.db, groupContestGate(user), aid, cid);
    return ok(c, null, 'Delete successfully');
  });

  return routes;
}
