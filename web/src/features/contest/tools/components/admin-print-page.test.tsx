import { fireEvent, screen, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminPrintPage, PRINT_PAGE_SIZE } from './admin-print-page';

const job = (id: number, status: number) => ({
  id,
  cid: 5,
  username: `user${id}`,
  realname: null,
  status,
  gmtCreate: '2026-01-01T00:01:00Z',
});

const fetchMock = vi.fn<typeof fetch>();
beforeAll(async () => {
  await setupTestI18n();
  // jsdom has no object URLs; the download only needs one to hand to a link.
  Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
});
beforeEach(() => {
  toastStore.set([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    if ((init as RequestInit | undefined)?.method === 'PUT') return envelope(null);
    if (String(input).includes('download-contest-print-text'))
      return new Response('printed text', { headers: { 'Content-Type': 'text/plain' } });
    return envelope({ records: [job(1, 0), job(2, 1)], total: 2, size: 15, current: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminPrintPage', () => {
  it('lists jobs 15 a page, downloads the text and marks a job printed', async () => {
    renderWithProviders(<AdminPrintPage />, {
      url: '/contest/5/admin-print',
      path: '/contest/:contestID/admin-print',
    });
    await screen.findByText('user1');
    const list = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(list.pathname).toBe('/api/get-contest-print');
    expect(list.searchParams.get('limit')).toBe(String(PRINT_PAGE_SIZE));
    const row1 = screen.getByText('user1').closest('tr')!;
    expect(within(row1).getByText('Not printed')).toBeTruthy();
    const row2 = screen.getByText('user2').closest('tr')!;
    expect(within(row2).getByText('Printed')).toBeTruthy();
    expect((within(row2).getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(row1).getByRole('button', { name: 'Download' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).includes('/api/file/download-contest-print-text?id=1'),
        ),
      ).toBe(true),
    );
    fireEvent.click(within(row1).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(toastStore.get().at(-1)?.message).toBe('Update Successfully'));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')!;
    const url = new URL(String(put[0]), 'http://x');
    expect(url.pathname).toBe('/api/check-contest-print-status');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '1', cid: '5' });
  });
});
