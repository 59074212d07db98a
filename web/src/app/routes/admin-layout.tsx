import { AdminLayout } from '@web/features/admin/components/admin-layout';
import { matchRoutes } from 'react-router';
import { LanguageSelect } from '../layout/language-switch';
import { PageTitle } from '../layout/page-title';
import { SessionSync } from '../layout/session-sync';
import { ThemeToggle } from '../layout/theme-toggle';
import { routes } from '../router';

/**
 * Whether a page is routed at `to`: the deepest match renders something. The catch-all and
 * redirect-only entries (such as `/admin` until the dashboard exists) do not count, so the
 * admin menu never shows a dead entry.
 */
export function adminPageExists(to: string): boolean {
  const last = matchRoutes(routes, to)?.at(-1)?.route;
  return Boolean(last && last.path !== '*' && (last.lazy || last.Component || last.element));
}

export default function AdminLayoutRoute() {
  return (
    <>
      <PageTitle />
      <SessionSync />
      <AdminLayout
        pageExists={adminPageExists}
        tools={
          <>
            <LanguageSelect />
            <ThemeToggle />
          </>
        }
      />
    </>
  );
}
