import type { CommentListVO } from '@contract/comment';
import type { ContestInfo } from '@contract/contest';
import { screen, waitFor, within } from '@testing-library/react';
import { ContestDetailLayout } from '@web/features/contest/components/contest-detail-layout';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ContestCommentRoute from './contest-comment';

const HOUR = 3600_000;

function runningContest(): ContestInfo {
  const now = Date.now();
  return {
    id: 5,
    author: 'setter',
    title: 'Spring Cup',
    type: 0,
    description: '',
    status: 0,
    source: 0,
    auth: 0,
    now: new Date(now).toISOString(),
    startTime: new Date(now - HOUR).toISOString(),
    endTime: new Date(now + HOUR).toISOString(),
    duration: 7200,
    sealRank: false,
    openPrint: false,
    sealRankTime: null,
    rankShowName: 'username',
    openRank: false,
    oiRankScoreType: 'Recent',
    count: 3,
    gid: null,
    allowEndSubmit: false,
  } as ContestInfo;
}

const byUser = (id: number, name: string) => ({
  id,
  content: `words of ${name}`,
  fromUid: `${name}-uid`,
  fromName: name,
  fromAvatar: null,
  fromRole: 'user' as const,
  fromTitleName: null,
  fromTitleColor: null,
  likeNum: 0,
  totalReplyNum: 0,
  gmtCreate: new Date().toISOString(),
  replyList: [],
});

const COMMENTS: CommentListVO = {
  commentList: { records: [byUser(1, 'setter'), byUser(2, 'mate')], total: 2, current: 1, size: 10 },
  commentLikeMap: {},
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-contest-info') return envelope(runningContest());
    if (path === '/api/get-contest-not-read-announcement') return envelope([]);
    if (path === '/api/comments') return envelope(COMMENTS);
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const login = (username: string) =>
  auth.login('token', {
    uid: `${username}-uid`,
    username,
    avatar: null,
    roleList: ['default_user'],
  } as never);

function renderTab() {
  return renderWithProviders(
    <ContestDetailLayout contestId="5">
      <ContestCommentRoute />
    </ContestDetailLayout>,
    { url: '/contest/5/comment', path: '/contest/:contestID/comment' },
  );
}

const itemOf = (name: string) =>
  screen.getAllByTestId('comment-item').find((item) => within(item).queryByText(`words of ${name}`))!;

describe('the contest Comment tab', () => {
  it("lists the contest's comments under the Q&A notice; a player may not answer the owner", async () => {
    login('ada');
    renderTab();
    await waitFor(() => expect(itemOf('mate')).toBeTruthy());
    expect(screen.getByRole('note').textContent).toContain('Announcement of the contest Q & A area');
    expect(new URL(String(callsTo('/api/comments')[0]![0]), 'http://x').searchParams.get('cid')).toBe('5');
    expect(within(itemOf('setter')).queryByRole('button', { name: "Reply to setter's comment" })).toBeNull();
    expect(within(itemOf('mate')).getByRole('button', { name: "Reply to mate's comment" })).toBeTruthy();
    expect(within(itemOf('mate')).queryByRole('button', { name: "Delete mate's comment" })).toBeNull();
  });

  it('lets the contest author delete any comment', async () => {
    login('setter');
    renderTab();
    await waitFor(() => expect(itemOf('mate')).toBeTruthy());
    expect(within(itemOf('mate')).getByRole('button', { name: "Delete mate's comment" })).toBeTruthy();
  });
});
