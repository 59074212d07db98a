import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { authDialogStore } from '@web/lib/auth-dialog';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscussionDetail } from './discussion-detail';

const DETAIL = {
  id: 5,
  categoryId: 2,
  title: '[1001] Why WA?',
  description: 'My DP fails',
  content: 'Look at **this**',
  pid: '1001',
  uid: 'u9',
  author: 'bob',
  avatar: null,
  role: null,
  viewNum: 40,
  likeNum: 7,
  commentNum: 3,
  topPriority: false,
  status: 0,
  gid: null,
  gmtCreate: '2030-01-01T08:00:00Z',
  gmtModified: '2030-01-01T08:00:00Z',
  categoryName: 'Help',
  titleName: null,
  titleColor: null,
  hasLike: false,
};

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string, method = 'GET') =>
  fetchMock.mock.calls
    .map(([url, init]) => ({
      method: init?.method ?? 'GET',
      url: new URL(String(url), 'http://x'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }))
    .filter((call) => call.url.pathname === path && call.method === method);

let detail: Omit<typeof DETAIL, 'role'> & { role: string | null } = DETAIL;

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  authDialogStore.set({ open: false, mode: 'login' });
  detail = DETAIL;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/get-discussion-detail') return envelope(detail);
    if (url.pathname === '/api/discussion-category')
      return envelope([{ id: 2, name: 'Help', gmtCreate: '', gmtModified: '' }]);
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const login = (roleList = ['default_user'], uid = 'u1') =>
  auth.login('token', { uid, username: 'ada', avatar: null, roleList } as never);

const render = () =>
  renderWithProviders(<DiscussionDetail discussionId={5} />, {
    url: '/discussion-detail/5',
    path: '*',
  });

describe('DiscussionDetail', () => {
  it('shows the post with its problem, author, category, counts and Markdown', async () => {
    render();
    await screen.findByRole('heading', { name: '[1001] Why WA?' });
    expect(calls('/api/get-discussion-detail')[0]!.url.searchParams.get('did')).toBe('5');
    expect(screen.getByRole('link', { name: 'Go to problem' }).getAttribute('href')).toBe('/problem/1001');
    expect(screen.getByRole('link', { name: /bob/ }).getAttribute('href')).toBe(
      '/user-home?uid=u9&username=bob',
    );
    expect(screen.getByRole('link', { name: /Help/ }).getAttribute('href')).toBe('/discussion?cid=2');
    expect(screen.getByTestId('discussion-views').textContent).toBe('40');
    expect((await screen.findByText('this')).tagName).toBe('STRONG');
    // A visitor, not the author: no edit or delete.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('asks a visitor to login before liking or reporting', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Like/ }));
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'warning', message: 'Please login first' });
    expect(authDialogStore.get()).toEqual({ open: true, mode: 'login' });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('/api/discussion-like')).toHaveLength(0);
  });

  it('likes and unlikes, moving the count by one without reloading the post', async () => {
    login();
    render();
    const like = await screen.findByRole('button', { name: /Like/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Liked/ }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(Object.fromEntries(calls('/api/discussion-like')[0]!.url.searchParams)).toEqual({
      did: '5',
      toLike: 'true',
    });
    expect(screen.getByRole('button', { name: /Liked/ }).textContent).toContain('8');
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'success', message: 'Like Successfully' });

    fireEvent.click(screen.getByRole('button', { name: /Liked/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Like/ }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(calls('/api/discussion-like')[1]!.url.searchParams.get('toLike')).toBe('false');
    expect(screen.getByRole('button', { name: /Like/ }).textContent).toContain('7');
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'success', message: 'Cancel Like Successfully' });
    // Each load of the detail counts a view: liking must not reload it.
    expect(calls('/api/get-discussion-detail')).toHaveLength(1);
  });

  it('refuses an empty report, then sends the chosen tags as #tag# before the reason', async () => {
    login();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report discussion' });
    fireEvent.change(within(dialog).getByLabelText('Report reason'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(toastStore.get().at(-1)).toMatchObject({
      kind: 'warning',
      message: 'The report label and reason cannot be empty',
    });
    expect(calls('/api/discussion-report', 'POST')).toHaveLength(0);
    expect(within(dialog).getByLabelText('Report reason').getAttribute('maxlength')).toBe('200');

    fireEvent.click(within(dialog).getByLabelText('Plagiarism'));
    fireEvent.click(within(dialog).getByLabelText('Spam ads'));
    fireEvent.change(within(dialog).getByLabelText('Report reason'), { target: { value: 'copied' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('/api/discussion-report', 'POST')[0]!.body).toEqual({
      did: 5,
      reporter: 'ada',
      content: '#Spam ads# #Plagiarism# copied',
    });
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'success', message: 'Send successfully' });
  });

  it('lets the author edit in place and delete after confirming', async () => {
    login(['default_user'], 'u9');
    const { router } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit discussion' });
    fireEvent.change(within(dialog).getByLabelText(/^\*?Title$/), { target: { value: 'Solved: WA' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Solved: WA' });
    expect(calls('/api/discussion', 'PUT')[0]!.body).toMatchObject({
      id: 5,
      title: 'Solved: WA',
      categoryId: 2,
    });
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'success', message: 'Update Successfully' });
    expect(calls('/api/get-discussion-detail')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete discussion' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discussion/1001'));
    expect(calls('/api/discussion', 'DELETE')[0]!.url.searchParams.get('did')).toBe('5');
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'success', message: 'Delete successfully' });
  });

  it('lets an admin delete but not edit a post by someone else', async () => {
    login(['admin']);
    render();
    await screen.findByRole('heading', { name: '[1001] Why WA?' });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows embedded frames only in a post by an admin or root, never scripts', async () => {
    const content = '<iframe src="https://video.example/embed/1"></iframe><img src="x" onerror="alert(1)">';
    detail = { ...DETAIL, content, role: 'admin' };
    const { container, unmount } = render();
    await screen.findByRole('heading', { name: '[1001] Why WA?' });
    await waitFor(() => expect(container.querySelector('.markdown-body iframe')).not.toBeNull());
    expect(container.querySelector('[onerror]')).toBeNull();
    unmount();

    detail = { ...DETAIL, content, role: null };
    const second = render();
    await screen.findByRole('heading', { name: '[1001] Why WA?' });
    await waitFor(() => expect(second.container.querySelector('.markdown-body img')).not.toBeNull());
    expect(second.container.querySelector('iframe')).toBeNull();
  });

  it('says so when the id cannot be a discussion, without asking the server', async () => {
    renderWithProviders(<DiscussionDetail discussionId={0} />);
    expect(await screen.findByText('This discussion does not exist or has been removed.')).toBeTruthy();
    expect(calls('/api/get-discussion-detail')).toHaveLength(0);
  });
});
