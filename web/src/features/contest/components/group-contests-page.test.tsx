import type { UserInfo } from '@contract/account';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupContestsPage } from './group-contests-page';

beforeAll(setupTestI18n);
beforeEach(() => {
  toastStore.set([]);
  auth.login('token', { uid: 'me', username: 'me', roleList: ['default_role'] } as unknown as UserInfo);
});
afterEach(() => {
  auth.clear();
  vi.unstubAllGlobals();
});

const adminRow = (id: number, uid: string, title: string) => ({
  id,
  uid,
  author: uid,
  title,
  type: 0,
  auth: 0,
  status: -1,
  startTime: '2030-01-01T09:00:00.000Z',
  endTime: '2030-01-01T14:00:00.000Z',
  duration: 18000,
  visible: true,
  gid: 7,
  isGroup: true,
});

const card = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  author: 'me',
  title: `Round ${id}`,
  description: '',
  type: 0,
  status: 0,
  source: 0,
  auth: 0,
  startTime: '2030-01-01T09:00:00.000Z',
  endTime: '2030-01-01T14:00:00.000Z',
  duration: 18000,
  openRank: false,
  oiRankScoreType: 'Recent',
  gid: 7,
  allowEndSubmit: false,
  count: 0,
  ...overrides,
});

function setup(
  props: { isAdmin: boolean; isRoot: boolean },
  url: string,
  answer: (url: string, init?: RequestInit) => unknown = () => null,
) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path.startsWith('/api/group/get-admin-contest-list')) {
      return envelope({
        records: [adminRow(1, 'me', 'Mine'), adminRow(2, 'someone', 'Theirs')],
        total: 2,
      });
    }
    return envelope(answer(path, init));
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<GroupContestsPage gid={7} {...props} />, { url });
  return fetch;
}

describe('the group contest cards', () => {
  it('link to the contest page, lock private and protected ones, count participants when not public', async () => {
    const fetch = setup({ isAdmin: false, isRoot: false }, '/group/7/contest', (path) =>
      path.startsWith('/api/group/get-contest-list')
        ? {
            records: [
              card(1, { auth: 1, count: 3, openRank: true, status: -1 }),
              card(2, { type: 1, oiRankScoreType: 'Highest', openRank: true }),
            ],
            total: 2,
          }
        : null,
    );
    const cards = await screen.findAllByTestId('group-contest-card');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/group/get-contest-list?gid=7&currentPage=1&limit=10');
    const [privateOne, oi] = cards as [HTMLElement, HTMLElement];
    expect(within(privateOne).getByRole('link', { name: 'Round 1' }).getAttribute('href')).toBe('/contest/1');
    expect(within(privateOne).getByRole('img', { name: 'Private' })).toBeTruthy();
    expect(within(privateOne).getByText('×3')).toBeTruthy();
    expect(
      (within(privateOne).getByRole('button', { name: 'Scoreboard' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(privateOne.className).toContain('border-l-info');
    expect(within(oi).queryByRole('img')).toBeNull();
    expect(within(oi).queryByText(/×/)).toBeNull();
    expect(within(oi).getByRole('link', { name: 'Scoreboard' }).getAttribute('href')).toBe(
      '/contest/oi-scoreboard/2',
    );
    expect(oi.querySelector('[data-tip="Rank by the highest score of each problem"]')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage contests' })).toBeNull();
  });

  it('shows the empty state', async () => {
    setup({ isAdmin: false, isRoot: false }, '/group/7/contest', () => ({ records: [], total: 0 }));
    expect(await screen.findByText('No contests in this group yet')).toBeTruthy();
  });
});

describe('the group contest admin table', () => {
  it('gives a group admin the actions on the contests they created only', async () => {
    setup({ isAdmin: true, isRoot: false }, '/group/7/contest?admin=1');
    expect(await screen.findByRole('link', { name: 'Mine' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Mine' }).getAttribute('href')).toBe(
      '/group/7/contest?admin=1&view=edit&cid=1',
    );
    expect(screen.getByRole('link', { name: 'Problems of Mine' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Announcements of Mine' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download accepted submissions of Mine' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Mine' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Visibility of Mine' }) as HTMLInputElement).disabled).toBe(
      false,
    );

    expect(screen.queryByRole('link', { name: 'Theirs' })).toBeNull();
    expect(screen.getByText('Theirs')).toBeTruthy();
    for (const name of ['Edit Theirs', 'Problems of Theirs', 'Announcements of Theirs']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Delete Theirs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download accepted submissions of Theirs' })).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: 'Visibility of Theirs' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('gives the group root every row, and calls the group endpoints', async () => {
    const fetch = setup({ isAdmin: true, isRoot: true }, '/group/7/contest?admin=1');
    expect(await screen.findByRole('button', { name: 'Delete Theirs' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Visibility of Theirs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Theirs' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete contest' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET').map(([url]) => url),
      ).toEqual(['/api/group/change-contest-visible?cid=2&visible=false', '/api/group/contest?cid=2']),
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/group/get-admin-contest-list?currentPage=1&limit=10&gid=7');
  });

  it('is not offered to members, even by URL', async () => {
    setup({ isAdmin: false, isRoot: false }, '/group/7/contest?admin=1', () => ({ records: [], total: 0 }));
    expect(await screen.findByText('No contests in this group yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('adding a group problem to a group contest', () => {
  it('asks for the problem ID and the display ID, and shows the server’s refusal', async () => {
    const fetch = setup(
      { isAdmin: true, isRoot: true },
      '/group/7/contest?admin=1&view=problems&cid=3',
      (path) => {
        if (path.startsWith('/api/group/contest?')) return adminRow(3, 'me', 'Round 3');
        if (path.startsWith('/api/group/get-contest-problem-list')) {
          return { problemList: { records: [], total: 0 }, contestProblemMap: {} };
        }
        return null;
      },
    );
    const open = (await screen.findByRole('button', {
      name: 'Add from group problems',
    })) as HTMLButtonElement;
    await waitFor(() => expect(open.disabled).toBe(false));
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Add from group problems' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText("Enter the group problem's ID")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Problem ID of the group problem'), {
      target: { value: ' GRP1001 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter the display ID in the contest')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fetch.mockImplementationOnce(async () =>
      envelope(null, {
        status: 400,
        msg: 'An ACM contest accepts only ACM problems (or remote judge problems)',
      }),
    );
    fireEvent.change(within(dialog).getByLabelText("Enter the problem's display ID in the contest"), {
      target: { value: 'A' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('An ACM contest accepts only ACM problems (or remote judge problems)'),
    ).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/group/add-contest-problem-from-group');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ cid: 3, problemId: 'GRP1001', displayId: 'A' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add from group problems' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Create a problem' })).toBeNull();
  });
});
