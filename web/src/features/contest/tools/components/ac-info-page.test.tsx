import type { ContestAcInfoItem } from '@contract/contest-activity';
import { fireEvent, screen, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AC_INFO_PAGE_SIZE, AcInfoPage } from './ac-info-page';
import { TOOLS_REFRESH_MS } from './refresh-controls';

const item = (id: number, over: Partial<ContestAcInfoItem> = {}): ContestAcInfoItem => ({
  id,
  cid: 5,
  uid: `u${id}`,
  pid: 10 + id,
  displayId: 'A',
  username: `user${id}`,
  realname: null,
  time: 60,
  status: 0,
  checked: false,
  submitId: 100 + id,
  submitTime: '2026-01-01T00:01:00Z',
  firstBlood: id === 1,
  color: '#f00',
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: new URL(String(url), 'http://x'),
    method: (init as RequestInit | undefined)?.method ?? 'GET',
    body: (init as RequestInit | undefined)?.body,
  }));

beforeAll(setupTestI18n);
beforeEach(() => {
  toastStore.set([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) =>
    (init as RequestInit | undefined)?.method === 'PUT'
      ? envelope(null)
      : envelope({ records: [item(1), item(2, { checked: true })], total: 2, size: 20, current: 1 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const render = () =>
  renderWithProviders(<AcInfoPage />, { url: '/contest/5/ac-info', path: '/contest/:contestID/ac-info' });

describe('AcInfoPage', () => {
  it('lists first accepts 20 a page with first blood and checked states', async () => {
    render();
    await screen.findByText('user1');
    const first = calls()[0]!;
    expect(first.url.pathname).toBe('/api/get-contest-ac-info');
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      cid: '5',
      currentPage: '1',
      limit: String(AC_INFO_PAGE_SIZE),
    });
    const row1 = screen.getByText('user1').closest('tr')!;
    expect(within(row1).getByText('First blood')).toBeTruthy();
    expect(within(row1).getByText('Not checked')).toBeTruthy();
    const row2 = screen.getByText('user2').closest('tr')!;
    expect(within(row2).getByText('Checked')).toBeTruthy();
  });

  it('sends the flipped value on Check, then reloads', async () => {
    render();
    await screen.findByText('user1');
    fireEvent.click(within(screen.getByText('user1').closest('tr')!).getByRole('button', { name: 'Check' }));
    await vi.waitFor(() => expect(toastStore.get().at(-1)?.message).toBe('Update Successfully'));
    const put = calls().find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/check-contest-ac-info');
    expect(JSON.parse(String(put.body))).toEqual({ id: 1, cid: 5, checked: true });
    await vi.waitFor(() => expect(calls().filter((c) => c.method === 'GET')).toHaveLength(2));

    fireEvent.click(
      within(screen.getByText('user2').closest('tr')!).getByRole('button', { name: 'Uncheck' }),
    );
    await vi.waitFor(() => expect(calls().filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(JSON.parse(String(calls().filter((c) => c.method === 'PUT')[1]!.body))).toEqual({
      id: 2,
      cid: 5,
      checked: false,
    });
  });

  it('refreshes every 10 s until switched off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render();
    await screen.findByText('user1');
    await vi.advanceTimersByTimeAsync(TOOLS_REFRESH_MS + 50);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByLabelText('Auto refresh (10s)'));
    await vi.advanceTimersByTimeAsync(TOOLS_REFRESH_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
