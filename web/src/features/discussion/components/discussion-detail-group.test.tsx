import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscussionDetail } from './discussion-detail';

const DETAIL = {
  id: 5,
  categoryId: 2,
  title: '[G100] Why WA?',
  description: 'My DP fails',
  content: 'Look at **this**',
  pid: 'G100',
  uid: 'u9',
  author: 'bob',
  avatar: null,
  role: 'user',
  viewNum: 40,
  likeNum: 7,
  commentNum: 3,
  topPriority: false,
  status: 0,
  gid: 7,
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
    .map(([url, init]) => ({ method: init?.method ?? 'GET', url: new URL(String(url), 'http://x') }))
    .filter((call) => call.url.pathname === path && call.method === method);

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/get-discussion-detail') return envelope(DETAIL);
    if (url.pathname === '/api/discussion-category')
      return envelope([{ id: 2, name: 'Help', gmtCreate: '', gmtModified: '' }]);
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const login = (roleList: string[]) =>
  auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList } as never);

const render = (isGroupAdmin: boolean) =>
  renderWithProviders(<DiscussionDetail discussionId={5} group={{ gid: 7, isGroupAdmin }} />, {
    url: '/group/7/discussion-detail/5',
    path: '*',
  });

describe('DiscussionDetail inside a group', () => {
  it("links to the group's problem and lets a group admin delete through the group call", async () => {
    login(['default_user']);
    const { router } = render(true);
    await screen.findByText('[G100] Why WA?');
    expect(screen.getByRole('link', { name: 'Go to problem' }).getAttribute('href')).toBe(
      '/group/7/problem/G100',
    );
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Delete' })).at(-1)!);
    await waitFor(() => expect(calls('/api/group/discussion', 'DELETE')).toHaveLength(1));
    expect(calls('/api/discussion', 'DELETE')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/7/discussion/G100'));
  });

  it('offers no delete to a site admin who does not administer the group', async () => {
    login(['admin']);
    render(false);
    await screen.findByText('[G100] Why WA?');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
