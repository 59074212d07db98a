import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscussionAdminPage } from './discussion-admin-page';

const row = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  categoryId: 1,
  title,
  description: '',
  content: null,
  pid: null,
  uid: 'u9',
  author: 'bob',
  avatar: null,
  role: null,
  viewNum: 4,
  likeNum: 2,
  commentNum: 0,
  topPriority: false,
  status: 0,
  gid: null,
  gmtCreate: '2030-01-01T08:00:00Z',
  gmtModified: '2030-01-01T08:00:00Z',
  categoryName: 'Help',
  titleName: null,
  titleColor: null,
  ...extra,
});

const REPORT = {
  id: 31,
  did: 5,
  gid: null,
  discussionTitle: 'Buy cheap coins',
  discussionAuthor: 'spammer',
  reporter: 'ada',
  content: '#Spam ads# #Gambling or fraud# sells coins',
  status: false,
  gmtCreate: '2030-01-02T08:00:00Z',
  gmtModified: '2030-01-02T08:00:00Z',
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

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
  auth.login('token', { uid: 'r', username: 'root', avatar: null, roleList: ['root'] } as never);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/get-discussion-list')
      return envelope({
        records: [row(5, 'First post'), row(6, 'Group post', { gid: 3, topPriority: true, status: 1 })],
        total: 2,
        current: 1,
        size: 10,
      });
    if (url.pathname === '/api/admin/discussion-report')
      return envelope({ records: [REPORT], total: 1, current: 1, size: 10 });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const render = (url = '/admin/discussion') =>
  renderWithProviders(<DiscussionAdminPage />, { url, path: '/admin/discussion' });

describe('DiscussionAdminPage', () => {
  it('lists every discussion, disabled and group ones too, linking each to its page', async () => {
    render('/admin/discussion?keyword=post');
    await screen.findByText('First post');
    expect(Object.fromEntries(calls('/api/get-discussion-list')[0]!.url.searchParams)).toEqual({
      currentPage: '1',
      limit: '10',
      keyword: 'post',
      admin: 'true',
    });
    expect(screen.getByRole('link', { name: 'First post' }).getAttribute('href')).toBe(
      '/discussion-detail/5',
    );
    expect(screen.getByRole('link', { name: 'Group post' }).getAttribute('href')).toBe(
      '/group/3/discussion-detail/6',
    );
    expect((screen.getByLabelText('Disable Group post') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Pin Group post') as HTMLInputElement).checked).toBe(true);
  });

  it('saves the top and disable switches at once', async () => {
    render();
    fireEvent.click(await screen.findByLabelText('Pin First post'));
    await waitFor(() => expect(calls('/api/admin/discussion', 'PUT')).toHaveLength(1));
    expect(calls('/api/admin/discussion', 'PUT')[0]!.body).toEqual({ id: 5, topPriority: true });
    await waitFor(() => expect(toastStore.get().at(-1)).toMatchObject({ message: 'Update Successfully' }));

    fireEvent.click(screen.getByLabelText('Disable Group post'));
    await waitFor(() => expect(calls('/api/admin/discussion', 'PUT')).toHaveLength(2));
    expect(calls('/api/admin/discussion', 'PUT')[1]!.body).toEqual({ id: 6, status: 0 });
  });

  it('needs a selection to delete, then deletes the selected ids after confirming', async () => {
    render();
    await screen.findByText('First post');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(toastStore.get().at(-1)).toMatchObject({
      kind: 'warning',
      message: 'The number of discussions selected cannot be empty',
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByLabelText('Select every discussion on this page'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select Group post'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete discussions' });
    expect(confirm.textContent).toContain('Delete 1 discussion?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete discussions' }));
    await waitFor(() => expect(calls('/api/admin/discussion', 'DELETE')).toHaveLength(1));
    expect(calls('/api/admin/discussion', 'DELETE')[0]!.body).toEqual([5]);
    await waitFor(() => expect(toastStore.get().at(-1)).toMatchObject({ message: 'Delete successfully' }));
  });

  it('shows the reports with their labels and reason, and marks one handled', async () => {
    const { router } = render();
    await screen.findByText('First post');
    fireEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=reports'));
    const link = await screen.findByRole('link', { name: /Buy cheap coins/ });
    expect(link.getAttribute('href')).toBe('/discussion-detail/5');
    expect(Object.fromEntries(calls('/api/admin/discussion-report')[0]!.url.searchParams)).toEqual({
      currentPage: '1',
      limit: '10',
    });
    const labels = screen.getByRole('list', { name: 'Labels' });
    expect(
      within(labels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spam ads', 'Gambling or fraud']);
    expect(screen.getByText('sells coins')).toBeTruthy();
    expect(screen.getByText('ada')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Mark report 31 as handled'));
    await waitFor(() => expect(calls('/api/admin/discussion-report', 'PUT')).toHaveLength(1));
    expect(calls('/api/admin/discussion-report', 'PUT')[0]!.body).toEqual({ id: 31, status: true });
  });
});
