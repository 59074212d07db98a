import type { GroupDetail, GroupMemberRow } from '@contract/group';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupContext, type GroupContextValue } from '../lib/group-context';
import { GroupMemberListPage } from './member-list-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const GID = 7;
const group = { id: GID, uid: 'owner', owner: 'boss', name: 'Algo club' } as GroupDetail;

const member = (uid: string, auth: number, extra: Partial<GroupMemberRow> = {}): GroupMemberRow => ({
  id: uid.length,
  gid: GID,
  uid,
  username: uid,
  avatar: null,
  auth: auth as GroupMemberRow['auth'],
  reason: null,
  gmtCreate: '2030-01-01T00:00:00Z',
  gmtModify: '2030-01-02T00:00:00Z',
  ...extra,
});

const members = [
  member('owner', 5),
  member('root2', 5),
  member('admin2', 4),
  member('me', 4),
  member('plain', 3),
];
const applications = [member('newbie', 1, { reason: 'I love algorithms' }), member('late', 1)];

/** Renders the page as `uid` at `level` in the group; the fetch stub answers the member calls. */
function setup(uid: string, level: number, extra: Partial<GroupContextValue> = {}) {
  auth.login('tok', { uid, username: uid, avatar: null, roleList: [] } as never);
  const refresh = vi.fn();
  const isOwner = uid === group.uid;
  const isRoot = level === 5 || isOwner || Boolean(extra.isSuperAdmin);
  const value: GroupContextValue = {
    gid: GID,
    group,
    level,
    isSuperAdmin: false,
    isOwner,
    isRoot,
    isAdmin: isRoot || level === 4,
    isMember: isRoot || level >= 3,
    menuDisabled: false,
    refresh,
    ...extra,
  };
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/group/get-member-list'))
      return envelope({ records: members, total: members.length });
    if (url.startsWith('/api/group/get-apply-list')) return envelope({ records: applications, total: 2 });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(
    <GroupContext.Provider value={value}>
      <GroupMemberListPage />
    </GroupContext.Provider>,
    { url: `/group/${GID}/member` },
  );
  return { fetch, refresh };
}

const select = (username: string) =>
  screen.getByRole('combobox', { name: `Member auth of ${username}` }) as HTMLSelectElement;
const enabledOptions = (username: string) =>
  Array.from(select(username).options)
    .filter((option) => !option.disabled)
    .map((option) => Number(option.value));
const requests = (fetch: ReturnType<typeof setup>['fetch'], method: string) =>
  fetch.mock.calls.filter(([, init]) => init?.method === method);

describe('the group members page', () => {
  it('shows plain members the list with tags, without the admin toggle or any delete', async () => {
    const { fetch } = setup('plain', 3);
    expect(await screen.findByRole('link', { name: /admin2/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /admin2/ }).getAttribute('href')).toBe(
      '/user-home?username=admin2',
    );
    expect(screen.queryByRole('combobox', { name: /Member auth of/ })).toBeNull();
    expect(screen.getAllByText('Group Root')).toHaveLength(2);
    expect(screen.getByText('General Member')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Member Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete member/ })).toBeNull();
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/group/get-member-list?gid=${GID}&currentPage=1&limit=10`);
  });

  it('gives a group admin selects open only below their level, with only lower options', async () => {
    setup('me', 4);
    await screen.findByRole('combobox', { name: 'Member auth of plain' });
    expect(select('owner').disabled).toBe(true);
    expect(select('root2').disabled).toBe(true);
    expect(select('admin2').disabled).toBe(true);
    expect(select('me').disabled).toBe(true);
    expect(select('plain').disabled).toBe(false);
    // A member cannot go back to applying or refused, and an admin grants only below 4.
    expect(enabledOptions('plain')).toEqual([3]);
    expect(screen.getByRole('button', { name: 'Delete member plain' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete member admin2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete member me' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete member owner' })).toBeNull();
  });

  it('gives the owner every row but their own, and every member level', async () => {
    setup('owner', 5);
    await screen.findByRole('combobox', { name: 'Member auth of plain' });
    expect(select('owner').disabled).toBe(true);
    for (const username of ['root2', 'admin2', 'me', 'plain']) expect(select(username).disabled).toBe(false);
    expect(enabledOptions('admin2')).toEqual([3, 4, 5]);
    expect(screen.getByRole('button', { name: 'Delete member root2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete member owner' })).toBeNull();
  });

  it('lets a super admin outside the group manage it like the owner', async () => {
    setup('site-root', 0, { isSuperAdmin: true });
    await screen.findByRole('combobox', { name: 'Member auth of root2' });
    expect(select('root2').disabled).toBe(false);
    expect(enabledOptions('root2')).toEqual([3, 4, 5]);
    expect(screen.getByRole('button', { name: 'Member Admin' })).toBeTruthy();
  });

  it('saves a level change at once and refreshes the group', async () => {
    const { fetch, refresh } = setup('owner', 5);
    await screen.findByRole('combobox', { name: 'Member auth of plain' });
    fireEvent.change(select('plain'), { target: { value: '4' } });
    await waitFor(() => expect(requests(fetch, 'PUT')).toHaveLength(1));
    const [url, init] = requests(fetch, 'PUT')[0]!;
    expect(url).toBe('/api/group/member');
    expect(JSON.parse(String(init?.body))).toEqual({ gid: GID, uid: 'plain', auth: 4 });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(toastStore.get().some((toast) => toast.message === 'Update Successfully')).toBe(true);
  });

  it('asks before removing a member, and removes nobody when cancelled', async () => {
    const { fetch } = setup('me', 4);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete member plain' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Remove plain from the group/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests(fetch, 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete member plain' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests(fetch, 'DELETE')).toHaveLength(1));
    expect(requests(fetch, 'DELETE')[0]?.[0]).toBe(`/api/group/member?gid=${GID}&uid=plain`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('on a phone', () => {
  it('stacks each member in a card with its level and delete button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    setup('me', 4);
    expect(await screen.findByRole('combobox', { name: 'Member auth of plain' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('link', { name: /plain/ }).closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Delete member plain' })).toBeTruthy();
    expect(within(card).getByText(/Join Time:/)).toBeTruthy();
  });
});

describe('the member admin view', () => {
  it('lists pending applications with their reasons and approves or refuses them', async () => {
    const { fetch } = setup('me', 4);
    fireEvent.click(await screen.findByRole('button', { name: 'Member Admin' }));
    expect(await screen.findByText('I love algorithms')).toBeTruthy();
    expect(screen.getByText('No reason given')).toBeTruthy();
    expect(
      fetch.mock.calls.some(
        ([url]) => url === `/api/group/get-apply-list?gid=${GID}&auth=1&currentPage=1&limit=10`,
      ),
    ).toBe(true);
    expect(screen.getAllByText('Applying').length).toBeGreaterThan(1);

    fireEvent.click(screen.getByRole('button', { name: 'Approve newbie' }));
    await waitFor(() => expect(requests(fetch, 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(requests(fetch, 'PUT')[0]?.[1]?.body))).toEqual({
      gid: GID,
      uid: 'newbie',
      auth: 3,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Refuse late' }));
    await waitFor(() => expect(requests(fetch, 'PUT')).toHaveLength(2));
    expect(JSON.parse(String(requests(fetch, 'PUT')[1]?.[1]?.body))).toEqual({
      gid: GID,
      uid: 'late',
      auth: 2,
    });
  });

  it('switches between applying, refused and every row, and back to the member list', async () => {
    const { fetch } = setup('me', 4);
    fireEvent.click(await screen.findByRole('button', { name: 'Member Admin' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Refused' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('get-apply-list?gid=7&auth=2'))).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('get-apply-list?gid=7&auth=0'))).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Group Members' })).toBeTruthy();
  });
});
