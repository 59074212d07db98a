import { render, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '@web/app/provider';
import { auth } from '@web/lib/auth';
import { queryClient } from '@web/lib/query-client';
import { createRouteAvailability, RouteAvailabilityProvider } from '@web/lib/route-availability';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope } from '@web/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';

const HOUR = 3600_000;
const now = Date.now();
const CONTEST = {
  id: 5,
  author: 'setter',
  title: 'Spring Cup',
  type: 0,
  description: 'Welcome',
  status: 0,
  source: 0,
  auth: 0,
  now: new Date(now).toISOString(),
  startTime: new Date(now - HOUR).toISOString(),
  endTime: new Date(now + 4 * HOUR).toISOString(),
  duration: 5 * 3600,
  sealRank: false,
  openPrint: false,
  sealRankTime: null,
  rankShowName: 'username',
  openRank: false,
  oiRankScoreType: 'Recent',
  count: 3,
  gid: null,
  allowEndSubmit: false,
};
const PROBLEMS = [
  { id: 11, displayId: 'A', cid: 5, pid: 101, displayTitle: 'Apples', color: null, ac: 1, total: 2 },
];

function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider>
      <RouteAvailabilityProvider value={createRouteAvailability(routes)}>
        <RouterProvider router={router} />
      </RouteAvailabilityProvider>
    </AppProvider>,
  );
  return router;
}

beforeAll(setupTestI18n);
beforeEach(() => {
  auth.clear();
  toastStore.set([]);
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (path === '/api/get-contest-info') return envelope(CONTEST);
      if (path === '/api/get-contest-problem') return envelope(PROBLEMS);
      if (path === '/api/get-contest-not-read-announcement') return envelope([]);
      if (path === '/api/get-user-problem-status') return envelope({});
      return envelope(null, { status: 404, msg: 'Not Found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('contest routes', () => {
  it('renders a tab inside the detail layout, highlighting it', async () => {
    auth.login('tok', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
    renderApp('/contest/5/problems');
    expect(await screen.findByRole('link', { name: 'Apples' }, { timeout: 5000 })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Contest sections' });
    expect(within(tabs).getByRole('tab', { name: 'Problems' }).getAttribute('aria-selected')).toBe('true');
    // The site opens contest comments by default, and the Comment page is routed.
    expect(within(tabs).getByRole('tab', { name: 'Comment' })).toBeTruthy();
  });

  it('sends a guest away from the contest', async () => {
    const router = renderApp('/contest/5');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/contest/5'));
  });
});
