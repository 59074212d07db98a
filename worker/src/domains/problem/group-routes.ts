import {
  adminGroupProblemListQuery,
  applyPublicRequest,
  changeGroupProblemAuthRequest,
  changeGroupProblemProgressRequest,
  groupIdQuery,
  groupProblemCasesQuery,
  groupProblemListQuery,
  groupProblemPidQuery,
  groupProblemSaveRequest,
} from '@contract/group-problem';
import { isRoot, Role } from '@contract/roles';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import { allowBody } from '../../http/body-limit';
import type { AppContext, AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { readJson, readQuery, readQueryOrJson } from '../../http/validate';
import {
  applyGroupProblemPublic,
  changeGroupProblemAuth,
  changeGroupProblemProgress,
  createGroupProblem,
  deleteGroupProblem,
  getGroupProblemCases,
  getGroupProblemForEditor,
  listGroupAdminProblems,
  listGroupProblemApplications,
  listGroupProblems,
  listGroupProblemTags,
  updateGroupProblem,
} from './group-service';
import type { ProblemHooks } from './hooks';

/** A problem save carries statements of up to 1,000,000 characters each, as the bank editor's does. */
const problemSaveBody = allowBody(16 * 1024 * 1024, 'The problem is larger than 16 MB');

/** The site's review of group problems: super admin and problem admins (HOJ's AdminGroupProblemController). */
function requireProblemReviewer(c: AppContext) {
  const user = requireUser(c);
  if (!isRoot(user.roles) && !user.roles.includes(Role.PROBLEM_ADMIN)) {
    throw forbidden('Sorry, only the super administrator and problem admins may review group problems');
  }
  return user;
}

/** A group's own problems: /api/group/problem, lists, cases, tags, auth, apply-public; /api/admin/group-problem/* review. */
export function problemGroupRoutes(hooks: ProblemHooks): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/group/get-problem-list', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, groupProblemListQuery);
    return ok(c, await listGroupProblems(c.env.platform.db, user, query));
  });

  routes.get('/group/get-admin-problem-list', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, groupProblemListQuery);
    return ok(c, await listGroupAdminProblems(c.env.platform.db, user, query));
  });

  routes.get('/group/problem', async (c) => {
    const user = requireUser(c);
    const { pid } = readQuery(c, groupProblemPidQuery);
    return ok(c, await getGroupProblemForEditor(c.env.platform, user, pid));
  });

  routes.post('/group/problem', problemSaveBody, async (c) => {
    const user = requireUser(c);
    const request = await readJson(c, groupProblemSaveRequest);
    return ok(c, await createGroupProblem(c.env.platform, user, request), 'Create Successfully');
  });

  routes.put('/group/problem', problemSaveBody, async (c) => {
    const user = requireUser(c);
    const request = await readJson(c, groupProblemSaveRequest);
    return ok(c, await updateGroupProblem(c.env.platform, user, request, hooks), 'Update Successfully');
  });

  routes.delete('/group/problem', async (c) => {
    const user = requireUser(c);
    const { pid, gid } = readQuery(c, groupProblemPidQuery);
    await deleteGroupProblem(c.env.platform, user, pid, gid, hooks);
    return ok(c, null, 'Delete successfully');
  });

  routes.get('/group/get-problem-cases', async (c) => {
    const user = requireUser(c);
    const { pid, isUpload } = readQuery(c, groupProblemCasesQuery);
    return ok(c, await getGroupProblemCases(c.env.platform, user, pid, isUpload));
  });

  routes.get('/group/get-all-problem-tags', async (c) => {
    const user = requireUser(c);
    const { gid } = readQuery(c, groupIdQuery);
    return ok(c, await listGroupProblemTags(c.env.platform.db, user, gid));
  });

  routes.put('/group/change-problem-auth', async (c) => {
    const user = requireUser(c);
    const request = await readQueryOrJson(c, changeGroupProblemAuthRequest, 'pid');
    await changeGroupProblemAuth(c.env.platform, user, request);
    return ok(c, null, 'Update Successfully');
  });

  routes.put('/group/apply-public', async (c) => {
    const user = requireUser(c);
    const request = await readQueryOrJson(c, applyPublicRequest, 'pid');
    await applyGroupProblemPublic(c.env.platform, user, request);
    return ok(c, null, request.isApplied ? 'Apply Successfully' : 'Cancel Successfully');
  });

  routes.get('/admin/group-problem/list', async (c) => {
    requireProblemReviewer(c);
    const query = readQuery(c, adminGroupProblemListQuery);
    return ok(c, await listGroupProblemApplications(c.env.platform.db, query));
  });

  routes.put('/admin/group-problem/change-progress', async (c) => {
    requireProblemReviewer(c);
    const request = await readJson(c, changeGroupProblemProgressRequest);
    await changeGroupProblemProgress(c.env.platform.db, request);
    return ok(c, null, 'Update Successfully');
  });

  return routes;
}
