import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrainingListPage } from './training-list-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const login = (uid: string, roleList: string[]) =>
  auth.login('tok', { uid, username: uid, avatar: null, roleList } as never);

const rows = [
  { id: 4, uid: 'me', author: 'me', title: 'Greedy', auth: 'Private', status: true, rank: 10, categoryId: 1 },
  {
    id: 5,
    uid: 'other',
    author: 'other',
    title: 'Graphs',
    auth: 'Public',
    status: false,
    rank: 20,
    categoryId: null,
  },
].map((row) => ({
  ...row,
  isGroup: false,
  gid: null,
  gmtCreate: '2030-01-01T00:00:00Z',
  gmtModified: '2030-01-02T00:00:00Z',
}));

function setup() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/admin/training/get-training-list')) return envelope({ records: rows, total: 2 });
    if (url.startsWith('/api/get-training-category'))
      return envelope([{ id: 1, name: 'Basics', color: '#ff0000', gid: null }]);
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<TrainingListPage />, { url: '/admin/training' });
  return fetch;
}

describe('the admin training list', () => {
  it('shows each training with its category and auth, and opens only the trainings the admin created', async () => {
    login('me', ['admin']);
    const fetch = setup();
    expect(await screen.findByRole('link', { name: 'Greedy' })).toBeTruthy();
    expect(await screen.findByText('Basics')).toBeTruthy();
    expect(screen.getByText('Private')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Greedy' }).getAttribute('href')).toBe(
      '/admin/training/4/edit',
    );
    expect(screen.getByRole('link', { name: 'Problems of Greedy' }).getAttribute('href')).toBe(
      '/admin/training/4/problems',
    );
    expect(screen.queryByRole('link', { name: 'Edit Graphs' })).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: 'Visibility of Graphs' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete Greedy' })).toBeNull();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/training/get-training-list?currentPage=1&limit=10');
  });

  it('switches the visibility at once, as HOJ sends it', async () => {
    login('me', ['admin']);
    const fetch = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Visibility of Greedy' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.find(
          ([url, init]) => init?.method === 'PUT' && url.includes('change-training-status'),
        )?.[0],
      ).toBe('/api/admin/training/change-training-status?tid=4&status=false&author=me'),
    );
  });

  it('lets root delete after confirmation', async () => {
    login('root', ['root']);
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Graphs' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete training' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url)).toEqual([
        '/api/admin/training?tid=5',
      ]),
    );
  });

  it('searches by keyword from the first page', async () => {
    login('root', ['root']);
    const fetch = setup();
    await screen.findByRole('link', { name: 'Greedy' });
    const box = screen.getByRole('textbox', { name: 'Search by title, ID or rank' });
    fireEvent.change(box, { target: { value: ' dp ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContain(
        '/api/admin/training/get-training-list?currentPage=1&limit=10&keyword=dp',
      ),
    );
  });
});
