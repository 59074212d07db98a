import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { auth, userIsRoot } from '@web/lib/auth';
import { registerNavigator } from '@web/lib/navigation';
import { createBrowserRouter, Navigate, type RouteObject, redirect } from 'react-router';
import { guard, requireAdmin, requireLogin, requireSiteFlag, requireSuperAdmin } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { page } from './load-page';
import type { RouteHandle } from './route-handle';
import { logoutLoader } from './routes/logout';
import NotFoundRoute from './routes/not-found';

const handle = (value: RouteHandle) => value;

/**
 * Pages inside the site shell (navigation bar, footer). Route params use the spec's names
 * (`:problemID`, `:contestID`, `:trainingID`, `:groupID`, `:submitID`) because the
 * navigation bar reads them to build the contest, training and group menus.
 */
const shellRoutes: RouteObject[] = [
  { index: true, element: <Navigate replace to={paths.home} /> },
  { path: 'home', handle: handle({ title: 'routes.home' }), lazy: page(() => import('./routes/home')) },
  // The loader always redirects; the spinner is what shows while it waits for the server, and a
  // route that renders nothing makes React Router warn about an "empty" page.
  { path: 'logout', loader: logoutLoader, Component: PageLoader },
  {
    path: 'reset-password',
    handle: handle({ title: 'routes.resetPassword' }),
    lazy: page(() => import('./routes/reset-password')),
  },
  {
    path: 'setting',
    handle: handle({ title: 'routes.setting' }),
    loader: guard(requireLogin),
    lazy: page(() => import('./routes/setting')),
  },
  {
    path: 'user-home',
    handle: handle({ title: 'routes.userHome' }),
    lazy: page(() => import('./routes/user-home')),
  },
  {
    path: 'acm-rank',
    handle: handle({ title: 'routes.acmRank' }),
    lazy: page(() => import('./routes/acm-rank')),
  },
  {
    path: 'oi-rank',
    handle: handle({ title: 'routes.oiRank' }),
    lazy: page(() => import('./routes/oi-rank')),
  },
  {
    path: 'problem',
    handle: handle({ title: 'problem:title.list' }),
    lazy: page(() => import('./routes/problem-list')),
  },
  {
    path: 'problem/:problemID',
    handle: handle({ title: 'problem:title.detail', hideFooter: true, fullWidth: true }),
    lazy: page(() => import('./routes/problem-detail')),
  },
  {
    path: 'contest',
    handle: handle({ title: 'contest:title.list' }),
    lazy: page(() => import('./routes/contest-list')),
  },
  {
    path: 'contest/acm-scoreboard/:contestID',
    handle: handle({ title: 'scoreboard:title.outside' }),
    lazy: page(() => import('./routes/contest-outside-scoreboard')),
  },
  {
    path: 'contest/oi-scoreboard/:contestID',
    handle: handle({ title: 'scoreboard:title.outside' }),
    lazy: page(() => import('./routes/contest-outside-scoreboard')),
  },
  {
    path: 'contest/:contestID/problem/:problemID/full-screen',
    handle: handle({ title: 'contest:title.problem', navMode: 'contest', hideFooter: true, fullWidth: true }),
    loader: guard(requireLogin),
    lazy: page(() => import('./routes/contest-full-screen-problem')),
  },
  {
    path: 'contest/:contestID',
    handle: handle({ title: 'contest:title.detail' }),
    loader: guard(requireLogin),
    lazy: page(() => import('./routes/contest-detail')),
    children: [
      { index: true, lazy: page(() => import('./routes/contest-overview')) },
      { path: 'problems', lazy: page(() => import('./routes/contest-problems')) },
      {
        path: 'problem/:problemID',
        handle: handle({ hideFooter: true }),
        lazy: page(() => import('./routes/contest-problem')),
      },
      { path: 'submissions', lazy: page(() => import('./routes/contest-submissions')) },
      {
        path: 'problem/:problemID/submission-detail/:submitID',
        lazy: page(() => import('./routes/contest-submission-detail')),
      },
      { path: 'rank', lazy: page(() => import('./routes/contest-rank')) },
      { path: 'announcements', lazy: page(() => import('./routes/contest-announcements')) },
      { path: 'print', lazy: page(() => import('./routes/contest-print')) },
      { path: 'ac-info', lazy: page(() => import('./routes/contest-ac-info')) },
      { path: 'admin-print', lazy: page(() => import('./routes/contest-admin-print')) },
      { path: 'rejudge', lazy: page(() => import('./routes/contest-rejudge')) },
      { path: 'scroll-board', lazy: page(() => import('./routes/contest-scroll-board-config')) },
      {
        path: 'comment',
        loader: guard(requireSiteFlag('openContestComment')),
        lazy: page(() => import('./routes/contest-comment')),
      },
    ],
  },
  {
    path: 'training',
    handle: handle({ title: 'training:title.list' }),
    lazy: page(() => import('./routes/training-list')),
  },
  {
    path: 'training/:trainingID/problem/:problemID/full-screen',
    handle: handle({
      title: 'training:title.detail',
      navMode: 'training',
      hideFooter: true,
      fullWidth: true,
    }),
    loader: guard(requireLogin),
    lazy: page(() => import('./routes/training-full-screen-problem')),
  },
  {
    path: 'training/:trainingID',
    handle: handle({ title: 'training:title.detail' }),
    loader: guard(requireLogin),
    lazy: page(() => import('./routes/training-detail')),
    children: [
      { index: true, lazy: page(() => import('./routes/training-overview')) },
      { path: 'problems', lazy: page(() => import('./routes/training-problems')) },
      {
        path: 'problem/:problemID',
        handle: handle({ hideFooter: true }),
        lazy: page(() => import('./routes/training-problem')),
      },
      { path: 'rank', lazy: page(() => import('./routes/training-rank')) },
    ],
  },
  {
    path: 'group',
    handle: handle({ title: 'group:title.list' }),
    lazy: page(() => import('./routes/group-list')),
  },
  {
    path: 'group/:groupID/problem/:problemID/full-screen',
    handle: handle({
      title: 'groupProblem:title.detail',
      navMode: 'group',
      hideFooter: true,
      fullWidth: true,
    }),
    loader: guard(requireLogin),
    lazy: page(() => import('./routes/group-full-screen-problem')),
  },
  {
    path: 'group/:groupID/training/:trainingID/problem/:problemID/full-screen',
    handle: handle({
      title: 'training:title.detail',
      navMode: 'training',
      hideFooter: true,
      fullWidth: true,
    }),
    loader: guard(requireLogin),
    lazy: page(() => import('./routes/group-training-full-screen-problem')),
  },
  {
    path: 'group/:groupID',
    handle: handle({ title: 'group:title.detail' }),
    loader: guard(requireLogin),
    lazy: page(() => import('./routes/group-detail')),
    children: [
      { index: true, lazy: page(() => import('./routes/group-home')) },
      {
        path: 'announcement',
        handle: handle({ title: 'groupAnnouncement:title.page' }),
        lazy: page(() => import('./routes/group-announcements')),
      },
      {
        path: 'problem',
        handle: handle({ title: 'groupProblem:title.list' }),
        lazy: page(() => import('./routes/group-problems')),
      },
      {
        path: 'problem/:problemID',
        handle: handle({ hideFooter: true, fullWidth: true }),
        lazy: page(() => import('./routes/group-problem')),
      },
      { path: 'training', lazy: page(() => import('./routes/group-trainings')) },
      {
        path: 'training/:trainingID',
        handle: handle({ fullWidth: true }),
        lazy: page(() => import('./routes/group-training-detail')),
        children: [
          { index: true, lazy: page(() => import('./routes/group-training-overview')) },
          { path: 'problems', lazy: page(() => import('./routes/group-training-problems')) },
          {
            path: 'problem/:problemID',
            handle: handle({ hideFooter: true }),
            lazy: page(() => import('./routes/group-training-problem')),
          },
          { path: 'rank', lazy: page(() => import('./routes/group-training-rank')) },
        ],
      },
      { path: 'contest', lazy: page(() => import('./routes/group-contests')) },
      {
        path: 'status',
        handle: handle({ fullWidth: true }),
        lazy: page(() => import('./routes/group-status')),
      },
      {
        path: 'submission-detail/:submitID',
        handle: handle({ fullWidth: true }),
        lazy: page(() => import('./routes/group-submission-detail')),
      },
      {
        path: 'discussion',
        loader: guard(requireSiteFlag('openGroupDiscussion')),
        lazy: page(() => import('./routes/group-discussions')),
      },
      {
        path: 'discussion/:problemID',
        loader: guard(requireSiteFlag('openGroupDiscussion')),
        lazy: page(() => import('./routes/group-discussions')),
      },
      {
        path: 'discussion-detail/:discussionID',
        loader: guard(requireSiteFlag('openGroupDiscussion')),
        lazy: page(() => import('./routes/group-discussion-detail')),
      },
      {
        path: 'member',
        handle: handle({ title: 'groupMember:title.list' }),
        lazy: page(() => import('./routes/group-members')),
      },
      { path: 'setting', lazy: page(() => import('./routes/group-setting')) },
      { path: 'rank', lazy: page(() => import('./routes/group-rank')) },
    ],
  },
  {
    path: 'discussion',
    handle: handle({ title: 'discussion:title.list' }),
    loader: guard(requireSiteFlag('openPublicDiscussion')),
    lazy: page(() => import('./routes/discussion-list')),
  },
  {
    path: 'discussion/:problemID',
    handle: handle({ title: 'discussion:title.list', activeMenu: paths.discussion }),
    loader: guard(requireSiteFlag('openPublicDiscussion')),
    lazy: page(() => import('./routes/discussion-list')),
  },
  {
    path: 'discussion-detail/:discussionID',
    handle: handle({ title: 'discussion:title.detail', activeMenu: paths.discussion }),
    loader: guard(requireSiteFlag('openPublicDiscussion')),
    lazy: page(() => import('./routes/discussion-detail')),
  },
  {
    path: 'message',
    handle: handle({ title: 'message:title' }),
    loader: guard(requireLogin),
    lazy: page(() => import('./routes/message-center')),
    children: [
      { index: true, element: <Navigate replace to={paths.message.discuss} /> },
      { path: 'discuss', lazy: page(() => import('./routes/message-reminders')) },
      { path: 'reply', lazy: page(() => import('./routes/message-reminders')) },
      { path: 'like', lazy: page(() => import('./routes/message-reminders')) },
      { path: 'sys', lazy: page(() => import('./routes/message-notices')) },
      { path: 'mine', lazy: page(() => import('./routes/message-notices')) },
    ],
  },
  {
    path: 'status',
    handle: handle({ title: 'submission:title.list' }),
    lazy: page(() => import('./routes/status')),
  },
  {
    path: 'submission-detail/:submitID',
    handle: handle({ title: 'submission:title.detail', activeMenu: paths.status }),
    lazy: page(() => import('./routes/submission-detail')),
  },
  {
    path: 'help',
    handle: handle({ title: 'help:title' }),
    lazy: page(() => import('./routes/help')),
  },
  {
    path: 'introduction',
    handle: handle({ title: 'routes.introduction' }),
    lazy: page(() => import('./routes/introduction')),
  },
  {
    path: 'developer',
    handle: handle({ title: 'routes.developer' }),
    lazy: page(() => import('./routes/developer')),
  },
  // Static: the error boundary renders it too, and it is tiny.
  { path: '*', handle: handle({ title: 'routes.notFound' }), Component: NotFoundRoute },
];

/**
 * The admin back office (spec 3 §2): its own login and layout. Every page needs an admin role;
 * (S) pages add `requireSuperAdmin`. Any other /admin/* path goes to /admin/login.
 */
const adminRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: handle({ title: 'admin:title.login' }),
    lazy: page(() => import('./routes/admin-login')),
  },
  {
    loader: guard(requireAdmin),
    lazy: page(() => import('./routes/admin-layout')),
    children: [
      // The dashboard is the super admin's (S); other admin roles start at the problem list.
      {
        index: true,
        handle: handle({ title: 'dashboard:title' }),
        loader: () => (userIsRoot(auth.getUser()) ? null : redirect(paths.adminProblems)),
        lazy: page(() => import('./routes/admin-dashboard')),
      },
      {
        path: 'user',
        handle: handle({ title: 'userAdmin:title' }),
        loader: guard(requireSuperAdmin),
        lazy: page(() => import('./routes/admin-users')),
      },
      {
        path: 'announcement',
        handle: handle({ title: 'siteAdmin:title.announcements' }),
        loader: guard(requireSuperAdmin),
        lazy: page(() => import('./routes/admin-announcements')),
      },
      {
        path: 'conf',
        handle: handle({ title: 'siteAdmin:title.config' }),
        loader: guard(requireSuperAdmin),
        lazy: page(() => import('./routes/admin-config')),
      },
      {
        path: 'switch',
        handle: handle({ title: 'switchAdmin:title' }),
        loader: guard(requireSuperAdmin),
        lazy: page(() => import('./routes/admin-switch')),
      },
      {
        path: 'notice',
        handle: handle({ title: 'noticeAdmin:title' }),
        loader: guard(requireSuperAdmin),
        lazy: page(() => import('./routes/admin-notices')),
      },
      {
        path: 'problems',
        handle: handle({ title: 'admin:title.problems' }),
        lazy: page(() => import('./routes/admin-problems')),
      },
      {
        path: 'problem/create',
        handle: handle({ title: 'admin:title.createProblem' }),
        lazy: page(() => import('./routes/admin-problem-edit')),
      },
      {
        path: 'problem/edit/:problemId',
        handle: handle({ title: 'admin:title.editProblem' }),
        lazy: page(() => import('./routes/admin-problem-edit')),
      },
      {
        path: 'problem/tag',
        handle: handle({ title: 'admin:title.tags' }),
        lazy: page(() => import('./routes/admin-problem-tag')),
      },
      {
        path: 'problem/batch-operation',
        handle: handle({ title: 'admin:title.batch' }),
        lazy: page(() => import('./routes/admin-problem-batch')),
      },
      {
        path: 'contest',
        handle: handle({ title: 'contestAdmin:title.list' }),
        lazy: page(() => import('./routes/admin-contests')),
      },
      {
        path: 'contest/create',
        handle: handle({ title: 'contestAdmin:title.create' }),
        lazy: page(() => import('./routes/admin-contest-edit')),
      },
      {
        path: 'contest/:contestId/edit',
        handle: handle({ title: 'contestAdmin:title.edit' }),
        lazy: page(() => import('./routes/admin-contest-edit')),
      },
      {
        path: 'contest/:contestId/announcement',
        handle: handle({ title: 'contestAdmin:title.announcements' }),
        lazy: page(() => import('./routes/admin-contest-announcements')),
      },
      {
        path: 'contest/:contestId/problems',
        handle: handle({ title: 'contestAdmin:title.problems' }),
        lazy: page(() => import('./routes/admin-contest-problems')),
      },
      {
        path: 'contest/:contestId/problem/create',
        handle: handle({ title: 'contestAdmin:title.createProblem' }),
        lazy: page(() => import('./routes/admin-contest-problem-edit')),
      },
      {
        path: 'contest/:contestId/problem/:problemId/edit',
        handle: handle({ title: 'contestAdmin:title.editProblem' }),
        lazy: page(() => import('./routes/admin-contest-problem-edit')),
      },
      {
        path: 'training',
        handle: handle({ title: 'trainingAdmin:title.list' }),
        lazy: page(() => import('./routes/admin-trainings')),
      },
      {
        path: 'training/create',
        handle: handle({ title: 'trainingAdmin:title.create' }),
        lazy: page(() => import('./routes/admin-training-edit')),
      },
      {
        path: 'training/:trainingId/edit',
        handle: handle({ title: 'trainingAdmin:title.edit' }),
        lazy: page(() => import('./routes/admin-training-edit')),
      },
      {
        path: 'training/:trainingId/problems',
        handle: handle({ title: 'trainingAdmin:title.problems' }),
        lazy: page(() => import('./routes/admin-training-problems')),
      },
      {
        path: 'training/category',
        handle: handle({ title: 'trainingAdmin:title.category' }),
        lazy: page(() => import('./routes/admin-training-category')),
      },
      {
        path: 'group-problem/apply',
        handle: handle({ title: 'groupProblem:title.apply' }),
        lazy: page(() => import('./routes/admin-group-problems')),
      },
      {
        path: 'discussion',
        handle: handle({ title: 'discussionAdmin:title' }),
        lazy: page(() => import('./routes/admin-discussions')),
      },
    ],
  },
  // Redirect-only, with a spinner for the moment before it (a leaf without one makes React Router warn).
  { path: '*', loader: () => redirect(paths.adminLogin), Component: PageLoader },
];

/** The whole table; areas with a layout of their own (the admin back office) sit beside the shell. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoader,
    children: [{ errorElement: <RouteError />, children: shellRoutes }],
  },
  {
    path: 'scrollBoard',
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    loader: guard(requireLogin),
    lazy: page(() => import('./routes/scroll-board')),
  },
  { path: 'admin', HydrateFallback: PageLoader, errorElement: <RouteError />, children: adminRoutes },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
