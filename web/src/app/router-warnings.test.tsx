import { render, waitFor } from '@testing-library/react';
import { AppProvider } from '@web/app/provider';
import { auth } from '@web/lib/auth';
import { queryClient } from '@web/lib/query-client';
import { createRouteAvailability, RouteAvailabilityProvider } from '@web/lib/route-availability';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope } from '@web/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

const user = (roleList: string[]) => ({ uid: 'u1', username: 'someone', avatar: null, roleList }) as never;

/** Renders the whole route table at `url` and waits until every loader and redirect has settled. */
async function visit(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider>
      <RouteAvailabilityProvider value={createRouteAvailability(routes)}>
        <RouterProvider router={router} />
      </RouteAvailabilityProvider>
    </AppProvider>,
  );
  await waitFor(
    () => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('routing');
    },
    { timeout: 10_000 },
  );
  return router.state.location.pathname;
}

beforeAll(setupTestI18n);
beforeEach(() => {
  auth.clear();
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelope(null)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** React Router's development warnings, e.g. a matched leaf route with nothing to render. */
const routerWarnings = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.map((call) => String(call[0])).filter((text) => /route|outlet|navigate/i.test(text));

describe('redirect-only routes render without React Router warnings', () => {
  const cases: [url: string, roles: string[] | null, landing: string][] = [
    ['/logout', null, '/home'],
    ['/logout', ['default_user'], '/home'],
    ['/admin', null, '/admin/login'],
    ['/admin', ['admin'], '/admin/problems'],
    ['/admin/no-such-page', null, '/admin/login'],
  ];
  for (const [url, roles, landing] of cases) {
    it(`${url} as ${roles?.join(',') ?? 'a guest'} lands on ${landing}`, async () => {
      if (roles) auth.login('tok', user(roles));
      const warn = vi.spyOn(console, 'warn');
      expect(await visit(url)).toBe(landing);
      expect(routerWarnings(warn)).toEqual([]);
    });
  }
});
