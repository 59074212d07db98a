import type { AdminGroupProblemRow, GroupProblemRow } from '@contract/group-problem';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupProblemApplications } from './group-problem-applications';
import { withoutGroupPrefix } from './group-problem-editor';
import { GroupProblemsPage } from './group-problems-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const GID = 5;
const problemRow: GroupProblemRow = {
  pid: 40,
  problemId: 'TEAMA1',
  title: 'Members only',
  difficulty: 1,
  type: 0,
  ac: 1,
  total: 3,
  tags: [{ id: 1, name: 'math', color: '#409eff' }],
};

function stubFetch() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/group/get-problem-list')) return envelope({ records: [problemRow], total: 1 });
    if (url.startsWith('/api/group/get-admin-problem-list')) return envelope({ records: [], total: 0 });
    if (url.startsWith('/api/admin/group-problem/list'))
      return envelope({ records: [application], total: 1 });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const page = (isAdmin: boolean) => (
  <GroupProblemsPage gid={GID} shortName="team" isAdmin={isAdmin} isRoot={false} username="me" />
);

describe('the group problem tab', () => {
  it('shows members the problem table, linking into the group, without admin buttons', async () => {
    stubFetch();
    renderWithProviders(page(false), { url: '/group/5/problem?view=admin' });
    const link = await screen.findByRole('link', { name: 'Members only' });
    expect(link.getAttribute('href')).toBe('/group/5/problem/TEAMA1');
    expect(screen.getByText('1/3 (33.33%)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Problem Admin' })).toBeNull();
  });

  it('gives group admins Create and Problem Admin, and the admin table in the page', async () => {
    const fetch = stubFetch();
    const { router } = renderWithProviders(page(true), { url: '/group/5/problem' });
    await screen.findByText('Members only');
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe(
      '/group/5/problem?view=create',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Problem Admin' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=admin'));
    await screen.findByRole('heading', { name: 'Problem Admin' });
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => url.startsWith('/api/group/get-admin-problem-list?gid=5')),
      ).toBe(true),
    );
  });
});

describe('the editor’s display id', () => {
  it('takes the group’s short name off the front, once', () => {
    expect(withoutGroupPrefix('TEAMA1', 'team')).toBe('A1');
    expect(withoutGroupPrefix('a1', 'team')).toBe('a1');
    expect(withoutGroupPrefix('TEAM', 'team')).toBe('TEAM');
    expect(withoutGroupPrefix('teamteam2', 'team')).toBe('team2');
  });
});

const application: AdminGroupProblemRow = {
  id: 77,
  gid: GID,
  applyPublicProgress: 1,
  problemId: 'TEAMB2',
  title: 'Offered',
  author: 'me',
  type: 0,
  judgeMode: 'default',
};

describe('the review of group problem applications', () => {
  it('agrees and refuses with the progress codes', async () => {
    const fetch = stubFetch();
    renderWithProviders(<GroupProblemApplications />);
    const rowEl = (await screen.findByText('TEAMB2')).closest('tr') as HTMLElement;
    expect(within(rowEl).getByText('Applying')).toBeTruthy();
    fireEvent.click(within(rowEl).getByRole('button', { name: 'Agree to make TEAMB2 public' }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1),
    );
    const refuse = within(rowEl).getByRole('button', {
      name: 'Refuse to make TEAMB2 public',
    }) as HTMLButtonElement;
    await waitFor(() => expect(refuse.disabled).toBe(false));
    fireEvent.click(refuse);
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(2),
    );
    const bodies = fetch.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([url, init]) => [url, JSON.parse(String(init?.body))]);
    expect(bodies).toEqual([
      ['/api/admin/group-problem/change-progress', { pid: 77, progress: 2 }],
      ['/api/admin/group-problem/change-progress', { pid: 77, progress: 3 }],
    ]);
  });
});
