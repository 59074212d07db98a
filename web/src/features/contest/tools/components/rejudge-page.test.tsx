import { fireEvent, screen, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RejudgePage } from './rejudge-page';

const fetchMock = vi.fn<typeof fetch>();
beforeAll(setupTestI18n);
beforeEach(() => {
  toastStore.set([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('rejudge')
      ? envelope(null)
      : envelope([
          { id: 1, displayId: 'A', cid: 5, pid: 42, displayTitle: 'Sum', color: null, ac: 0, total: 0 },
        ]),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('RejudgePage', () => {
  it('asks first, then rejudges the problem by cid and pid', async () => {
    renderWithProviders(<RejudgePage />, { url: '/contest/5/rejudge', path: '/contest/:contestID/rejudge' });
    const row = (await screen.findByText('Sum')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Rejudge' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('A. Sum');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('rejudge'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(toastStore.get().at(-1)?.message).toBe('Rejudge successfully'));
    const call = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((u) => u.pathname.includes('rejudge'))!;
    expect(call.pathname).toBe('/api/admin/judge/rejudge-contest-problem');
    expect(Object.fromEntries(call.searchParams)).toEqual({ cid: '5', pid: '42' });
  });
});
