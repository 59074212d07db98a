import { AdminLoginPage } from '@web/features/admin/components/admin-login-page';
import { LanguageSelect } from '../layout/language-switch';
import { PageTitle } from '../layout/page-title';
import { ThemeToggle } from '../layout/theme-toggle';

export default function AdminLoginRoute() {
  return (
    <>
      <PageTitle />
      <AdminLoginPage
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
