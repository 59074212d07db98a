import {
  createPageExists,
  createRouteAvailability,
  PageExistsProvider,
  RouteAvailabilityProvider,
} from '@web/lib/route-availability';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { type createAppRouter, routes } from './router';

const isRouteAvailable = createRouteAvailability(routes);
const pageExists = createPageExists(routes);

type AppRouter = ReturnType<typeof createAppRouter>;

/** `router` is created once by main.tsx, after i18n is ready, because the first route's guard may toast. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouteAvailabilityProvider value={isRouteAvailable}>
        <PageExistsProvider value={pageExists}>
          <RouterProvider router={router} />
        </PageExistsProvider>
      </RouteAvailabilityProvider>
    </AppProvider>
  );
}
