import { fireEvent, screen, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollBoardConfig } from './scroll-board-config';

const contest = (status: number) => ({
  id: 4,
  author: 'root',
  title: 'Final',
  type: 0,
  description: '',
  status,
  source: 0,
  auth: 0,
  now: '2026-01-01T09:00:00Z',
  startTime: '2026-01-01T00:00:00Z',
  endTime: '2026-01-01T05:00:00Z',
  duration: 18000,
  sealRank: true,
  openPrint: false,
  sealRankTime: '2026-01-01T04:00:00Z',
  rankShowName: 'username',
  openRank: false,
  oiRankScoreType: 'Recent',
  count: 57,
  gid: null,
  allowEndSubmit: false,
});

const fetchMock = vi.fn<typeof fetch>();
const openMock = vi.fn();
let status = 1;

beforeAll(setupTestI18n);
beforeEach(() => {
  status = 1;
  auth.login('tok', { uid: 'r', username: 'root', avatar: null, roleList: ['root'] } as never);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('get-contest-info')
      ? envelope(contest(status))
      : envelope({ records: [], total: 57, size: 10, current: 1 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  openMock.mockReset();
  vi.stubGlobal('open', openMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const render = () =>
  renderWithProviders(<ScrollBoardConfig />, {
    url: '/contest/4/scroll-board',
    path: '/contest/:contestID/scroll-board',
  });

describe('ScrollBoardConfig', () => {
  it('defaults the medals to 10/20/30% of the ranked users and opens the ceremony window', async () => {
    render();
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Gold medals') as HTMLInputElement).value).toBe('5'),
    );
    expect((screen.getByLabelText('Silver medals') as HTMLInputElement).value).toBe('11');
    expect((screen.getByLabelText('Bronze medals') as HTMLInputElement).value).toBe('17');
    const rankCall = fetchMock.mock.calls.find(([url]) => String(url).includes('get-contest-rank'))!;
    expect(JSON.parse(String((rankCall[1] as RequestInit).body))).toMatchObject({
      cid: 4,
      forceRefresh: true,
      removeStar: true,
    });
    fireEvent.change(screen.getByLabelText('Gold medals'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('Remove star users'));
    fireEvent.click(screen.getByRole('button', { name: 'Start scroll board' }));
    expect(openMock).toHaveBeenCalledWith(
      '/scrollBoard?cid=4&removeStar=true&medals%5B%5D=3&medals%5B%5D=11&medals%5B%5D=17',
      '_blank',
      'noopener',
    );
  });

  it('asks before starting while the contest is not over', async () => {
    status = 0;
    render();
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Gold medals') as HTMLInputElement).value).toBe('5'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start scroll board' }));
    expect(openMock).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The contest has not ended yet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(openMock).toHaveBeenCalledTimes(1);
  });
});
