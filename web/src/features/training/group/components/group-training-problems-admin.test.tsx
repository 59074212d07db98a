import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupTrainingProblemsAdmin } from './group-training-problems-admin';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const problem = (id: number, problemId: string, gid: number | null, problemAuth = 1) => ({
  id,
  problemId,
  title: `Title ${problemId}`,
  author: 'setter',
  type: 0,
  auth: problemAuth,
  isRemote: false,
  gmtCreate: '',
  gid,
});
const link = (id: number, pid: number, displayId: string) => ({
  id,
  tid: 3,
  pid,
  displayId,
  rank: 1,
  gmtCreate: '',
  gmtModified: '',
});

function setup(addAnswer: () => Response = () => envelope(null)) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/group/get-training-problem-list'))
      return envelope({
        problemList: {
          records: [problem(11, 'OWN', 5, 2), problem(12, 'OTHER', 6), problem(13, 'PUB', null)],
          total: 3,
        },
        trainingProblemMap: { '11': link(1, 11, 'A'), '12': link(2, 12, 'B'), '13': link(3, 13, 'C') },
      });
    if (url.startsWith('/api/group/add-training-problem-from-group')) return addAnswer();
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  auth.login('tok', { uid: 'me', username: 'me', avatar: null, roleList: [] } as never);
  renderWithProviders(
    <GroupTrainingProblemsAdmin
      viewer={{ gid: 5, isAdmin: true, isRoot: false, username: 'me' }}
      tid={3}
      editProblemPath={(pid) => `/group/5/problem?view=edit&pid=${pid}`}
    />,
    { url: '/group/5/training?view=problems&tid=3', path: '/group/:groupID/training' },
  );
  return fetch;
}

describe('GroupTrainingProblemsAdmin', () => {
  it('offers the auth select, edit, download and delete only for the group’s own problems', async () => {
    setup();
    const own = await screen.findByRole('combobox', { name: 'Auth of A' });
    expect((own as HTMLInputElement).disabled).toBe(false);
    expect((own as HTMLSelectElement).value).toBe('2');
    expect((screen.getByRole('combobox', { name: 'Auth of B' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Auth of C' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getAllByRole('option', { name: 'Contest' })[0] as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Edit A' }).getAttribute('href')).toBe(
      '/group/5/problem?view=edit&pid=11',
    );
    expect(screen.getByRole('button', { name: 'Download the test cases of A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete problem A' })).toBeTruthy();
    for (const id of ['B', 'C']) {
      expect(screen.queryByRole('link', { name: `Edit ${id}` })).toBeNull();
      expect(screen.queryByRole('button', { name: `Delete problem ${id}` })).toBeNull();
      expect(screen.getByRole('button', { name: `Remove ${id} from the training` })).toBeTruthy();
    }
  });

  it('changes an own problem’s auth through the group call', async () => {
    const fetch = setup();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Auth of A' }), { target: { value: '1' } });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url === '/api/group/change-problem-auth?pid=11&auth=1')).toBe(
        true,
      ),
    );
  });

  it('checks the problem id before adding from the group and shows the server’s refusal', async () => {
    const fetch = setup(() =>
      envelope(null, {
        status: 400,
        msg: 'The problem is already in this training, or its display id is taken',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add from group problems' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The problem ID is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Problem ID'), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The problem ID must be at most 100 characters')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => url.includes('add-training-problem-from-group'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Problem ID'), { target: { value: ' OTHER ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('The problem is already in this training, or its display id is taken'),
    ).toBeTruthy();
    expect(dialog).toBeTruthy();
    expect(
      fetch.mock.calls.some(
        ([url]) => url === '/api/group/add-training-problem-from-group?problemId=OTHER&tid=3',
      ),
    ).toBe(true);
  });
});
