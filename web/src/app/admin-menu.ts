import { paths } from '@web/config/paths';
import type { AdminMenuGroup } from '@web/features/admin/lib/admin-menu';

/**
 * The one list of the admin sidebar (spec 3 §2 "Admin screens"). It names the admin pages of
 * every area, so it is composed here rather than in any one feature; the layout hides entries
 * whose page is not routed yet.
 */
export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  {
    key: 'general',
    items: [
      { key: 'dashboard', to: paths.admin, superAdmin: true },
      { key: 'users', to: '/admin/user', superAdmin: true },
      { key: 'announcement', to: '/admin/announcement', superAdmin: true },
      { key: 'notice', to: '/admin/notice', superAdmin: true },
      { key: 'conf', to: '/admin/conf', superAdmin: true },
      { key: 'switch', to: '/admin/switch', superAdmin: true },
    ],
  },
  {
    key: 'problem',
    items: [
      { key: 'problems', to: paths.adminProblems, alsoActiveUnder: [paths.adminProblemEdit('')] },
      { key: 'createProblem', to: paths.adminProblemCreate },
      { key: 'tags', to: paths.adminProblemTags },
      { key: 'groupProblemApply', to: '/admin/group-problem/apply', problemReviewer: true },
      { key: 'batchOperation', to: paths.adminProblemBatch },
    ],
  },
  {
    key: 'training',
    items: [
      { key: 'trainings', to: '/admin/training' },
      { key: 'createTraining', to: '/admin/training/create' },
      { key: 'trainingCategory', to: '/admin/training/category' },
    ],
  },
  {
    key: 'contest',
    items: [
      { key: 'contests', to: paths.adminContests },
      { key: 'createContest', to: paths.adminContestCreate },
    ],
  },
  {
    key: 'discussion',
    items: [{ key: 'discussions', to: '/admin/discussion' }],
  },
];
