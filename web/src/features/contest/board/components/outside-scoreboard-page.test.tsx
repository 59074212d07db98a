import { screen } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutsideScoreboardPage } from './outside-scoreboard-page';

const contest = {
  id: 9,
  author: 'root',
  title: 'Open Cup',
  type: 1,
  description: '',
  status: 1,
  source: 0,
  auth: 0,
  now: '2026-01-01T09:00:00Z',
  startTime: '2026-01-01T00:00:00Z',
  endTime: '2026-01-01T05:00:00Z',
  duration: 18000,
  sealRank: false,
  openPrint: false,
  sealRankTime: null,
  rankShowName: 'username',
  openRank: true,
  oiRankScoreType: 'Recent',
  count: 1,
  gid: null,
  allowEndSubmit: false,
};

const fetchMock = vi.fn<typeof fetch>();
beforeAll(setupTestI18n);
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/get-contest-outsize-info')
      return envelope({
        contest,
        problemList: [{ id: 1, displayId: 'A', cid: 9, pid: 3, displayTitle: 'Sum', color: null }],
      });
    return envelope({
      records: [
        {
          rank: 1,
          isWinAward: false,
          awardName: null,
          awardBackground: null,
          awardColor: null,
          uid: 'u1',
          username: 'alice',
          realname: null,
          nickname: null,
          school: null,
          gender: null,
          avatar: null,
          totalScore: 100,
          totalTime: 15,
          submissionInfo: { A: 100 },
          timeInfo: { A: 15 },
        },
      ],
      total: 1,
      size: 50,
      current: 1,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('OutsideScoreboardPage', () => {
  it('loads the contest without login and shows the OI board of the path', async () => {
    renderWithProviders(<OutsideScoreboardPage />, {
      url: '/contest/oi-scoreboard/9',
      path: '/contest/oi-scoreboard/:contestID',
    });
    expect(await screen.findByText('Open Cup')).toBeTruthy();
    expect(await screen.findByText('alice')).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
    expect(calls[0]!.pathname).toBe('/api/get-contest-outsize-info');
    expect(calls[0]!.searchParams.get('cid')).toBe('9');
    expect(calls[1]!.pathname).toBe('/api/get-contest-outside-scoreboard');
    expect(screen.getByRole('columnheader', { name: 'Total score' })).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect((screen.getByLabelText('Auto refresh (30s)') as HTMLInputElement).checked).toBe(false);
  });

  it('says so when the contest cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => envelope(null, { status: 400, msg: 'closed' }));
    renderWithProviders(<OutsideScoreboardPage />, {
      url: '/contest/acm-scoreboard/9',
      path: '/contest/acm-scoreboard/:contestID',
    });
    expect(await screen.findByText('Could not load the scoreboard.')).toBeTruthy();
  });
});
