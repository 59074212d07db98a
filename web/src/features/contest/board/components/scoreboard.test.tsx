import type { ContestInfo } from '@contract/contest';
import type { AcmContestRankRow, OiContestRankRow } from '@contract/contest-board';
import { fireEvent, screen, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { concernedKey } from '../lib/follow-stars';
import { BOARD_REFRESH_MS, Scoreboard } from './scoreboard';

const contest = (over: Partial<ContestInfo> = {}): ContestInfo => ({
  id: 7,
  author: 'root',
  title: 'Spring Cup',
  type: 0,
  description: '',
  status: 0,
  source: 0,
  auth: 0,
  now: '2026-01-01T01:00:00Z',
  startTime: '2026-01-01T00:00:00Z',
  endTime: '2026-01-01T05:00:00Z',
  duration: 18000,
  sealRank: false,
  openPrint: false,
  sealRankTime: null,
  rankShowName: 'username',
  openRank: true,
  oiRankScoreType: 'Recent',
  count: 3,
  gid: null,
  allowEndSubmit: false,
  ...over,
});

const base = (uid: string, rank: number) => ({
  rank,
  isWinAward: false,
  awardName: null,
  awardBackground: null,
  awardColor: null,
  uid,
  username: `user-${uid}`,
  realname: null,
  nickname: null,
  school: `School ${uid}`,
  gender: null,
  avatar: null,
});

const acmRows: AcmContestRankRow[] = [
  {
    ...base('me', 2),
    ac: 1,
    total: 2,
    totalTime: 3000,
    submissionInfo: { A: { isAC: true, ACTime: 1800, errorNum: 1 } },
  },
  {
    ...base('gold', 1),
    isWinAward: true,
    awardName: 'Gold',
    awardBackground: 'rgb(255, 215, 0)',
    awardColor: 'rgb(0, 0, 0)',
    ac: 2,
    total: 5,
    totalTime: 600,
    submissionInfo: {
      A: { isAC: true, ACTime: 300, errorNum: 0, isFirstAC: true },
      B: { isAC: true, ACTime: 300, errorNum: 0, isAfterContest: true },
      C: { isAC: false, errorNum: 2, tryNum: 1 },
    },
  },
  {
    ...base('me', 2),
    ac: 1,
    total: 2,
    totalTime: 3000,
    submissionInfo: { A: { isAC: true, ACTime: 1800, errorNum: 1 } },
  },
  {
    ...base('star', -1),
    ac: 0,
    total: 3,
    totalTime: 0,
    submissionInfo: { B: { isAC: false, errorNum: 3 } },
  },
];

const oiRows: OiContestRankRow[] = [
  {
    ...base('o1', 1),
    totalScore: 150,
    totalTime: 120,
    submissionInfo: { A: 100, B: 50, C: 0 },
    timeInfo: { A: 120 },
  },
];

const problems = [
  { displayId: 'A', color: '#f00', ac: 2, total: 3 },
  { displayId: 'B', color: null },
  { displayId: 'C', color: null },
];

const fetchMock = vi.fn<typeof fetch>();
const bodies = () =>
  fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
  );

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.login('tok', { uid: 'me', username: 'user-me', avatar: null, roleList: ['default_user'] } as never);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  auth.clear();
});

const board = (info: ContestInfo, props: Partial<Parameters<typeof Scoreboard>[0]> = {}) => (
  <Scoreboard
    contest={info}
    problems={problems}
    source="outside"
    isContestAdmin={false}
    containsEnd={false}
    onContainsEndChange={() => {}}
    {...props}
  />
);

const rowOf = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('ACM board', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(async () => envelope({ records: acmRows, total: 3, size: 50, current: 1 }));
  });

  it('colours cells by class and shows times and tries', async () => {
    renderWithProviders(board(contest()));
    await screen.findAllByText('user-gold');
    const gold = cellsOf(rowOf('user-gold'));
    // rank, user, AC, total time, A, B, C
    expect(gold[4]!.className).toContain('bg-success text-success-content');
    expect(gold[4]!.textContent).toBe('51 try');
    expect(gold[5]!.className).toContain('bg-info/30');
    expect(gold[5]!.textContent).toBe('*1 try');
    expect(gold[6]!.className).toContain('bg-warning/40');
    expect(gold[6]!.textContent).toBe('2+1 tries');
    expect(gold[3]!.textContent).toBe('10');
    const star = cellsOf(rowOf('user-star'));
    expect(star[5]!.className).toContain('bg-error/25');
    expect(star[5]!.textContent).toBe('3 tries');
    expect(star[4]!.className).not.toContain('bg-');
    const me = cellsOf(screen.getAllByRole('row').filter((row) => row.textContent?.includes('user-me'))[0]!);
    expect(me[4]!.className).toContain('bg-success/30');
    expect(me[4]!.textContent).toBe('302 tries');
  });

  it('shows a star for rank -1, award colours, and highlights the viewer twice', async () => {
    renderWithProviders(board(contest()));
    await screen.findAllByText('user-gold');
    const star = cellsOf(rowOf('user-star'));
    expect(star[0]!.textContent).toBe('*');
    expect(star[1]!.textContent).toContain('Star');
    expect(star[1]!.className).toContain('bg-base-200');
    const award = within(cellsOf(rowOf('user-gold'))[0]!).getByTitle('Gold');
    expect(award.style.background).toBe('rgb(255, 215, 0)');
    expect(award.style.color).toBe('rgb(0, 0, 0)');
    const own = screen.getAllByRole('row').filter((row) => row.textContent?.includes('user-me'));
    expect(own).toHaveLength(2);
    for (const row of own) {
      expect(cellsOf(row)[0]!.className).toContain('bg-primary/15');
      expect(row.textContent).toContain('Own');
    }
    const link = within(rowOf('user-gold')).getByRole('link', { name: /user-gold/ });
    expect(link.getAttribute('href')).toBe('/user-home?uid=gold&username=user-gold');
  });

  it('keeps followed users in the browser per contest and sends them', async () => {
    localStorage.setItem(concernedKey('7'), JSON.stringify(['old']));
    renderWithProviders(board(contest()));
    await screen.findAllByText('user-gold');
    expect(bodies()[0]).toMatchObject({
      cid: 7,
      concernedList: ['old'],
      currentPage: 1,
      limit: 50,
      removeStar: false,
    });
    fireEvent.click(within(rowOf('user-gold')).getByRole('button', { name: 'Pin to top and follow' }));
    expect(JSON.parse(localStorage.getItem(concernedKey('7'))!)).toEqual(['old', 'gold']);
    await vi.waitFor(() => expect(bodies().at(-1)!.concernedList).toEqual(['old', 'gold']));
    expect(
      within(rowOf('user-gold')).getByRole('button', { name: 'Unfollow' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(rowOf('user-gold')).getByRole('button', { name: 'Unfollow' }));
    expect(JSON.parse(localStorage.getItem(concernedKey('7'))!)).toEqual(['old']);
    expect(localStorage.getItem(concernedKey('8'))).toBeNull();
  });

  it('shows the admin controls only to contest admins', async () => {
    const { unmount } = renderWithProviders(board(contest()));
    await screen.findAllByText('user-gold');
    expect(screen.queryByLabelText('Force update')).toBeNull();
    expect(screen.queryByText('Download as spreadsheet')).toBeNull();
    unmount();
    const onContainsEnd = vi.fn();
    renderWithProviders(board(contest(), { isContestAdmin: true, onContainsEndChange: onContainsEnd }));
    await screen.findAllByText('user-gold');
    expect(screen.getByRole('columnheader', { name: 'Real name' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Force update'));
    await vi.waitFor(() => expect(bodies().at(-1)).toMatchObject({ forceRefresh: true }));
    fireEvent.click(screen.getByLabelText('Include after-contest submissions'));
    expect(onContainsEnd).toHaveBeenCalledWith(true);
    expect(screen.getByText('Download as spreadsheet')).toBeTruthy();
  });
});

describe('OI board', () => {
  it('colours full, partial and zero scores', async () => {
    fetchMock.mockImplementation(async () => envelope({ records: oiRows, total: 1, size: 50, current: 1 }));
    renderWithProviders(board(contest({ type: 1 })));
    await screen.findByText('user-o1');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Rank', 'User', 'Total score', 'Total time (ms)']);
    const cells = cellsOf(rowOf('user-o1'));
    expect(cells[2]!.textContent).toBe('150');
    expect(cells[4]!.className).toContain('bg-success/30');
    expect(cells[5]!.className).toContain('bg-warning/30');
    expect(cells[6]!.className).toContain('bg-error/25');
    expect(cells[4]!.textContent).toBe('100');
  });
});

describe('board controls', () => {
  it('offers the spec page sizes, 50 by default, and asks for the chosen size from page 1', async () => {
    fetchMock.mockImplementation(async () =>
      envelope({ records: acmRows, total: 900, size: 50, current: 1 }),
    );
    renderWithProviders(board(contest()));
    await screen.findAllByText('user-gold');
    const select = screen.getByLabelText('Page size') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '30', '50', '100', '300']);
    expect(select.value).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await vi.waitFor(() => expect(bodies().at(-1)).toMatchObject({ currentPage: 3, limit: 50 }));
    fireEvent.change(select, { target: { value: '300' } });
    await vi.waitFor(() => expect(bodies().at(-1)).toMatchObject({ currentPage: 1, limit: 300 }));
  });

  it('searches by keyword and hides star users on request', async () => {
    fetchMock.mockImplementation(async () => envelope({ records: acmRows, total: 3, size: 50, current: 1 }));
    renderWithProviders(board(contest()));
    await screen.findAllByText('user-gold');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  gold ' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form')!);
    await vi.waitFor(() => expect(bodies().at(-1)).toMatchObject({ keyword: 'gold' }));
    fireEvent.click(screen.getByLabelText('Star users'));
    await vi.waitFor(() => expect(bodies().at(-1)).toMatchObject({ removeStar: true }));
  });

  it('refreshes every 30 s while running, and stops after a load error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementationOnce(async () =>
      envelope({ records: acmRows, total: 3, size: 50, current: 1 }),
    );
    fetchMock.mockImplementation(async () => envelope(null, { status: 500, msg: 'boom' }));
    renderWithProviders(board(contest()));
    await screen.findAllByText('user-gold');
    const toggle = screen.getByLabelText('Auto refresh (30s)') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS + 100);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(toggle.checked).toBe(false));
    await vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not refresh an ended contest by default', async () => {
    fetchMock.mockImplementation(async () => envelope({ records: [], total: 0, size: 50, current: 1 }));
    renderWithProviders(board(contest({ status: 1 })));
    await screen.findByText('No one on the board yet');
    expect((screen.getByLabelText('Auto refresh (30s)') as HTMLInputElement).checked).toBe(false);
  });
});
