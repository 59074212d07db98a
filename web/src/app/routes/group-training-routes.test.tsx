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

const GROUP = {
  id: 5,
  avatar: null,
  name: 'Night owls',
  shortName: 'owls5',
  brief: 'We train at night',
  description: 'A group',
  owner: 'boss',
  uid: 'boss-uid',
  auth: 1,
  visible: true,
  status: 0,
  code: null,
  gmtCreate: '2030-01-01T08:00:00Z',
  gmtModified: '2030-01-01T08:00:00Z',
};
const TRAINING = {
  id: 7,
  title: 'Owl drills',
  description: 'Practise',
  author: 'boss',
  auth: 'Public',
  rank: 1,
  categoryId: null,
  categoryName: null,
  categoryColor: null,
  problemCount: 1,
  acCount: 0,
  gid: 5,
  gmtModified: '2030-01-01T08:00:00Z',
};

const fetchMock = vi.fn<typeof fetch>();
let level = 3;

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
  localStorage.clear();
  toastStore.set([]);
  queryClient.clear();
  level = 3;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-group-detail') return envelope(GROUP);
    if (path === '/api/get-group-auth') return envelope(level);
    if (path === '/api/get-group-access') return envelope({ access: true });
    if (path === '/api/group/get-training-list') return envelope({ records: [TRAINING], total: 1 });
    if (path === '/api/get-training-detail') return envelope(TRAINING);
    if (path === '/api/get-training-problem-list')
      return envelope([
        {
          pid: 101,
          problemId: 'owls5-1',
          title: 'Moonlight',
          difficulty: 0,
          type: 0,
          tags: [],
          ac: 0,
          total: 0,
        },
      ]);
    if (path === '/api/get-user-problem-status') return envelope({});
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  auth.login('tok', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('group training routes', () => {
  it('lists the group’s trainings on its Training tab, linking inside the group', async () => {
    renderApp('/group/5/training');
    const table = await screen.findByTestId('group-training-list', undefined, { timeout: 5000 });
    expect(within(table).getByRole('link', { name: 'Owl drills' }).getAttribute('href')).toBe(
      '/group/5/training/7',
    );
    expect(screen.queryByRole('button', { name: 'Manage trainings' })).toBeNull();
  });

  it('offers group admins the admin toggle', async () => {
    level = 4;
    renderApp('/group/5/training');
    expect(await screen.findByRole('button', { name: 'Manage trainings' }, { timeout: 5000 })).toBeTruthy();
  });

  it('opens a group training’s problems with links kept under the group', async () => {
    renderApp('/group/5/training/7/problems');
    const link = await screen.findByRole('link', { name: 'Moonlight' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/group/5/training/7/problem/owls5-1');
    const tabs = screen.getByRole('tablist', { name: 'Training sections' });
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: 'Introduction' }).getAttribute('href')).toBe(
        '/group/5/training/7',
      ),
    );
  });
});
