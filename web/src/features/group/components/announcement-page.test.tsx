import type { GroupAnnouncement, GroupDetail } from '@contract/group';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupContext, type GroupContextValue } from '../lib/group-context';
import { GroupAnnouncementPage } from './announcement-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const GID = 3;
const announcement = (id: number, title: string, content: string): GroupAnnouncement => ({
  id,
  gid: GID,
  title,
  content,
  status: 0,
  uid: 'author',
  username: 'author',
  gmtCreate: '2030-01-01T00:00:00Z',
  gmtModified: '2030-01-02T00:00:00Z',
});
const visible = [
  announcement(1, 'Welcome', '**Read the rules** first'),
  announcement(2, 'Contest on Friday', 'Bring snacks'),
];

function setup({
  isAdmin,
  records = visible,
  total = records.length,
}: {
  isAdmin: boolean;
  records?: GroupAnnouncement[];
  total?: number;
}) {
  auth.login('tok', { uid: 'me', username: 'me', avatar: null, roleList: [] } as never);
  const value: GroupContextValue = {
    gid: GID,
    group: { id: GID, uid: 'owner' } as GroupDetail,
    level: isAdmin ? 4 : 3,
    isSuperAdmin: false,
    isOwner: false,
    isMember: true,
    isAdmin,
    isRoot: false,
    menuDisabled: false,
    refresh: vi.fn(),
  };
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/group/get-announcement-list')) return envelope({ records, total });
    if (url.startsWith('/api/group/get-admin-announcement-list'))
      return envelope({ records: visible, total: 2 });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(
    <GroupContext.Provider value={value}>
      <GroupAnnouncementPage />
    </GroupContext.Provider>,
  );
  return fetch;
}

const calls = (fetch: ReturnType<typeof setup>, prefix: string) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith(prefix));

describe('the group announcement page', () => {
  it('lets members read the list and open one announcement, then go back', async () => {
    const fetch = setup({ isAdmin: false });
    expect(await screen.findByRole('button', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getAllByText('author')).toHaveLength(2);
    expect(calls(fetch, '/api/group/get-announcement-list')[0]?.[0]).toBe(
      `/api/group/get-announcement-list?currentPage=1&limit=5&gid=${GID}`,
    );
    expect(screen.queryByRole('button', { name: 'Announcement Admin' })).toBeNull();
    // Five a page: two announcements need no pager.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Welcome' }));
    expect(await screen.findByText('Read the rules')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Contest on Friday' })).toBeTruthy();
  });

  it('reloads the list on Refresh and pages through more than five', async () => {
    const fetch = setup({ isAdmin: false, total: 12 });
    await screen.findByRole('button', { name: 'Welcome' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls(fetch, '/api/group/get-announcement-list')).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(
        calls(fetch, '/api/group/get-announcement-list').some(([url]) =>
          String(url).includes('currentPage=2'),
        ),
      ).toBe(true),
    );
  });

  it('shows an empty state when there is nothing to read', async () => {
    setup({ isAdmin: false, records: [] });
    expect(await screen.findByText('No announcements')).toBeTruthy();
  });

  it('gives group admins the admin table and back', async () => {
    const fetch = setup({ isAdmin: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Announcement Admin' }));
    expect(await screen.findByRole('heading', { name: 'Announcement Admin' })).toBeTruthy();
    await waitFor(() =>
      expect(calls(fetch, '/api/group/get-admin-announcement-list')[0]?.[0]).toBe(
        `/api/group/get-admin-announcement-list?gid=${GID}&currentPage=1&limit=10`,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Welcome' })).toBeTruthy();
  });
});
