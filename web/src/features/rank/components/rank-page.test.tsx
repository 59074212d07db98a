import { fireEvent, screen } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RankPage } from './rank-page';

vi.mock('@web/components/charts', () => ({ EChart: () => <div data-testid="chart" /> }));

const record = (n: number) => ({
  uid: `u${n}`,
  username: `user${n}`,
  nickname: `nick${n}`,
  avatar: null,
  titleName: null,
  titleColor: null,
  signature: '**bold** signature',
  ac: 10 - n,
  total: 20,
  score: 100 - n,
});

const fetchMock = vi.fn<typeof fetch>();
const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.searchParams.get('limit') !== '10');

beforeAll(setupTestI18n);
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    envelope({ records: [record(1), record(2)], total: 95, current: 1, size: 30 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('RankPage', () => {
  it('reads the page from the URL and numbers rows across pages', async () => {
    renderWithProviders(<RankPage type="ACM" />, { url: '/acm-rank?currentPage=2&limit=15' });
    expect(await screen.findByText('user1')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toMatch(/^16Uuser1nick192045\.00%/);
    expect(rows[1]!.textContent).toContain('bold signature');
    const call = listCalls()[0]!;
    expect(call.pathname).toBe('/api/get-rank-list');
    expect(Object.fromEntries(call.searchParams)).toEqual({ type: 'ACM', currentPage: '2', limit: '15' });
    expect(screen.getByTestId('chart')).toBeTruthy();
  });

  it('searches from the first page and keeps the search in the URL', async () => {
    const { router } = renderWithProviders(<RankPage type="OI" />, { url: '/oi-rank?currentPage=3' });
    await screen.findByText('user1');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('AC / Total');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' ada ' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form')!);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?searchUser=ada'));
    await vi.waitFor(() =>
      expect(Object.fromEntries(listCalls().at(-1)!.searchParams)).toEqual({
        type: 'OI',
        currentPage: '1',
        limit: '30',
        searchUser: 'ada',
      }),
    );
  });
});
