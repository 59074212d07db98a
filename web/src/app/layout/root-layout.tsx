import { PageLoader } from '@web/components/ui/spinner';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { deepestHandle } from '../route-handle';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageTitle } from './page-title';
import { SessionSync } from './session-sync';

// The dialog's forms, puzzle and validators load the first time someone opens it.
const AuthDialog = lazy(() => import('@web/features/auth/components/auth-dialog'));

function AuthDialogHost() {
  const { open } = useAuthDialog();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}

export function RootLayout() {
  const matches = useMatches();
  const hideFooter = deepestHandle(matches, 'hideFooter');
  const fullWidth = deepestHandle(matches, 'fullWidth');

  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <PageTitle />
      <SessionSync />
      <Navbar />
      <main className={`w-full flex-1 ${fullWidth ? '' : 'mx-auto max-w-screen-2xl px-3 py-5 md:px-6'}`}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {!hideFooter && <Footer />}
      <BackToTop />
      <AuthDialogHost />
    </div>
  );
}
