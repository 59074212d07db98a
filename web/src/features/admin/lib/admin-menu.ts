/**
 * The one list of the admin sidebar (spec 3 §2 "Admin screens"). An entry shows only when its
 * page exists in the route table and, for (S) entries, the user is a super admin: no dead links.
 */
export interface AdminMenuItem {
  /** i18n key under `menu.` in the `admin` namespace. */
  key: string;
  to: string;
  /** (S): super admin only. */
  superAdmin?: boolean;
}

export interface AdminMenuGroup {
  key: string;
  items: AdminMenuItem[];
}

export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  {
    key: 'general',
    items: [
      { key: 'dashboard', to: '/admin', superAdmin: true },
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
      { key: 'problems', to: '/admin/problems' },
      { key: 'createProblem', to: '/admin/problem/create' },
      { key: 'tags', to: '/admin/problem/tag' },
      { key: 'groupProblemApply', to: '/admin/group-problem/apply' },
      { key: 'batchOperation', to: '/admin/problem/batch-operation' },
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
      { key: 'contests', to: '/admin/contest' },
      { key: 'createContest', to: '/admin/contest/create' },
    ],
  },
  {
    key: 'discussion',
    items: [{ key: 'discussions', to: '/admin/discussion' }],
  },
];

export interface MenuAccess {
  /** Whether a page (not a redirect or the catch-all) is routed at this path. */
  pageExists: (to: string) => boolean;
  isSuperAdmin: boolean;
}

export function visibleMenu(menu: readonly AdminMenuGroup[], access: MenuAccess): AdminMenuGroup[] {
  return menu
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) => access.pageExists(item.to) && (!item.superAdmin || access.isSuperAdmin),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/** The entry to highlight: the longest menu path that prefixes the URL. */
export function activeMenuPath(groups: readonly AdminMenuGroup[], pathname: string): string | null {
  let best: string | null = null;
  for (const item of groups.flatMap((g) => g.items)) {
    const match =
      item.to === '/admin'
        ? pathname === '/admin' || pathname === '/admin/'
        : pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (match && (!best || item.to.length > best.length)) best = item.to;
  }
  // Editing a problem belongs to the problem list.
  if (!best && pathname.startsWith('/admin/problem/edit/')) return '/admin/problems';
  return best;
}
