import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContestListPage } from './contest-list-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const row = {
  id: 5,
  uid: 'u1',
  author: 'root',
  title: 'Spring cup',
  type: 1,
  auth: 2,
  status: 0,
  startTime: '2030-01-01T09:00:00.000Z',
  endTime: '2030-01-01T14:00:00.000Z',
  visible: true,
};

function setup() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.startsWith('/api/admin/contest/get-contest-list')
      ? envelope({ records: [row], total: 1 })
      : envelope(null),
  );
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<ContestListPage />, { url: '/admin/contest' });
  return fetch;
}

describe('the admin contest list', () => {
  it('shows each contest with its type, auth, status and the ways into its pages', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Spring cup' })).toBeTruthy();
    expect(screen.getByText('OI')).toBeTruthy();
    expect(screen.getByText('Protected')).toBeTruthy();
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Spring cup' }).getAttribute('href')).toBe(
      '/admin/contest/5/edit',
    );
    expect(screen.getByRole('link', { name: 'Problems of Spring cup' }).getAttribute('href')).toBe(
      '/admin/contest/5/problems',
    );
    expect(screen.getByRole('link', { name: 'Announcements of Spring cup' }).getAttribute('href')).toBe(
      '/admin/contest/5/announcement',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download accepted submissions of Spring cup' }));
    expect(screen.getByRole('dialog', { name: 'Download accepted submissions' })).toBeTruthy();
  });

  it('switches the visibility at once', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Visibility of Spring cup' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.find(
          ([url, init]) => init?.method === 'PUT' && url.includes('change-contest-visible'),
        )?.[0],
      ).toBe('/api/admin/contest/change-contest-visible?cid=5&visible=false&uid=u1'),
    );
  });

  it('deletes after confirmation', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spring cup' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete contest' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url)).toEqual([
        '/api/admin/contest?cid=5',
      ]),
    );
  });
});
