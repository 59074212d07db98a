import { ChevronDownIcon, MenuIcon } from '@web/components/icons';
import { Dropdown } from '@web/components/ui/dropdown';
import { SideDrawer } from '@web/components/ui/side-drawer';
import { paths } from '@web/config/paths';
import { useSession } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { useRouteAvailable } from '@web/lib/route-availability';
import { useWebsiteConfig } from '@web/lib/site-config';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { deepestHandle } from '../route-handle';
import { LanguageToggle } from './language-switch';
import { availableItems, contextMenu, defaultMenu, isActive, type NavItem } from './nav-items';
import { ThemeToggle } from './theme-toggle';

const SignedInMenus = lazy(() => import('./signed-in-menus'));

function useMenu() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const config = useWebsiteConfig();
  const isAvailable = useRouteAvailable();
  const params = matches[matches.length - 1]?.params ?? {};
  const menu = contextMenu({
    mode: deepestHandle(matches, 'navMode'),
    contestId: params.contestID,
    trainingId: params.trainingID,
    groupId: params.groupID,
  });
  return {
    items: availableItems(menu ?? defaultMenu(config), isAvailable),
    active: (item: NavItem) => isActive(item, pathname, deepestHandle(matches, 'activeMenu')),
  };
}

function DesktopMenu({ items, active }: ReturnType<typeof useMenu>) {
  const { t } = useTranslation();
  return (
    <nav className="hidden flex-1 items-center gap-1 nav:flex" aria-label={t('nav.label')}>
      {items.map((item) =>
        item.children ? (
          <Dropdown
            key={item.label}
            buttonClassName={`btn btn-ghost btn-sm gap-1 ${active(item) ? 'text-primary' : ''}`}
            label={
              <>
                {t(item.label)}
                <ChevronDownIcon size={14} />
              </>
            }
          >
            {(close) => (
              <ul className="menu w-40">
                {item.children?.map((child) => (
                  <li key={child.label}>
                    <Link
                      to={child.to!}
                      onClick={close}
                      className={active(child) ? 'menu-active' : undefined}
                    >
                      {t(child.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Dropdown>
        ) : (
          <Link
            key={item.label}
            to={item.to!}
            className={`btn btn-ghost btn-sm ${active(item) ? 'text-primary' : ''}`}
            aria-current={active(item) ? 'page' : undefined}
          >
            {t(item.label)}
          </Link>
        ),
      )}
    </nav>
  );
}

/** Login and, when the site allows it, Register (spec 1 §2.3): in the bar and again in the drawer. */
function GuestActions({ inDrawer = false, onOpen }: { inDrawer?: boolean; onOpen?: () => void }) {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const open = (mode: 'login' | 'register') => {
    onOpen?.();
    openAuthDialog(mode);
  };
  const size = inDrawer ? 'flex-1' : 'btn-sm';
  return (
    <>
      <button type="button" className={`btn btn-outline btn-primary ${size}`} onClick={() => open('login')}>
        {t('auth.login')}
      </button>
      {config.register && (
        <button type="button" className={`btn btn-primary ${size}`} onClick={() => open('register')}>
          {t('auth.register')}
        </button>
      )}
    </>
  );
}

function MobileDrawer({
  open,
  onClose,
  items,
  active,
  guest,
}: ReturnType<typeof useMenu> & { open: boolean; onClose: () => void; guest: boolean }) {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      label={t('nav.label')}
      title={config.shortName}
      hiddenFromClass="nav:hidden"
    >
      <ul className="menu w-full flex-1 overflow-y-auto">
        {items.map((item) =>
          item.children ? (
            <li key={item.label}>
              <details open={active(item)}>
                <summary>{t(item.label)}</summary>
                <ul>
                  {item.children.map((child) => (
                    <li key={child.label}>
                      <Link
                        to={child.to!}
                        className={active(child) ? 'menu-active' : undefined}
                        onClick={onClose}
                      >
                        {t(child.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.label}>
              <Link to={item.to!} className={active(item) ? 'menu-active' : undefined} onClick={onClose}>
                {t(item.label)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {guest && (
        <div className="flex gap-2 border-t border-base-300 p-4">
          <GuestActions inDrawer onOpen={onClose} />
        </div>
      )}
    </SideDrawer>
  );
}

export function Navbar() {
  const { t } = useTranslation();
  const menu = useMenu();
  const config = useWebsiteConfig();
  const { token, user } = useSession();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-2 px-3">
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square nav:hidden"
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </button>
        {/* The site name is what gives way on a narrow phone (it truncates), never the guest's
            Login and Register or the toggles. */}
        <Link
          to={paths.home}
          className="mr-2 flex min-w-0 items-center gap-2 text-lg font-bold whitespace-nowrap"
        >
          <img src="/favicon.svg" alt="" width={26} height={26} className="shrink-0" />
          <span className="truncate">{config.shortName}</span>
        </Link>
        <DesktopMenu {...menu} />
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <ThemeToggle />
          <LanguageToggle />
          {token && user ? (
            // Held at the width the bell and avatar take while their chunk arrives, so the
            // toggles beside them do not jump.
            <Suspense fallback={<span className="w-20" aria-hidden="true" />}>
              <SignedInMenus user={user} />
            </Suspense>
          ) : (
            <GuestActions />
          )}
        </div>
      </div>
      <MobileDrawer
        {...menu}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        guest={!(token && user)}
      />
    </header>
  );
}
