import { isRoot, Role } from '@contract/roles';
import { ChevronDownIcon, MenuIcon } from '@web/components/icons';
import { Avatar } from '@web/components/ui/avatar';
import { Dropdown } from '@web/components/ui/dropdown';
import { SideDrawer } from '@web/components/ui/side-drawer';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { auth, roleCodesOf, useUser } from '@web/lib/auth';
import { useWebsiteConfig } from '@web/lib/site-config';
import { toast } from '@web/lib/toast';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { adminLogout } from '../api/admin-login';
import { type AdminMenuGroup, activeMenuPath, visibleMenu } from '../lib/admin-menu';

export interface AdminLayoutProps {
  /** The sidebar's entries; the app composes them from every area's admin pages. */
  menu: readonly AdminMenuGroup[];
  /** Whether a page (not a redirect or the catch-all) is routed at a path: menus show no dead entries. */
  pageExists: (to: string) => boolean;
  /** Language and theme switches of the app shell. */
  tools?: ReactNode;
}

function roleLabelKey(roles: readonly number[]): string {
  if (roles.includes(Role.ROOT)) return 'roles.root';
  if (roles.includes(Role.ADMIN)) return 'roles.admin';
  return 'roles.problemAdmin';
}

function SideMenu({
  menu,
  pageExists,
  onNavigate,
}: Pick<AdminLayoutProps, 'menu' | 'pageExists'> & { onNavigate: () => void }) {
  const { t } = useTranslation('admin');
  const user = useUser();
  const { pathname } = useLocation();
  const roles = roleCodesOf(user?.roleList);
  const superAdmin = isRoot(roles);
  const problemReviewer = roles.includes(Role.PROBLEM_ADMIN);
  const groups = useMemo(
    () => visibleMenu(menu, { pageExists, isSuperAdmin: superAdmin, isProblemReviewer: problemReviewer }),
    [menu, pageExists, superAdmin, problemReviewer],
  );
  const active = activeMenuPath(groups, pathname);
  return (
    <ul className="menu w-full gap-1 px-2">
      {groups.map((group) => (
        <li key={group.key}>
          <h2 className="menu-title">{t(`menu.group.${group.key}`)}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className={active === item.to ? 'menu-active' : undefined}
                  aria-current={active === item.to ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {t(`menu.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Spec 3 §2: the admin area's own frame: a sidebar menu and a top bar with the user and logout. */
export function AdminLayout({ menu, pageExists, tools }: AdminLayoutProps) {
  const { t } = useTranslation('admin');
  const config = useWebsiteConfig();
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer
  useEffect(() => setDrawerOpen(false), [pathname]);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await adminLogout();
    } catch {
      // The session ends on this side either way.
    } finally {
      auth.clear();
      setLoggingOut(false);
      toast.success(t('logout.success'));
      navigate(paths.adminLogin, { replace: true });
    }
  };

  const sidebar = (
    <>
      <div className="flex h-14 items-center gap-2 border-b border-base-300 px-4">
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <span className="truncate font-bold">{t('brand', { name: config.shortName })}</span>
      </div>
      <nav aria-label={t('menu.label')} className="flex-1 overflow-y-auto py-3">
        <SideMenu menu={menu} pageExists={pageExists} onNavigate={() => setDrawerOpen(false)} />
      </nav>
    </>
  );

  return (
    <div className="flex min-h-screen bg-base-200 text-base-content">
      <aside className="sticky top-0 hidden h-screen w-60 shrink-0 flex-col border-r border-base-300 bg-base-100 lg:flex">
        {sidebar}
      </aside>
      <SideDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        label={t('menu.label')}
        hiddenFromClass="lg:hidden"
        widthClass="w-64"
      >
        {sidebar}
      </SideDrawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-base-300 bg-base-100/95 px-3 backdrop-blur">
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square lg:hidden"
            aria-label={t('menu.open')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
          <span className="truncate font-semibold lg:hidden">{t('brand', { name: config.shortName })}</span>
          <div className="ml-auto flex items-center gap-1">
            <Link to={paths.home} className="btn btn-ghost btn-sm hidden sm:inline-flex">
              {t('topbar.home')}
            </Link>
            {tools}
            {user && (
              <Dropdown
                align="end"
                buttonClassName="btn btn-ghost btn-sm gap-2 normal-case"
                label={
                  <>
                    <Avatar src={user.avatar} name={user.username} size={26} />
                    <span className="hidden max-w-32 truncate sm:inline">{user.username}</span>
                    <ChevronDownIcon size={14} />
                  </>
                }
              >
                {(close) => (
                  <ul className="menu w-52">
                    <li className="menu-title">
                      <span>
                        {user.username} · {t(roleLabelKey(roleCodesOf(user.roleList)))}
                      </span>
                    </li>
                    <li className="sm:hidden">
                      <Link to={paths.home} onClick={close}>
                        {t('topbar.home')}
                      </Link>
                    </li>
                    <li>
                      <button
                        type="button"
                        disabled={loggingOut}
                        onClick={() => {
                          close();
                          void logout();
                        }}
                      >
                        {t('topbar.logout')}
                      </button>
                    </li>
                  </ul>
                )}
              </Dropdown>
            )}
          </div>
        </header>
        <main className="w-full flex-1 p-3 md:p-5">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
