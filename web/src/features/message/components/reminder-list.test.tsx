import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOXES } from '../lib/boxes';
import { ReminderList } from './reminder-list';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const reply = {
  id: 11,
  action: 'Reply',
  sourceId: 7,
  sourceType: 'Discussion',
  sourceTitle: 'How to solve A+B',
  sourceContent: 'Use long long',
  quoteId: 3,
  quoteType: 'Comment',
  quoteContent: 'ada : my overflowing code',
  url: '/discussion-detail/7',
  state: false,
  senderId: 'u2',
  senderUsername: 'bob',
  senderAvatar: null,
  gmtCreate: new Date(Date.now() - 3 * 60_000).toISOString(),
};
const liked = {
  ...reply,
  id: 12,
  action: 'Like_Post',
  sourceType: 'Contest',
  sourceTitle: 'Weekly 1',
  url: '/contest/5',
  sourceContent: null,
  quoteContent: null,
  state: true,
  senderUsername: 'carol',
};

function setup(total = 2) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'DELETE') return envelope(null, { msg: 'Delete successfully' });
    if (url.startsWith('/api/msg/unread'))
      return envelope({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
    return envelope({ records: [reply, liked], total, current: 1, size: 6 });
  });
  vi.stubGlobal('fetch', fetch);
  const view = renderWithProviders(<ReminderList info={BOXES[1]!} />, { url: '/message/reply' });
  return { fetch, ...view };
}
const calls = (fetch: ReturnType<typeof setup>['fetch'], method: string) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

describe('the reminder boxes', () => {
  it('shows who did what, where, what they wrote and when, with a dot on unread rows', async () => {
    const { fetch } = setup();
    const row = await screen.findByRole('article', { name: 'bob replied to your comment' });
    expect(within(row).getAllByRole('link', { name: 'bob' })[0]!.getAttribute('href')).toBe(
      '/user-home?username=bob',
    );
    expect(within(row).getByText('Use long long')).toBeTruthy();
    expect(within(row).getByText('ada : my overflowing code')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '“How to solve A+B”' }).getAttribute('href')).toBe(
      '/discussion-detail/7',
    );
    expect(within(row).getByText(/In the discussion/)).toBeTruthy();
    expect(within(row).getByText('3 minutes ago')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Unread' })).toBeTruthy();

    const read = screen.getByRole('article', { name: 'carol liked your discussion' });
    expect(within(read).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(within(read).getByRole('link', { name: '“Weekly 1”' }).getAttribute('href')).toBe('/contest/5');
    expect(within(read).getByText(/In the contest/)).toBeTruthy();
    expect(screen.getByText('2 in total')).toBeTruthy();
    expect(calls(fetch, 'GET').find((q) => q.limit)).toEqual({ currentPage: '1', limit: '6' });
    // Six a page: two rows need no pager.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('deletes one message after a confirmation', async () => {
    const { fetch } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the message from bob' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete the message?')).toBeTruthy();
    expect(calls(fetch, 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(fetch, 'DELETE')).toEqual([{ type: 'Reply', id: '11' }]));
    await waitFor(() => expect(toastStore.get().at(-1)).toMatchObject({ kind: 'success' }));
  });

  it('clears the whole box after a confirmation, and cancelling sends nothing', async () => {
    const { fetch } = setup();
    await screen.findByRole('article', { name: 'bob replied to your comment' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetch, 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(calls(fetch, 'DELETE')).toEqual([{ type: 'Reply' }]));
  });

  it('pages six at a time', async () => {
    const { fetch, router } = setup(14);
    await screen.findByRole('article', { name: 'bob replied to your comment' });
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?currentPage=3'));
    await waitFor(() =>
      expect(calls(fetch, 'GET').filter((q) => q.limit)).toContainEqual({ currentPage: '3', limit: '6' }),
    );
  });
});
