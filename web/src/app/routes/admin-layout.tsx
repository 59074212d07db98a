import { AdminLayout } from '@web/features/admin/components/admin-layout';
import { usePageExists } from '@web/lib/route-availability';
import { ADMIN_MENU } from '../admin-menu';
import { LanguageSelect } from '../layout/language-switch';
import { PageTitle } from '../layout/page-title';
import { SessionSync } from '../layout/session-sync';
import { ThemeToggle } from '../layout/theme-toggle';

/** The admin frame with every area's admin pages in its menu; entries without a page stay hidden. */
export default function AdminLayoutRoute() {
  return (
    <>
      <PageTitle />
      <SessionSync />
      <AdminLayout
        menu={ADMIN_MENU}
        pageExists={usePageExists()}
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
