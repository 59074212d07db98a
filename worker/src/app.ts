import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { accountAdminRoutes } from './domains/account/admin-routes';
import { lookUpSession, renewSession } from './domains/account/index';
import { accountRoutes } from './domains/account/routes';
import { carouselRoutes } from './domains/admin/carousel-routes';
import { dashboardRoutes } from './domains/admin/dashboard-routes';
import { adminRoutes } from './domains/admin/routes';
import { contestActivityRoutes } from './domains/contest/activity-routes';
import { contestAdminRoutes } from './domains/contest/admin-routes';
import { contestBoardRoutes } from './domains/contest/board-routes';
import { contestGroupRoutes } from './domains/contest/group-routes';
import { deleteGroupContests, removeProblemFromContests } from './domains/contest/index';
import { contestRoutes } from './domains/contest/routes';
import { discussionAdminRoutes } from './domains/discussion/admin-routes';
import { commentRoutes } from './domains/discussion/comment-routes';
import { discussionGroupRoutes } from './domains/discussion/group-routes';
import { deleteGroupDiscussions } from './domains/discussion/index';
import { discussionRoutes } from './domains/discussion/routes';
import { groupAvatarRoutes } from './domains/file/group-avatar-routes';
import { fileRoutes } from './domains/file/routes';
import type { GroupHooks } from './domains/group/hooks';
import { groupRoutes } from './domains/group/routes';
import { renameProblemInSubmissions } from './domains/judge/index';
import { judgeRoutes } from './domains/judge/routes';
import { messageAdminRoutes } from './domains/message/admin-routes';
import { messageRoutes } from './domains/message/routes';
import { problemGroupRoutes } from './domains/problem/group-routes';
import { deleteGroupProblems, type ProblemHooks } from './domains/problem/index';
import { problemRoutes } from './domains/problem/routes';
import { remoteImportRoutes } from './domains/remote-judge/import-routes';
import { remoteAccountRoutes, remoteAccountStore } from './domains/remote-judge/index';
import { siteAdminRoutes } from './domains/site/admin-routes';
import { siteRoutes } from './domains/site/routes';
import { siteSwitchRoutes } from './domains/site/switch-routes';
import { submissionGroupRoutes } from './domains/submission/group-routes';
import { submissionRoutes } from './domains/submission/routes';
import { trainingAdminRoutes } from './domains/training/admin-routes';
import { trainingGroupRoutes } from './domains/training/group-routes';
import { deleteGroupTrainings, removeProblemFromTrainings } from './domains/training/index';
import { trainingRoutes } from './domains/training/routes';
import { resolveUser } from './http/auth';
import { limitBody } from './http/body-limit';
import type { AppEnv } from './http/context';
import { apiCors } from './http/cors';
import { envelope } from './http/envelope';
import { HttpError } from './http/errors';

/** The rows of higher areas that point at problems follow the bank's edits and deletions. */
const problemHooks: ProblemHooks = {
  async problemDeleted(tx, pid) {
    await removeProblemFromContests(tx, pid);
    await removeProblemFromTrainings(tx, pid);
  },
  problemRenamed: renameProblemInSubmissions,
};

/** Disbanding a group removes what each higher area keeps for it. */
const groupHooks: GroupHooks = {
  async groupDisbanded(tx, gid) {
    await deleteGroupDiscussions(tx, gid);
    await deleteGroupContests(tx, gid);
    await deleteGroupTrainings(tx, gid);
    await deleteGroupProblems(tx, gid, problemHooks);
  },
};

export interface AppOptions {
  /** Serves the built SPA for non-API paths (Node entry); Cloudflare serves assets before the worker. */
  staticSite?: MiddlewareHandler<AppEnv>;
}

/**
 * Builds the API. Every runtime passes its Platform as the `platform` binding of each
 * request (`app.fetch(request, { platform })`), so the app itself imports no runtime.
 */
export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use('/api/*', apiCors);
  app.use('/api/*', limitBody);
  app.use('/api/*', resolveUser({ lookUp: lookUpSession, renew: renewSession }));

  const api = new Hono<AppEnv>();
  api.route('/', accountRoutes);
  api.route('/', siteRoutes);
  api.route('/', problemRoutes(problemHooks));
  api.route('/', submissionRoutes);
  api.route('/', contestRoutes);
  api.route('/', contestBoardRoutes);
  api.route('/', contestActivityRoutes);
  api.route('/', contestAdminRoutes(problemHooks));
  api.route('/', judgeRoutes);
  api.route('/', fileRoutes);
  api.route('/', trainingRoutes);
  api.route('/', trainingAdminRoutes);
  api.route('/', discussionRoutes);
  api.route('/', commentRoutes);
  api.route('/', discussionAdminRoutes);
  api.route('/', messageRoutes);
  api.route('/', messageAdminRoutes);
  api.route('/', adminRoutes);
  api.route('/', accountAdminRoutes);
  api.route('/', siteAdminRoutes);
  api.route('/', siteSwitchRoutes(remoteAccountStore));
  api.route('/', dashboardRoutes);
  api.route('/', carouselRoutes);
  api.route('/', groupRoutes(groupHooks));
  api.route('/', groupAvatarRoutes);
  api.route('/', problemGroupRoutes(problemHooks));
  api.route('/', trainingGroupRoutes);
  api.route('/', contestGroupRoutes(problemHooks));
  api.route('/', discussionGroupRoutes);
  api.route('/', submissionGroupRoutes);
  api.route('/', remoteImportRoutes);
  api.route('/', remoteAccountRoutes);
  app.route('/api', api);

  app.all('/api/*', (c) =>
    c.json(envelope(404, null, 'Query error, unable to find the resource to request'), 404),
  );
  if (options.staticSite) app.use('*', options.staticSite);

  app.notFound((c) => c.json(envelope(404, null, 'Not found'), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(envelope(error.status, error.data, error.message), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const msg = status === 413 ? 'The request body is too large' : error.message || 'Bad request';
      return c.json(envelope(status, null, msg), status);
    }
    c.env.platform.log.error('unhandled error', {
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json(envelope(500, null, 'Server error, please refresh again'), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
