import type { GroupListItem } from '@contract/group';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { authDialogStore } from '@web/lib/auth-dialog';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupListPage } from './group-list-page';

const GROUP: GroupListItem = {
  id: 7,
  avatar: null,
  owner: 'grace',
  name: 'Algorithm club',
  shortName: 'ALGO1',
  brief: 'We solve problems together',
  description: '',
  auth: 2,
  visible: false,
  memberCount: 12,
  gmtCreate: new Date(2026, 2, 5, 10, 30).toISOString(),
};

const fetchMock = vi.fn<typeof fetch>();
let listAnswer: () => Response;
const calls = (path: string) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: new URL(String(url), 'http://x'), init }))
    .filter(({ url }) => url.pathname === path);
const listQuery = (index: number) =>
  Object.fromEntries(calls('/api/get-group-list').at(index)!.url.searchParams);

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  authDialogStore.set({ open: false, mode: 'login' });
  listAnswer = () => envelope({ records: [GROUP], total: 40, current: 1, size: 15 });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-group-list') return listAnswer();
    if (path === '/api/group') return envelope(null, { msg: 'success' });
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const login = () =>
  auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
const toasts = () => toastStore.get().map((toast) => toast.message);

describe('GroupListPage', () => {
  it('asks for the filters of the URL and writes new ones back to it', async () => {
    login();
    const { router } = renderWithProviders(<GroupListPage />, {
      url: '/group?keyword=algo&auth=3&onlyMine=true&currentPage=2&limit=30',
      path: '/group',
    });
    await screen.findByText('We solve problems together');
    expect(listQuery(0)).toEqual({
      currentPage: '2',
      limit: '30',
      keyword: 'algo',
      auth: '3',
      onlyMine: 'true',
    });
    const types = screen.getByRole('group', { name: 'Group type' });
    expect(within(types).getByRole('button', { name: 'Private' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(types).getByRole('button', { name: 'Public' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?keyword=algo&auth=1&onlyMine=true&limit=30'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'All Group' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=algo&auth=1&limit=30'));
    expect(screen.getByRole('button', { name: 'My Group' })).toBeTruthy();
    fireEvent.click(within(types).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=algo&limit=30'));

    const search = screen.getByRole('searchbox', { name: 'Search groups by name' });
    fireEvent.change(search, { target: { value: ' dp ' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=dp&limit=30'));
    await waitFor(() => expect(listQuery(-1)).toEqual({ currentPage: '1', limit: '30', keyword: 'dp' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Page size' }), { target: { value: '9' } });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=dp&limit=9'));
    const sizes = within(screen.getByRole('combobox', { name: 'Page size' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(sizes).toEqual(['9', '15', '30', '60', '120']);
  });

  it('shows the card: owner link, name, brief, members, type, hidden mark and YYYY-MM-DD', async () => {
    login();
    renderWithProviders(<GroupListPage />, { url: '/group', path: '/group' });
    const card = (await screen.findByText('We solve problems together')).closest('article')!;
    expect(within(card).getByRole('link', { name: 'grace' }).getAttribute('href')).toBe(
      '/user-home?username=grace',
    );
    expect(within(card).getByRole('link', { name: 'Algorithm club' }).getAttribute('href')).toBe('/group/7');
    expect(within(card).getByRole('img', { name: 'Algorithm club', hidden: true })).toBeTruthy();
    expect(within(card).getByText('12')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Protected' })).toBeTruthy();
    expect(within(card).getByText('Hidden')).toBeTruthy();
    expect(card.textContent).toContain('2026-03-05');
    expect(listQuery(0)).toEqual({ currentPage: '1', limit: '15' });
  });

  it('filters by a card’s type tag', async () => {
    login();
    const { router } = renderWithProviders(<GroupListPage />, { url: '/group', path: '/group' });
    const card = (await screen.findByText('We solve problems together')).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Protected' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auth=2'));
  });

  it('says No Groups when the page is empty', async () => {
    listAnswer = () => envelope({ records: [], total: 0, current: 1, size: 15 });
    renderWithProviders(<GroupListPage />, { url: '/group', path: '/group' });
    expect(await screen.findByText('No Groups')).toBeTruthy();
  });

  it('asks a guest to log in to open a group or create one, and disables My Group', async () => {
    const { router } = renderWithProviders(<GroupListPage />, { url: '/group', path: '/group' });
    const card = (await screen.findByText('We solve problems together')).closest('article')!;
    expect((screen.getByRole('button', { name: 'My Group' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(card).getByRole('link', { name: 'Algorithm club' }));
    expect(router.state.location.pathname).toBe('/group');
    expect(toasts()).toContain('Please login first');
    expect(authDialogStore.get()).toMatchObject({ open: true, mode: 'login' });

    authDialogStore.set({ open: false, mode: 'login' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(authDialogStore.get().open).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('drops ?onlyMine for a guest and asks them to log in', async () => {
    const { router } = renderWithProviders(<GroupListPage />, {
      url: '/group?onlyMine=true',
      path: '/group',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toasts()).toContain('Please login first');
    expect(authDialogStore.get().open).toBe(true);
    await screen.findByText('We solve problems together');
    expect(calls('/api/get-group-list').every(({ url }) => !url.searchParams.has('onlyMine'))).toBe(true);
  });
});
