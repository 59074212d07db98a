import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { authDialogStore } from '@web/lib/auth-dialog';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContestListPage } from './contest-list-page';

const CONTEST = {
  id: 7,
  author: 'root',
  title: 'Weekly Round 7',
  description: '',
  type: 0,
  status: 0,
  source: 0,
  auth: 1,
  startTime: '2030-01-01T08:00:00Z',
  endTime: '2030-01-01T13:00:00Z',
  duration: 18000,
  openRank: true,
  oiRankScoreType: 'Recent',
  gid: null,
  allowEndSubmit: false,
  count: 42,
};

const fetchMock = vi.fn<typeof fetch>();
const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/get-contest-list');

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  authDialogStore.set({ open: false, mode: 'login' });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => envelope({ records: [CONTEST], total: 1, current: 1, size: 10 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ContestListPage', () => {
  it('asks for 10 contests with the filters of the URL and writes new filters back to it', async () => {
    const { router } = renderWithProviders(<ContestListPage />, {
      url: '/contest?type=1&status=-1&keyword=round&currentPage=2',
      path: '/contest',
    });
    await screen.findByText('Weekly Round 7');
    const first = listCalls()[0]!;
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      currentPage: '2',
      limit: '10',
      type: '1',
      status: '-1',
      keyword: 'round',
    });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '0' } });
    await waitFor(() => expect(router.state.location.search).toContain('status=0'));
    // A new filter starts again from the first page.
    expect(router.state.location.search).not.toContain('currentPage');
    expect(router.state.location.search).toContain('type=1');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('status')).toBe('0'));

    fireEvent.change(screen.getByLabelText('Search contests by title'), { target: { value: ' final ' } });
    fireEvent.submit(screen.getByLabelText('Search contests by title').closest('form')!);
    await waitFor(() => expect(router.state.location.search).toContain('keyword=final'));
  });

  it('shows the card: rule, access, participants, outside scoreboard and status', async () => {
    renderWithProviders(<ContestListPage />, { url: '/contest', path: '/contest' });
    await screen.findByText('Weekly Round 7');
    expect(screen.getByRole('link', { name: 'ACM' }).getAttribute('href')).toBe('/contest?type=0');
    expect(screen.getByText('Private')).toBeTruthy();
    expect(screen.getByText('42 participants')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scoreboard' }).getAttribute('href')).toBe(
      '/contest/acm-scoreboard/7',
    );
    expect(screen.getByTestId('contest-status').textContent).toBe('Running');
  });

  it('hides the outside scoreboard when the contest does not open its rank', async () => {
    fetchMock.mockImplementation(async () =>
      envelope({ records: [{ ...CONTEST, openRank: false }], total: 1, current: 1, size: 10 }),
    );
    renderWithProviders(<ContestListPage />, { url: '/contest', path: '/contest' });
    await screen.findByText('Weekly Round 7');
    expect(screen.queryByRole('link', { name: 'Scoreboard' })).toBeNull();
  });

  it('asks a guest to login before opening a contest', async () => {
    const { router } = renderWithProviders(<ContestListPage />, { url: '/contest', path: '/contest' });
    fireEvent.click(await screen.findByRole('button', { name: 'Weekly Round 7' }));
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'warning', message: 'Please login first' });
    expect(authDialogStore.get()).toEqual({ open: true, mode: 'login' });
    expect(router.state.location.pathname).toBe('/contest');
  });

  it('opens the contest for a logged-in user', async () => {
    auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
    const { router } = renderWithProviders(<ContestListPage />, { url: '/contest', path: '*' });
    fireEvent.click(await screen.findByRole('button', { name: 'Weekly Round 7' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/7'));
  });
});
