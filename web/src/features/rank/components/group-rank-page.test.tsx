import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupRankPage } from './group-rank-page';
import { acRate } from './rank-table';

const ROWS = [
  {
    uid: 'u1',
    username: 'ada',
    nickname: 'Countess',
    avatar: null,
    titleName: 'Champion',
    titleColor: '#f00',
    ac: 3,
    total: 4,
    score: 250,
  },
  {
    uid: 'u2',
    username: 'bob',
    nickname: null,
    avatar: null,
    titleName: null,
    titleColor: null,
    ac: 0,
    total: 0,
    score: 0,
  },
];

const fetchMock = vi.fn<typeof fetch>();
const rankCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/get-group-rank-list');

beforeAll(setupTestI18n);
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => envelope({ records: ROWS, total: 32, current: 2, size: 30 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('GroupRankPage', () => {
  it('shows the rows with sequence, user, title, nickname, AC, total, score and AC rate', async () => {
    renderWithProviders(<GroupRankPage gid={7} />, {
      url: '/group/7/rank?currentPage=2',
      path: '/group/:groupID/rank',
    });
    await screen.findByRole('link', { name: 'ada' });
    expect(Object.fromEntries(rankCalls()[0]!.searchParams)).toEqual({
      gid: '7',
      type: '0',
      currentPage: '2',
      limit: '30',
    });
    const ada = screen.getByRole('link', { name: 'ada' }).closest('tr')!;
    const cells = [...ada.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual(['31', 'AadaChampion', 'Countess', '3', '4', '250', '75.00%']);
    expect(screen.getByRole('link', { name: 'bob' }).closest('tr')!.lastElementChild!.textContent).toBe(
      '0.00%',
    );
  });

  it('keeps the type and the search in the URL', async () => {
    const { router } = renderWithProviders(<GroupRankPage gid={7} />, {
      url: '/group/7/rank',
      path: '/group/:groupID/rank',
    });
    await screen.findByRole('link', { name: 'ada' });
    fireEvent.click(screen.getByRole('button', { name: 'OI' }));
    await waitFor(() => expect(router.state.location.search).toContain('type=1'));
    await waitFor(() => expect(rankCalls().at(-1)!.searchParams.get('type')).toBe('1'));
    expect(screen.getByRole('button', { name: 'OI' }).getAttribute('aria-pressed')).toBe('true');
    const search = screen.getByLabelText('Search by username, nickname or real name');
    fireEvent.change(search, { target: { value: 'ada' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toContain('searchUser=ada'));
    await waitFor(() => expect(rankCalls().at(-1)!.searchParams.get('searchUser')).toBe('ada'));
  });

  it('computes the AC rate', () => {
    expect(acRate(1, 3)).toBe('33.33%');
    expect(acRate(0, 0)).toBe('0.00%');
  });
});
