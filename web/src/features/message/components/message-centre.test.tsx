import { screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOXES } from '../lib/boxes';
import { MessageCentre } from './message-centre';
import { ReminderList } from './reminder-list';

const user = { uid: 'u1', username: 'ada', avatar: null, roleList: [] } as never;

beforeAll(setupTestI18n);
beforeEach(() => auth.login('tok', user));
afterEach(() => {
  auth.clear();
  vi.unstubAllGlobals();
});

const row = (id: number, state: boolean) => ({
  id,
  action: 'Discuss',
  sourceId: 7,
  sourceType: 'Discussion',
  sourceTitle: 'How to solve A+B',
  sourceContent: `comment ${id}`,
  quoteId: null,
  quoteType: null,
  quoteContent: null,
  url: '/discussion-detail/7',
  state,
  senderId: 'u2',
  senderUsername: 'bob',
  senderAvatar: null,
  gmtCreate: new Date().toISOString(),
});

describe('the message centre', () => {
  it('shows the five tabs with their unread counts, and the count falls once the page is read', async () => {
    let listed = false;
    const fetch = vi.fn(async (url: string) => {
      if (url.startsWith('/api/msg/unread'))
        return envelope({ comment: listed ? 0 : 2, reply: 1, like: 0, sys: 3, mine: 0 });
      if (url.startsWith('/api/msg/comment')) {
        listed = true;
        return envelope({ records: [row(1, false), row(2, false)], total: 2, current: 1, size: 6 });
      }
      return envelope(null);
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(
      <>
        <MessageCentre />
        <ReminderList info={BOXES[0]!} />
      </>,
      { url: '/message/discuss' },
    );
    const tabs = screen.getByRole('navigation', { name: 'Messages' });
    const links = within(tabs).getAllByRole('tab');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/message/discuss',
      '/message/reply',
      '/message/like',
      '/message/sys',
      '/message/mine',
    ]);
    expect(links[0]!.className).toContain('tab-active');
    // The page marks its rows read: the unread counts are asked for again and the tab's falls.
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Replies, 1 unread' })).toBeTruthy());
    await waitFor(() => expect(links[0]!.textContent).toBe('Comments'));
    expect(within(tabs).getByRole('tab', { name: 'System Notices, 3 unread' }).textContent).toBe(
      'System Notices3',
    );
    const unreadCalls = fetch.mock.calls.filter(([url]) => url.startsWith('/api/msg/unread')).length;
    expect(unreadCalls).toBeGreaterThanOrEqual(2);
    // The rows keep the state they had before the page read them.
    expect(await screen.findAllByRole('img', { name: 'Unread' })).toHaveLength(2);
  });
});
