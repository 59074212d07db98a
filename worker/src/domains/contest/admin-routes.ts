import { optionalId, requiredId } from '@contract/common/fields';
import {
  addProblemFromPublicRequest,
  aidQuery,
  changeContestVisibleRequest,
  cidQuery,
  contestAnnouncementListQuery,
  contestAnnouncementSaveRequest,
  contestListQuery,
  contestProblemCreateExtra,
  contestProblemDeleteQuery,
  contestProblemPickQuery,
  contestProblemQuery,
  contestProblemUpdateRequest,
  contestSaveRequest,
} from '@contract/contest-admin';
import { problemSaveRequest } from '@contract/problem';
import { Role } from '@contract/roles';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin, requireRoot } from '../../http/auth';
import { allowBody } from '../../http/body-limit';
import type { AppContext, AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { readJson, readQuery, readQueryOrJson } from '../../http/validate';
import { getAdminProblemDetail, type ProblemHooks } from '../problem/index';
import {
  addAnnouncement,
  deleteAnnouncement,
  listAdminAnnouncements,
  updateAnnouncement,
} from './admin-announcements';
import {
  addProblemFromPublic,
  createContestProblem,
  getContestProblem,
  listContestProblemPicks,
  removeContestProblem,
  setContestProblem,
  updateContestProblem,
} from './admin-contest-problems';
import {
  changeContestVisible,
  createContest,
  deleteContest,
  getAdminContest,
  listAdminContests,
  siteContestGate,
  updateContest,
} from './admin-contests';
import { forgetPublicContestLists } from './list';

/** A problem saved inside a contest carries the editor's statements, as POST /api/admin/problem does. */
const problemSaveBody = allowBody(16 * 1024 * 1024, 'The problem is larger than 16 MB');

/** HOJ lets only root and problem admins delete or remove a contest's problem. */
function requireProblemRemover(c: AppContext) {
  const actor = requireAdmin(c);
  if (!actor.roles.includes(Role.ROOT) && !actor.roles.includes(Role.PROBLEM_ADMIN)) {
    throw forbidden('Sorry, only the super administrator and problem admins can remove a contest problem');
  }
  return actor;
}

/**
 * Everything under /api/admin/contest (spec 3: admin contest screens). Editing and deleting a
 * problem inside a contest goes through the problem area's editor, which reaches the areas that
 * point at problems through `hooks`.
 */
export function contestAdminRoutes(hooks: ProblemHooks): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/admin/contest/get-contest-list', async (c) => {
    requireAdmin(c);
    const query = readQuery(c, contestListQuery);
    const { db, clock } = c.env.platform;
    return ok(c, await listAdminContests(db, query, clock.now()));
  });

  routes.get('/admin/contest', async (c) => {
    const actor = requireAdmin(c);
    const { cid } = readQuery(c, cidQuery);
    const { db, clock } = c.env.platform;
    return ok(c, await getAdminContest(db, siteContestGate(actor), cid, clock.now()));
  });

  routes.post('/admin/contest', async (c) => {
    const actor = requireAdmin(c);
    const request = await readJson(c, contestSaveRequest);
    const created = await createContest(c.env.platform, actor, request);
    forgetPublicContestLists(c.env.platform.db);
    return ok(c, created, 'Create Successfully');
  });

  routes.put('/admin/contest', async (c) => {
    const actor = requireAdmin(c);
    const request = await readJson(c, contestSaveRequest);
    await updateContest(c.env.platform, siteContestGate(actor), request);
    forgetPublicContestLists(c.env.platform.db);
    return ok(c, null, 'Update Successfully');
  });

  routes.delete('/admin/contest', async (c) => {
    requireRoot(c);
    const { cid } = readQuery(c, cidQuery);
    await deleteContest(c.env.platform.db, cid);
    forgetPublicContestLists(c.env.platform.db);
    return ok(c, null, 'Delete successfully');
  });

  // HOJ's client sends the switch as query parameters; a JSON body is read when they are absent.
  routes.put('/admin/contest/change-contest-visible', async (c) => {
    const actor = requireAdmin(c);
    const { cid, visible } = await readQueryOrJson(c, changeContestVisibleRequest, 'cid');
    await changeContestVisible(c.env.platform, siteContestGate(actor), cid, visible);
    forgetPublicContestLists(c.env.platform.db);
    return ok(c, null, 'Update Successfully');
  });

  routes.get('/admin/contest/get-problem-list', async (c) => {
    const actor = requireAdmin(c);
    const query = readQuery(c, contestProblemPickQuery);
    return ok(c, await listContestProblemPicks(c.env.platform.db, siteContestGate(actor), query));
  });

  routes.post('/admin/contest/add-problem-from-public', async (c) => {
    const actor = requireAdmin(c);
    const request = await readJson(c, addProblemFromPublicRequest);
    await addProblemFromPublic(c.env.platform, siteContestGate(actor), request);
    return ok(c, null, 'Add_Successfully');
  });

  routes.get('/admin/contest/contest-problem', async (c) => {
    const actor = requireAdmin(c);
    const { cid, pid } = readQuery(c, contestProblemQuery);
    return ok(c, await getContestProblem(c.env.platform.db, siteContestGate(actor), cid, pid));
  });

  routes.put('/admin/contest/contest-problem', async (c) => {
    const actor = requireAdmin(c);
    const request = await readJson(c, contestProblemUpdateRequest);
    return ok(
      c,
      await setContestProblem(c.env.platform, siteContestGate(actor), request),
      'Update Successfully',
    );
  });

  routes.get('/admin/contest/problem', async (c) => {
    const actor = requireAdmin(c);
    const { pid } = readQuery(c, z.object({ pid: requiredId('pid') }));
    return ok(c, await getAdminProblemDetail(c.env.platform, actor, pid));
  });

  routes.post('/admin/contest/problem', problemSaveBody, async (c) => {
    const actor = requireAdmin(c);
    const { cid, displayId, displayTitle, ...request } = await readJson(
      c,
      problemSaveRequest.extend(contestProblemCreateExtra.partial().shape),
    );
    const created = await createContestProblem(
      c.env.platform,
      actor,
      request,
      { cid, displayId, displayTitle },
      hooks,
    );
    return ok(c, created, 'Create Successfully');
  });

  routes.put('/admin/contest/problem', problemSaveBody, async (c) => {
    const actor = requireAdmin(c);
    const { cid, ...request } = await readJson(c, problemSaveRequest.extend({ cid: optionalId('cid') }));
    const saved = await updateContestProblem(c.env.platform, actor, request, cid, hooks);
    return ok(c, saved, 'Update Successfully');
  });

  routes.delete('/admin/contest/problem', async (c) => {
    const actor = requireProblemRemover(c);
    const { pid, cid } = readQuery(c, contestProblemDeleteQuery);
    await removeContestProblem(c.env.platform, actor, pid, cid, hooks);
    return ok(c, null, 'Delete successfully');
  });

  routes.get('/admin/contest/announcement', async (c) => {
    const actor = requireAdmin(c);
    const query = readQuery(c, contestAnnouncementListQuery);
    return ok(c, await listAdminAnnouncements(c.env.platform.db, siteContestGate(actor), query));
  });

  routes.post('/admin/contest/announcement', async (c) => {
    const actor = requireAdmin(c);
    const input = await readJson(c, contestAnnouncementSaveRequest);
    const { db, clock } = c.env.platform;
    return ok(
      c,
      await addAnnouncement(db, actor, siteContestGate(actor), input, clock.now()),
      'Create Successfully',
    );
  });

  routes.put('/admin/contest/announcement', async (c) => {
    const actor = requireAdmin(c);
    const input = await readJson(c, contestAnnouncementSaveRequest);
    const { db, clock } = c.env.platform;
    await updateAnnouncement(db, siteContestGate(actor), input, clock.now());
    return ok(c, null, 'Update Successfully');
  });

  routes.delete('/admin/contest/announcement', async (c) => {
    const actor = requireAdmin(c);
    const { aid } = readQuery(c, aidQuery);
    await deleteAnnouncement(c.env.platform.db, siteContestGate(actor), aid);
    return ok(c, null, 'Delete successfully');
  });

  return routes;
}
