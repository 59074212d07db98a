import type { ContestInfo } from '@contract/contest';
import { screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContestDetailLayout } from './contest-detail-layout';
import { ContestProblemList } from './contest-problem-list';

const HOUR = 3600_000;

function sealedContest(patch: Partial<ContestInfo> = {}): ContestInfo {
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
    startTime: new Date(now - 4 * HOUR).toISOString(),
    endTime: new Date(now + HOUR).toISOString(),
    duration: 5 * 3600,
    sealRank: true,
    openPrint: false,
    sealRankTime: new Date(now - HOUR).toISOString(),
    rankShowName: 'username',
    openRank: false,
    oiRankScoreType: 'Recent',
    count: 3,
    gid: null,
    allowEndSubmit: false,
    ...patch,
  };
}

const PROBLEMS = [
  { id: 11, displayId: 'A', cid: 5, pid: 101, displayTitle: 'Apples', color: '#ff0000', ac: 7, total: 20 },
  { id: 12, displayId: 'B', cid: 5, pid: 102, displayTitle: 'Bananas', color: null, ac: 0, total: 4 },
];

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);
let contest: ContestInfo;

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-contest-info') return envelope(contest);
    if (path === '/api/get-contest-problem') return envelope(PROBLEMS);
    if (path === '/api/get-user-problem-status')
      return envelope({ 101: { status: 0, score: null }, 102: -1 });
    if (path === '/api/get-contest-not-read-announcement') return envelope([]);
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

function renderList() {
  return renderWithProviders(
    <ContestDetailLayout contestId="5">
      <ContestProblemList />
    </ContestDetailLayout>,
    { url: '/contest/5/problems', path: '/contest/:contestID/problems' },
  );
}

const cells = (name: string) =>
  within(screen.getByRole('link', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ContestProblemList', () => {
  it('shows "?" for the counts after the seal, with the user\'s own status and links by display id', async () => {
    login('ada');
    contest = sealedContest();
    renderList();
    await screen.findByText('Apples');
    expect(cells('Apples').slice(1)).toEqual(['A', 'Apples', '?', '?', '?']);
    expect(screen.getByRole('link', { name: 'Apples' }).getAttribute('href')).toBe('/contest/5/problem/A');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Solved' })).toBeTruthy());
    expect(screen.getByRole('img', { name: 'Tried' })).toBeTruthy();
    expect(JSON.parse(String(callsTo('/api/get-user-problem-status')[0]![1]!.body))).toEqual({
      pidList: [101, 102],
      isContestProblemList: true,
      cid: 5,
      containsEnd: false,
    });
    const query = new URL(String(callsTo('/api/get-contest-problem')[0]![0]), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ cid: '5', containsEnd: 'false' });
  });

  it('shows the real counts to the contest author and before the seal', async () => {
    login('setter');
    contest = sealedContest();
    const { unmount } = renderList();
    await screen.findByText('Apples');
    expect(cells('Apples').slice(3)).toEqual(['7', '20', '35.00%']);
    unmount();
    login('ada');
    contest = sealedContest({ sealRankTime: new Date(Date.now() + HOUR / 2).toISOString() });
    renderList();
    await screen.findByText('Bananas');
    expect(cells('Bananas').slice(3)).toEqual(['0', '4', '0.00%']);
  });
});
