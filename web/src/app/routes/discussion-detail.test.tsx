import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import DiscussionDetailRoute from './discussion-detail';

const DETAIL = {
  id: 5,
  categoryId: 2,
  title: 'Why WA?',
  description: 'My DP fails',
  content: 'Look at this',
  pid: null,
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

const COMMENT = {
  id: 9,
  content: 'fresh words',
  fromUid: 'ada-uid',
  fromName: 'ada',
  fromAvatar: null,
  fromRole: 'user',
  fromTitleName: null,
  fromTitleColor: null,
  likeNum: 0,
  totalReplyNum: 0,
  gmtCreate: '2030-01-01T08:00:00Z',
  replyList: [],
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://x').pathname === path && (init?.method ?? 'GET') === method,
  );

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  auth.login('token', { uid: 'ada-uid', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /api/get-discussion-detail') return envelope(DETAIL);
    if (key === 'GET /api/discussion-category') return envelope([{ id: 2, name: 'Help' }]);
    if (key === 'GET /api/comments')
      return envelope({
        commentList: { records: [], total: 0, current: 1, size: 10 },
        commentLikeMap: {},
      });
    if (key === 'POST /api/comment') return envelope(COMMENT);
    if (key === 'DELETE /api/comment') return envelope(null);
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('discussion detail route', () => {
  it('moves the comment count with the reader’s own comment without loading (and viewing) again', async () => {
    renderWithProviders(<DiscussionDetailRoute />, {
      url: '/discussion-detail/5',
      path: '/discussion-detail/:discussionID',
    });
    await waitFor(() => expect(screen.getByTestId('discussion-comments').textContent).toBe('3'));
    fireEvent.change(await screen.findByLabelText('Your comment'), { target: { value: 'fresh words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('discussion-comments').textContent).toBe('4'));

    fireEvent.click(await screen.findByRole('button', { name: "Delete ada's comment" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('discussion-comments').textContent).toBe('3'));
    expect(callsTo('/api/get-discussion-detail')).toHaveLength(1);
  });
});
