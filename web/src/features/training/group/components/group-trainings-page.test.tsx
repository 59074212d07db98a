import { fireEvent, screen, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupTrainingsPage } from './group-trainings-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const TRAINING = {
  id: 7,
  title: 'Greedy drills',
  description: '',
  author: 'me',
  auth: 'Private',
  rank: 3,
  categoryId: 1,
  categoryName: 'Basics',
  categoryColor: '#ff0000',
  problemCount: 3,
  acCount: 1,
  gid: 5,
  gmtModified: '2030-01-01T08:00:00Z',
};
const adminRow = (id: number, author: string) => ({
  id,
  title: `Training ${id}`,
  author,
  uid: author,
  auth: 'Public',
  status: true,
  rank: 1000,
  isGroup: true,
  gid: 5,
  categoryId: 1,
  gmtCreate: '2030-01-01T08:00:00Z',
  gmtModified: '2030-01-02T08:00:00Z',
});

function setup(level: { isAdmin: boolean; isRoot: boolean }, url = '/group/5/training') {
  const fetch = vi.fn(async (request: string) => {
    if (request.startsWith('/api/group/get-training-list'))
      return envelope({ records: [TRAINING], total: 1 });
    if (request.startsWith('/api/group/get-admin-training-list'))
      return envelope({ records: [adminRow(8, 'me'), adminRow(9, 'someone')], total: 2 });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  auth.login('tok', { uid: 'me', username: 'me', avatar: null, roleList: [] } as never);
  renderWithProviders(
    <GroupTrainingsPage
      viewer={{ gid: 5, username: 'me', ...level }}
      editProblemPath={(pid) => `/group/5/problem?pid=${pid}`}
    />,
    { url, path: '/group/:groupID/training' },
  );
  return fetch;
}

describe('GroupTrainingsPage', () => {
  it('shows members the table with progress and no admin toggle', async () => {
    const fetch = setup({ isAdmin: false, isRoot: false });
    const table = await screen.findByTestId('group-training-list');
    expect(within(table).getByRole('link', { name: 'Greedy drills' }).getAttribute('href')).toBe(
      '/group/5/training/7',
    );
    expect(within(table).getByText('33.33%')).toBeTruthy();
    expect(within(table).getByTitle('1/3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage trainings' })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('get-admin-training-list'))).toBe(false);
  });

  it('keeps members on the table even with an admin view in the address', async () => {
    setup({ isAdmin: false, isRoot: false }, '/group/5/training?view=admin');
    expect(await screen.findByTestId('group-training-list')).toBeTruthy();
  });

  it('lets a group admin switch to the admin list, managing only their own trainings', async () => {
    setup({ isAdmin: true, isRoot: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage trainings' }));
    expect(await screen.findByRole('button', { name: 'Edit Training 8' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Training 9' })).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: 'Visibility of Training 9' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'Visibility of Training 8' }) as HTMLInputElement).disabled,
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back to trainings' }));
    expect(await screen.findByTestId('group-training-list')).toBeTruthy();
  });

  it('lets a group root manage everyone’s trainings', async () => {
    setup({ isAdmin: true, isRoot: true }, '/group/5/training?view=admin');
    expect(await screen.findByRole('button', { name: 'Edit Training 9' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Training 9' })).toBeTruthy();
  });
});
