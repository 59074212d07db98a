import type { GroupDetail } from '@contract/group';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupHome } from './group-home';
import { GroupLayout } from './group-layout';

const GROUP: GroupDetail = {
  id: 7,
  avatar: null,
  name: 'Algorithm club',
  shortName: 'ALGO1',
  brief: 'We solve problems',
  description: '**Welcome** to the club',
  owner: 'grace',
  uid: 'owner-uid',
  auth: 1,
  visible: true,
  status: 0,
  code: null,
  gmtCreate: new Date(2026, 2, 5, 10, 30).toISOString(),
  gmtModified: new Date(2026, 2, 5, 10, 30).toISOString(),
};

interface Scenario {
  group?: Partial<GroupDetail>;
  level?: number;
  access?: boolean;
  openGroupDiscussion?: boolean;
  uid?: string;
  roles?: string[];
}

const fetchMock = vi.fn<typeof fetch>();
let state: { level: number; access: boolean };

const calls = (method: string, path: string) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: new URL(String(url), 'http://x'), init }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET') === method);

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderGroup(scenario: Scenario = {}, url = '/group/7', fullWidth = false) {
  const {
    level = 0,
    access = level >= 3,
    openGroupDiscussion = true,
    uid = 'ada-uid',
    roles = [],
  } = scenario;
  state = { level, access };
  const group = { ...GROUP, ...scenario.group };
  auth.login('token', { uid, username: 'ada', avatar: null, roleList: roles } as never);
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/get-website-config') return envelope({ openGroupDiscussion });
    if (path === '/api/get-group-detail') return envelope(group);
    if (path === '/api/get-group-auth') return envelope(state.level);
    if (path === '/api/get-group-access') return envelope({ access: state.access });
    if (path === '/api/group/get-announcement-list')
      return envelope({ records: [], total: 0, current: 1, size: 5 });
    if (path === '/api/group/member/exit' && method === 'DELETE') {
      state = { level: 0, access: false };
      return envelope(null);
    }
    if (path === '/api/group/member' && method === 'POST') {
      state = { level: group.auth === 1 ? 3 : 1, access: group.auth === 1 };
      return envelope(null);
    }
    if (path === '/api/group' && method === 'DELETE') return envelope(null);
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  return renderWithProviders(
    <GroupLayout groupId="7" fullWidth={fullWidth}>
      <GroupHome />
    </GroupLayout>,
    // Every path, so that leaving for the list after disbanding lands somewhere.
    { url, path: '*' },
  );
}

const sidebar = async () => screen.findByRole('complementary', { name: 'Group information' });
const tabs = () => screen.getByRole('navigation', { name: 'Group sections' });
const tabLinks = () =>
  within(tabs())
    .queryAllByRole('link')
    .map((link) => link.textContent);
const toasts = () => toastStore.get().map((toast) => `${toast.kind}:${toast.message}`);

describe('GroupLayout sidebar', () => {
  it('shows picture, name, owner, type, hidden mark, creation date and number', async () => {
    renderGroup({ level: 3, group: { visible: false, auth: 2 } });
    const aside = await sidebar();
    expect(within(aside).getByRole('img', { name: 'Algorithm club' })).toBeTruthy();
    expect(within(aside).getByText('Algorithm club')).toBeTruthy();
    expect(within(aside).getByRole('link', { name: 'grace' }).getAttribute('href')).toBe(
      '/user-home?username=grace',
    );
    expect(within(aside).getByText('Protected')).toBeTruthy();
    expect(within(aside).getByText('Hidden')).toBeTruthy();
    expect(within(aside).getByText('2026-03-05')).toBeTruthy();
    expect(within(aside).getByText('7')).toBeTruthy();
  });
});

describe('GroupLayout action button', () => {
  it('lets the owner disband the group after a confirmation, then goes to the list', async () => {
    const { router } = renderGroup({ uid: 'owner-uid' });
    fireEvent.click(within(await sidebar()).getByRole('button', { name: 'Disband Group' }));
    const dialog = screen.getByRole('dialog', { name: 'Disband Group' });
    expect(dialog.textContent).toContain('Algorithm club');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disband Group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group'));
    expect(calls('DELETE', '/api/group')[0]!.url.searchParams.get('gid')).toBe('7');
    expect(toasts()).toContain('success:Group disbanded');
  });

  it('offers Disband to a super admin who is not a member', async () => {
    renderGroup({ roles: ['root'], level: 0, access: true });
    expect(within(await sidebar()).getByRole('button', { name: 'Disband Group' })).toBeTruthy();
  });

  it('lets a member exit after a confirmation, then shows the not-member view', async () => {
    renderGroup({ level: 3 });
    fireEvent.click(within(await sidebar()).getByRole('button', { name: 'Exit Group' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Exit Group' })).getByRole('button', { name: 'Exit Group' }),
    );
    expect(await within(await sidebar()).findByRole('button', { name: 'Apply to Join' })).toBeTruthy();
    expect(calls('DELETE', '/api/group/member/exit')[0]!.url.searchParams.get('gid')).toBe('7');
    expect(screen.getByTestId('group-not-member')).toBeTruthy();
    expect(toasts()).toContain('success:You left the group');
  });

  it('joins a public group at once, without a dialog', async () => {
    renderGroup({ level: 0, group: { auth: 1 } });
    fireEvent.click(within(await sidebar()).getByRole('button', { name: 'Apply to Join' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(await sidebar()).findByRole('button', { name: 'Exit Group' })).toBeTruthy();
    expect(Object.fromEntries(calls('POST', '/api/group/member')[0]!.url.searchParams)).toEqual({ gid: '7' });
    expect(toasts()).toContain('success:You joined the group');
  });

  it('asks a protected group’s applicant for a reason only, then shows Applying', async () => {
    renderGroup({ level: 0, group: { auth: 2 } });
    fireEvent.click(within(await sidebar()).getByRole('button', { name: 'Apply to Join' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to Join' });
    expect(within(dialog).queryByLabelText('Invitation code')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    const reason = within(dialog).getByLabelText(/Reason/);
    fireEvent.change(reason, { target: { value: 'hey' } });
    expect(within(dialog).getByText('Must be 5 to 100 characters')).toBeTruthy();
    expect(calls('POST', '/api/group/member')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'I like algorithms' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const applying = await within(await sidebar()).findByRole('button', { name: 'Applying' });
    expect((applying as HTMLButtonElement).disabled).toBe(true);
    const sent = calls('POST', '/api/group/member')[0]!;
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ gid: '7', reason: 'I like algorithms' });
    expect(JSON.parse(String(sent.init!.body))).toEqual({ gid: 7, reason: 'I like algorithms' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a private group’s applicant for the 6-character code and a reason', async () => {
    renderGroup({ level: 0, group: { auth: 3 } });
    fireEvent.click(within(await sidebar()).getByRole('button', { name: 'Apply to Join' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to Join' });
    fireEvent.change(within(dialog).getByLabelText('Invitation code'), { target: { value: '12345' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'I like algorithms' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Must be exactly 6 characters')).toBeTruthy();
    expect(calls('POST', '/api/group/member')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Invitation code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls('POST', '/api/group/member')).toHaveLength(1));
    expect(Object.fromEntries(calls('POST', '/api/group/member')[0]!.url.searchParams)).toEqual({
      gid: '7',
      code: '123456',
      reason: 'I like algorithms',
    });
  });

  it('shows a disabled Applying while the application waits and Refused once refused', async () => {
    renderGroup({ level: 1, group: { auth: 2 } });
    expect(
      (within(await sidebar()).getByRole('button', { name: 'Applying' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows Refused to a refused applicant', async () => {
    renderGroup({ level: 2, group: { auth: 2 } });
    expect(
      (within(await sidebar()).getByRole('button', { name: 'Refused' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('GroupLayout tabs', () => {
  it('shows a member the common tabs, with Discussions while the site flag is on', async () => {
    renderGroup({ level: 3 });
    await sidebar();
    expect(tabLinks()).toEqual([
      'Home',
      'Problems',
      'Trainings',
      'Contests',
      'Submissions',
      'Discussions',
      'Members',
      'Rank',
    ]);
    expect(within(tabs()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs()).getByRole('link', { name: 'Members' }).getAttribute('href')).toBe(
      '/group/7/member',
    );
  });

  it('adds Announcements for a group admin and hides Discussions when the flag is off', async () => {
    renderGroup({ level: 4, openGroupDiscussion: false });
    await sidebar();
    await waitFor(() => expect(tabLinks()).not.toContain('Discussions'));
    expect(tabLinks()).toContain('Announcements');
    expect(tabLinks()).not.toContain('Settings');
  });

  it('adds Settings for the group root', async () => {
    renderGroup({ level: 5 }, '/group/7/setting');
    await sidebar();
    expect(tabLinks()).toEqual(expect.arrayContaining(['Announcements', 'Settings']));
    expect(within(tabs()).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
  });

  it('disables every tab but Home for a caller without access and shows only the description', async () => {
    renderGroup({ level: 1, access: false, group: { auth: 2 } }, '/group/7/problem');
    await sidebar();
    expect(tabLinks()).toEqual(['Home']);
    expect(within(tabs()).getByText('Problems').getAttribute('aria-disabled')).toBe('true');
    // The page shows the home, so Home is the tab drawn as open, not the disabled Problems.
    expect(within(tabs()).getByText('Problems').className).not.toContain('tab-active');
    expect(within(tabs()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    const main = screen.getByTestId('group-not-member');
    expect(within(main).getByText('Welcome')).toBeTruthy();
    expect(calls('GET', '/api/group/get-announcement-list')).toHaveLength(0);
  });
});

describe('GroupLayout width', () => {
  it('gives full-width pages the whole width without the sidebar', async () => {
    renderGroup({ level: 3 }, '/group/7/status', true);
    await screen.findByText('Welcome');
    expect(screen.queryByRole('complementary', { name: 'Group information' })).toBeNull();
    expect(within(tabs()).getByRole('link', { name: 'Submissions' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says so when the address holds no group number', async () => {
    renderWithProviders(
      <GroupLayout groupId="abc" fullWidth={false}>
        <GroupHome />
      </GroupLayout>,
    );
    expect(screen.getByRole('heading', { name: 'This group does not exist' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('GroupHome', () => {
  it('shows members the description beside the announcements', async () => {
    renderGroup({ level: 3 });
    expect(await screen.findByText('Welcome')).toBeTruthy();
    await waitFor(() => expect(calls('GET', '/api/group/get-announcement-list')).toHaveLength(1));
  });

  it('says Not set yet when the group has no description', async () => {
    renderGroup({ level: 3, group: { description: '' } });
    expect(await screen.findByText('Not set yet')).toBeTruthy();
  });
});
