import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOXES } from '../lib/boxes';
import { NoticeList } from './notice-list';

beforeAll(setupTestI18n);
afterEach(() => vi.unstubAllGlobals());

const notice = {
  id: 21,
  title: 'Maintenance tonight',
  content: 'The judge is down at **noon**.',
  adminId: 'root',
  type: 'Sys',
  state: false,
  gmtCreate: new Date(Date.now() - 2 * 3600_000).toISOString(),
};

describe('the notice boxes', () => {
  it('shows each notice with its Markdown, an unread dot, eight a page; deletes after confirming', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'DELETE') return envelope(null);
      if (url.startsWith('/api/msg/unread'))
        return envelope({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
      return envelope({ records: [notice, { ...notice, id: 22, title: 'Old news', state: true }], total: 9 });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<NoticeList info={BOXES[3]!} />, { url: '/message/sys' });
    const row = await screen.findByRole('article', { name: 'Maintenance tonight' });
    expect((await within(row).findByText('noon')).tagName).toBe('STRONG');
    expect(within(row).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(row).getByText('2 hours ago')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Old news' })).queryByRole('img', { name: 'Unread' }),
    ).toBeNull();
    const list = fetch.mock.calls.find(([url]) => url.startsWith('/api/msg/sys'));
    expect(Object.fromEntries(new URL(list![0], 'http://x').searchParams)).toEqual({
      currentPage: '1',
      limit: '8',
    });
    // Nine notices: a second page.
    expect(screen.getByRole('button', { name: '2' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Delete the message from Maintenance tonight' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls
          .filter(([, init]) => init?.method === 'DELETE')
          .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams)),
      ).toEqual([{ type: 'Sys', id: '21' }]),
    );
  });
});
