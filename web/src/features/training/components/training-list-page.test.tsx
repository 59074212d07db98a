import type { TrainingCategory, TrainingVO } from '@contract/training';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { authDialogStore } from '@web/lib/auth-dialog';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrainingListPage } from './training-list-page';

const TRAINING: TrainingVO = {
  id: 7,
  title: 'Greedy basics',
  description: '',
  author: 'setter',
  auth: 'Private',
  rank: 3,
  categoryId: 2,
  categoryName: 'Algorithms',
  categoryColor: '#ff0000',
  problemCount: 3,
  acCount: 1,
  gid: null,
  gmtModified: new Date(Date.now() - 3 * 3600_000).toISOString(),
};
const CATEGORIES: TrainingCategory[] = [
  { id: 1, name: 'Basics', color: '#00aa00', gid: null, gmtCreate: '', gmtModified: '' },
  { id: 2, name: 'Algorithms', color: '#ff0000', gid: null, gmtCreate: '', gmtModified: '' },
];

const fetchMock = vi.fn<typeof fetch>();
const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/get-training-list');

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  authDialogStore.set({ open: false, mode: 'login' });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-training-category') return envelope(CATEGORIES);
    if (path === '/api/get-training-list')
      return envelope({ records: [TRAINING], total: 31, current: 1, size: 15 });
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const login = () =>
  auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);

describe('TrainingListPage', () => {
  it('asks for 15 trainings with the filters of the URL and writes new filters back to it', async () => {
    const { router } = renderWithProviders(<TrainingListPage />, {
      url: '/training?keyword=greedy&categoryId=2&auth=Private&currentPage=2',
      path: '/training',
    });
    await screen.findByRole('link', { name: 'Greedy basics' });
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
      currentPage: '2',
      limit: '15',
      keyword: 'greedy',
      categoryId: '2',
      auth: 'Private',
    });
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(within(categories).getByRole('button', { name: 'Algorithms' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(categories).getByRole('button', { name: 'Basics' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?keyword=greedy&categoryId=1&auth=Private'),
    );
    fireEvent.click(within(screen.getByRole('group', { name: 'Auth' })).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=greedy&categoryId=1'));
    const search = screen.getByRole('searchbox', { name: 'Search trainings by title' });
    fireEvent.change(search, { target: { value: ' dp ' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=dp&categoryId=1'));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('keyword')).toBe('dp'));
    expect(listCalls().at(-1)!.searchParams.get('auth')).toBeNull();
  });

  it('shows rank, auth, coloured category, count, author and a relative update time', async () => {
    renderWithProviders(<TrainingListPage />, { url: '/training', path: '/training' });
    const row = (await screen.findByRole('link', { name: 'Greedy basics' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('3');
    expect(within(row).getByText('Private')).toBeTruthy();
    // The category's colour, drawn through the legible-colour utilities (darkened where needed).
    expect(within(row).getByText('Algorithms').getAttribute('style')).toContain('--legible-color: #ff0000');
    expect(within(row).getByRole('link', { name: 'setter' }).getAttribute('href')).toBe(
      '/user-home?username=setter',
    );
    expect(row.textContent).toContain('3 hours ago');
    // Guests see no progress column.
    expect(screen.queryByRole('columnheader', { name: 'Progress' })).toBeNull();
  });

  it('shows the caller its progress to 2 decimals and lets it open the training', async () => {
    login();
    renderWithProviders(<TrainingListPage />, { url: '/training', path: '/training' });
    const link = await screen.findByRole('link', { name: 'Greedy basics' });
    expect(screen.getByRole('columnheader', { name: 'Progress' })).toBeTruthy();
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('33.33%');
    expect(within(row).getByTitle('1/3')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/training/7');
  });

  it('keeps a guest on the list with the login dialog', async () => {
    const { router } = renderWithProviders(<TrainingListPage />, { url: '/training', path: '/training' });
    fireEvent.click(await screen.findByRole('link', { name: 'Greedy basics' }));
    expect(router.state.location.pathname).toBe('/training');
    expect(toastStore.get().map((toast) => toast.message)).toContain('Please login first');
    expect(authDialogStore.get()).toMatchObject({ open: true, mode: 'login' });
  });

  it('ignores filters the server would refuse', async () => {
    renderWithProviders(<TrainingListPage />, {
      url: '/training?categoryId=abc&auth=Secret&currentPage=-4',
      path: '/training',
    });
    await screen.findByRole('link', { name: 'Greedy basics' });
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({ currentPage: '1', limit: '15' });
  });
});
