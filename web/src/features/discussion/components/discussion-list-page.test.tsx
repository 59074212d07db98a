import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { authDialogStore } from '@web/lib/auth-dialog';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscussionListPage } from './discussion-list-page';

const CATEGORIES = [
  { id: 1, name: 'Notice', gmtCreate: '', gmtModified: '' },
  { id: 2, name: 'Help', gmtCreate: '', gmtModified: '' },
];

const ROW = {
  id: 5,
  categoryId: 2,
  title: 'Why WA on test 3?',
  description: 'My DP fails',
  content: null,
  pid: '1001',
  uid: 'u9',
  author: 'bob',
  avatar: null,
  role: 'root',
  viewNum: 40,
  likeNum: 7,
  commentNum: 3,
  topPriority: true,
  status: 0,
  gid: null,
  gmtCreate: '2030-01-01T08:00:00Z',
  gmtModified: '2030-01-01T08:00:00Z',
  categoryName: 'Help',
  titleName: 'Champion',
  titleColor: '#f00',
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

let postAnswer: () => Response;

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  authDialogStore.set({ open: false, mode: 'login' });
  postAnswer = () => envelope(null);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/discussion-category' && method === 'GET') return envelope(CATEGORIES);
    if (url.pathname === '/api/discussion-category' && method === 'POST') {
      const sent = JSON.parse(String(init?.body)) as { id?: number; name: string }[];
      return envelope(
        sent.map((category, index) => ({ id: category.id ?? 10 + index, name: category.name })),
      );
    }
    if (url.pathname === '/api/get-discussion-list')
      return envelope({ records: [ROW], total: 11, current: 1, size: 10 });
    if (url.pathname === '/api/discussion' && method === 'POST') return postAnswer();
    // A refusal (403) makes the client re-read the caller's roles.
    if (url.pathname === '/api/get-user-auth-info') return envelope({ roles: ['default_user'] });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** A required field's label reads "*Name" (the mark is hidden from screen readers only). */
const field = (name: string) => new RegExp(`^\\*?${name}$`);

const login = (roleList = ['default_user'], uid = 'u1') =>
  auth.login('token', { uid, username: 'ada', avatar: null, roleList } as never);

describe('DiscussionListPage', () => {
  it('asks for 10 discussions with the filters of the URL and writes a search back to it', async () => {
    login();
    const { router } = renderWithProviders(<DiscussionListPage />, {
      url: '/discussion?keyword=dp&cid=2&onlyMine=true&currentPage=2',
      path: '/discussion',
    });
    await screen.findByText('Why WA on test 3?');
    expect(Object.fromEntries(calls('/api/get-discussion-list')[0]!.url.searchParams)).toEqual({
      currentPage: '2',
      limit: '10',
      keyword: 'dp',
      cid: '2',
      onlyMine: 'true',
    });
    fireEvent.change(screen.getByLabelText('Search discussions by keyword'), {
      target: { value: ' knapsack ' },
    });
    fireEvent.submit(screen.getByLabelText('Search discussions by keyword').closest('form')!);
    await waitFor(() => expect(router.state.location.search).toContain('keyword=knapsack'));
    expect(router.state.location.search).not.toContain('currentPage');
    expect(router.state.location.search).toContain('cid=2');
  });

  it('ignores onlyMine for a visitor and offers the toggle only to a logged-in user', async () => {
    renderWithProviders(<DiscussionListPage />, { url: '/discussion?onlyMine=true', path: '/discussion' });
    await screen.findByText('Why WA on test 3?');
    expect(calls('/api/get-discussion-list')[0]!.url.searchParams.has('onlyMine')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Only mine' })).toBeNull();
  });

  it('shows the row: pinned marker, problem button, author with badge and title, counts, category', async () => {
    renderWithProviders(<DiscussionListPage />, { url: '/discussion', path: '/discussion' });
    const row = (await screen.findByText('Why WA on test 3?')).closest('li')!;
    expect(within(row).getByTestId('discussion-pinned').textContent).toContain('Pinned');
    expect(within(row).getByRole('link', { name: 'Why WA on test 3?' }).getAttribute('href')).toBe(
      '/discussion-detail/5',
    );
    expect(within(row).getByRole('link', { name: 'Go to problem' }).getAttribute('href')).toBe(
      '/problem/1001',
    );
    expect(within(row).getByRole('link', { name: /bob/ }).getAttribute('href')).toBe(
      '/user-home?uid=u9&username=bob',
    );
    expect(within(row).getByText('SPA').getAttribute('title')).toBe('Super Administrator');
    expect(within(row).getByText('Champion')).toBeTruthy();
    expect(within(row).getByTestId('discussion-comments').textContent).toBe('3');
    expect(within(row).getByTestId('discussion-likes').textContent).toBe('7');
    expect(within(row).getByTestId('discussion-views').textContent).toBe('40');
    expect(within(row).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/discussion?cid=2');
    // Neither the author nor an admin: no edit or delete menu.
    expect(within(row).queryByRole('button', { name: 'Actions for Why WA on test 3?' })).toBeNull();
  });

  it('asks a visitor to login before posting', async () => {
    renderWithProviders(<DiscussionListPage />, { url: '/discussion', path: '/discussion' });
    fireEvent.click(await screen.findByRole('button', { name: 'Post a discussion' }));
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'warning', message: 'Please login first' });
    expect(authDialogStore.get()).toEqual({ open: true, mode: 'login' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a problem list: filtered to the problem, its buttons, and a new post carries the problem', async () => {
    login();
    renderWithProviders(<DiscussionListPage />, { url: '/discussion/1001', path: '/discussion/:problemID' });
    await screen.findByText('Why WA on test 3?');
    expect(calls('/api/get-discussion-list')[0]!.url.searchParams.get('pid')).toBe('1001');
    expect(screen.getByRole('link', { name: 'Back to problem 1001' }).getAttribute('href')).toBe(
      '/problem/1001',
    );
    expect(screen.getByRole('link', { name: 'General discussion' }).getAttribute('href')).toBe('/discussion');

    fireEvent.click(screen.getByRole('button', { name: 'Post a discussion of this problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create discussion' });
    // Admin-only: no top switch for an ordinary user.
    expect(within(dialog).queryByLabelText('Pin to top')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(within(dialog).getByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Description is required')).toBeTruthy();
    expect(within(dialog).getByText('Category is required')).toBeTruthy();
    expect(within(dialog).getByText('Content is required')).toBeTruthy();
    expect(calls('/api/discussion', 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(field('Title')), { target: { value: 'Why WA?' } });
    fireEvent.change(within(dialog).getByLabelText(field('Description')), {
      target: { value: 'x'.repeat(256) },
    });
    fireEvent.change(within(dialog).getByLabelText(field('Category')), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(field('Content')), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(within(dialog).getByText('Description can not exceed 255 characters')).toBeTruthy();
    expect(within(dialog).getByText('Content is required')).toBeTruthy();
    expect(calls('/api/discussion', 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(field('Description')), { target: { value: 'On test 3' } });
    fireEvent.change(within(dialog).getByLabelText(field('Content')), { target: { value: 'My code' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('/api/discussion', 'POST')[0]!.body).toEqual({
      title: '[1001] Why WA?',
      description: 'On test 3',
      content: 'My code',
      categoryId: 2,
      topPriority: false,
      pid: '1001',
    });
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'success', message: 'Post successfully' });
  });

  it("keeps the dialog and the text when the server refuses, showing the server's message", async () => {
    login();
    postAnswer = () => envelope(null, { status: 403, msg: 'You need 10 accepted problems to post' });
    renderWithProviders(<DiscussionListPage />, { url: '/discussion?cid=1', path: '/discussion' });
    fireEvent.click(await screen.findByRole('button', { name: 'Post a discussion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create discussion' });
    // Opened from a category's list, the post starts in that category.
    expect((within(dialog).getByLabelText(field('Category')) as HTMLSelectElement).value).toBe('1');
    fireEvent.change(within(dialog).getByLabelText(field('Title')), { target: { value: 'Hello' } });
    fireEvent.change(within(dialog).getByLabelText(field('Description')), { target: { value: 'Hi' } });
    fireEvent.change(within(dialog).getByLabelText(field('Content')), { target: { value: 'Body' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(toastStore.get().at(-1)).toMatchObject({
        kind: 'error',
        message: 'You need 10 accepted problems to post',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Create discussion' })).toBeTruthy();
    expect((screen.getByLabelText(field('Title')) as HTMLInputElement).value).toBe('Hello');
  });

  it('gives an admin the top switch and the delete action on any discussion', async () => {
    login(['admin']);
    renderWithProviders(<DiscussionListPage />, { url: '/discussion', path: '/discussion' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Why WA on test 3?' }));
    // Not the author: delete only.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete discussion' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('/api/discussion', 'DELETE')).toHaveLength(1));
    expect(calls('/api/discussion', 'DELETE')[0]!.url.searchParams.get('did')).toBe('5');

    fireEvent.click(screen.getByRole('button', { name: 'Post a discussion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create discussion' });
    expect(within(dialog).getByLabelText('Pin to top')).toBeTruthy();
  });

  it('lets the author edit a discussion from the list, content included', async () => {
    login(['default_user'], 'u9');
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/discussion-category') return envelope(CATEGORIES);
      if (url.pathname === '/api/get-discussion-list')
        return envelope({ records: [{ ...ROW, content: 'old body' }], total: 1, current: 1, size: 10 });
      return envelope(null);
    });
    renderWithProviders(<DiscussionListPage />, { url: '/discussion', path: '/discussion' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Why WA on test 3?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit discussion' });
    expect((within(dialog).getByLabelText(field('Content')) as HTMLTextAreaElement).value).toBe('old body');
    fireEvent.change(within(dialog).getByLabelText(field('Content')), { target: { value: 'new body' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('/api/discussion', 'PUT')).toHaveLength(1));
    expect(calls('/api/discussion', 'PUT')[0]!.body).toEqual({
      id: 5,
      title: 'Why WA on test 3?',
      description: 'My DP fails',
      content: 'new body',
      categoryId: 2,
      topPriority: true,
    });
  });

  it('lets the super admin rename and add categories, saving the full list on leaving edit mode', async () => {
    login(['root']);
    renderWithProviders(<DiscussionListPage />, { url: '/discussion', path: '/discussion' });
    await screen.findByRole('link', { name: 'Notice' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit the categories' }));
    fireEvent.change(screen.getByLabelText('Name of category 1'), { target: { value: 'News' } });
    // Stored categories are renamed, never removed here; a row added in this edit can be dropped.
    expect(screen.queryByRole('button', { name: /Remove category/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    fireEvent.change(screen.getByLabelText('Name of category 3'), { target: { value: 'Ideas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove category 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the categories' }));
    await screen.findByRole('link', { name: 'Ideas' });
    expect(calls('/api/discussion-category', 'POST')[0]!.body).toEqual([
      { id: 1, name: 'News' },
      { id: 2, name: 'Help' },
      { name: 'Ideas' },
    ]);
    expect(screen.getByRole('link', { name: 'News' })).toBeTruthy();
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'success', message: 'Categories saved' });
  });

  it('offers no category editing to anyone but the super admin', async () => {
    login(['admin']);
    renderWithProviders(<DiscussionListPage />, { url: '/discussion', path: '/discussion' });
    await screen.findByRole('link', { name: 'Notice' });
    expect(screen.queryByRole('button', { name: 'Edit the categories' })).toBeNull();
  });
});
