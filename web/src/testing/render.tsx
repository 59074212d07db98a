import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createRouteAvailability, RouteAvailabilityProvider } from '@web/lib/route-availability';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export interface RenderOptions {
  /** The URL to start at. */
  url?: string;
  /** Routes that count as built (menus show links to them); only the rendered element is routed. */
  routes?: RouteObject[];
  /** Route pattern and metadata of the rendered element (default: every path). */
  path?: string;
  handle?: unknown;
}

/** Renders `ui` inside a fresh query client and a memory router at `url`. */
export function renderWithProviders(
  ui: ReactNode,
  { url = '/', routes = [], path = '*', handle }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, handle, element: ui }], { initialEntries: [url] });
  const available = createRouteAvailability([...routes, { path }]);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouteAvailabilityProvider value={available}>
        <RouterProvider router={router} />
      </RouteAvailabilityProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A JSON envelope response as the API sends it. */
export function envelope(
  data: unknown,
  init: { status?: number; msg?: string; headers?: Record<string, string> } = {},
) {
  const status = init.status ?? 200;
  return new Response(JSON.stringify({ status, data, msg: init.msg ?? '' }), {
    status,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}
