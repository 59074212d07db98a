import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupDiscussionListPage } from './group-discussion-list-page';

const CATEGORIES = [{ id: 2, name: 'Help', gmtCreate: '', gmtModified: '' }];

const ROW = {
  id: 5,
  categoryId: 2,
  title: '[G100] Why WA?',
  description: 'My DP fails',
  content: 'mine',
  pid: 'G100',
  uid: 'u1',
  author: 'ada',
  avatar: null,
  role: 'admin',
  viewNum: 4,
  likeNum: 2,
  commentNum: 1,
  topPriority: true,
  status: 0,
  gid: 7,
  gmtCreate: '2030-01-01T08:00:00Z',
  gmtModified: '2030-01-01T08:00:00Z',
  categoryName: 'Help',
  titleName: null,
  titleColor: null,
};
const OTHER = {
  ...ROW,
  id: 6,
  title: 'Hidden one',
  uid: 'u9',
  author: 'bob',
  content: null,
  status: 1,
  topPriority: false,
};

const fetchMock = vi.fn<typeof fetch>();
type Call = { method: string; url: URL; body: unknown };
const calls = (path: string, method = 'GET'): Call[] =>
  fetchMock.mock.calls
    .map(([url, init]) => ({
      method: init?.method ?? 'GET',
      url: new URL(String(url), 'http://x'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }))
    .filter((call) => call.url.pathname === path && call.method === method);

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/discussion-category') return envelope(CATEGORIES);
    if (url.pathname === '/api/group/get-discussion-list')
      return envelope({ records: [ROW], total: 1, current: 1, size: 10 });
    if (url.pathname === '/api/group/get-admin-discussion-list')
      return envelope({ records: [ROW, OTHER], total: 2, current: 1, size: 10 });
    if (url.pathname === '/api/group/discussion' && method !== 'GET') return envelope(null);
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => new RegExp(`^\\*?${name}$`);

describe('GroupDiscussionListPage', () => {
  it("lists the group's discussions with links inside the group and no admin view for members", async () => {
    renderWithProviders(<GroupDiscussionListPage gid={7} isGroupAdmin={false} />, {
      url: '/group/7/discussion?currentPage=2',
      path: '/group/:groupID/discussion',
    });
    const row = (await screen.findByText('[G100] Why WA?')).closest('li')!;
    expect(Object.fromEntries(calls('/api/group/get-discussion-list')[0]!.url.searchParams)).toEqual({
      gid: '7',
      currentPage: '2',
      limit: '10',
    });
    expect(within(row).getByRole('link', { name: '[G100] Why WA?' }).getAttribute('href')).toBe(
      '/group/7/discussion-detail/5',
    );
    expect(within(row).getByRole('link', { name: 'Go to problem' }).getAttribute('href')).toBe(
      '/group/7/problem/G100',
    );
    expect(within(row).getByTestId('discussion-pinned')).toBeTruthy();
    expect(within(row).getByText('ADM')).toBeTruthy();
    expect(within(row).getByText('Help')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Manage' })).toBeNull();
  });

  it('posts through the group call in a dialog, with the problem prefix and no pin for members', async () => {
    renderWithProviders(<GroupDiscussionListPage gid={7} isGroupAdmin={false} pid="G100" />, {
      url: '/group/7/discussion/G100',
      path: '/group/:groupID/discussion/:problemID',
    });
    await screen.findByText('[G100] Why WA?');
    expect(calls('/api/group/get-discussion-list')[0]!.url.searchParams.get('pid')).toBe('G100');
    expect(screen.getByRole('link', { name: 'All group discussions' }).getAttribute('href')).toBe(
      '/group/7/discussion',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Post a discussion of this problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create discussion' });
    expect(within(dialog).queryByLabelText('Pin to top')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(field('Title')), { target: { value: 'Stuck' } });
    fireEvent.change(within(dialog).getByLabelText(field('Description')), { target: { value: 'On test 3' } });
    fireEvent.change(within(dialog).getByLabelText(field('Category')), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(field('Content')), { target: { value: 'My code' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('/api/group/discussion', 'POST')[0]!.body).toEqual({
      title: '[G100] Stuck',
      description: 'On test 3',
      content: 'My code',
      categoryId: 2,
      topPriority: false,
      gid: 7,
      pid: 'G100',
    });
    expect(calls('/api/discussion', 'POST')).toHaveLength(0);
  });

  it('gives group admins the admin view with status and top switches that save at once', async () => {
    const { router } = renderWithProviders(<GroupDiscussionListPage gid={7} isGroupAdmin />, {
      url: '/group/7/discussion',
      path: '/group/:groupID/discussion',
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Manage' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=admin'));
    const table = await screen.findByTestId('group-discussion-admin-table');
    expect(calls('/api/group/get-admin-discussion-list')[0]!.url.searchParams.get('gid')).toBe('7');
    expect(within(table).getByText('Hidden one')).toBeTruthy();
    fireEvent.change(within(table).getByLabelText('Status of Hidden one'), { target: { value: '0' } });
    await waitFor(() => expect(calls('/api/group/discussion', 'PUT')).toHaveLength(1));
    expect(calls('/api/group/discussion', 'PUT')[0]!.body).toEqual({ id: 6, status: 0 });
    fireEvent.click(within(table).getByLabelText('Pin Hidden one to top'));
    await waitFor(() => expect(calls('/api/group/discussion', 'PUT')).toHaveLength(2));
    expect(calls('/api/group/discussion', 'PUT')[1]!.body).toEqual({ id: 6, topPriority: true });
    expect(within(table).getByRole('link', { name: 'View Hidden one' }).getAttribute('href')).toBe(
      '/group/7/discussion-detail/6',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Hidden one' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('/api/group/discussion', 'DELETE')).toHaveLength(1));
    expect(calls('/api/group/discussion', 'DELETE')[0]!.url.searchParams.get('did')).toBe('6');
  });

  it('lets the author edit through the group call', async () => {
    renderWithProviders(<GroupDiscussionListPage gid={7} isGroupAdmin={false} />, {
      url: '/group/7/discussion',
      path: '/group/:groupID/discussion',
    });
    const row = (await screen.findByText('[G100] Why WA?')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for [G100] Why WA?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit discussion' });
    fireEvent.change(within(dialog).getByLabelText(field('Content')), { target: { value: 'edited' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('/api/group/discussion', 'PUT')).toHaveLength(1));
    expect(calls('/api/group/discussion', 'PUT')[0]!.body).toMatchObject({
      id: 5,
      content: 'edited',
      topPriority: true,
    });
  });
});
