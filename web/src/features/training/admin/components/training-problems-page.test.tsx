import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrainingProblemsPage } from './training-problems-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const login = (roleList: string[]) =>
  auth.login('tok', { uid: 'me', username: 'me', avatar: null, roleList } as never);
const problem = (id: number, problemId: string, title: string) => ({
  id,
  problemId,
  title,
  author: 'root',
  type: 0,
  auth: 1,
  isRemote: false,
  gmtCreate: '',
});
const link = (id: number, pid: number, displayId: string, rank: number) => ({
  id,
  tid: 3,
  pid,
  displayId,
  rank,
  gmtCreate: '',
  gmtModified: '',
});

function setup() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/admin/training/get-problem-list') && url.includes('queryExisted=true'))
      return envelope({
        problemList: { records: [problem(11, 'P11', 'Sum'), problem(12, 'P12', 'Product')], total: 2 },
        trainingProblemMap: { '11': link(101, 11, 'A', 1), '12': link(102, 12, 'B', 2) },
      });
    if (url.startsWith('/api/admin/training/get-problem-list'))
      return envelope({
        problemList: { records: [problem(20, 'P20', 'Bank one')], total: 1 },
        trainingProblemMap: {},
      });
    if (url.startsWith('/api/admin/training?tid=3'))
      return envelope({ training: { id: 3, title: 'Basics', uid: 'me' }, trainingCategory: null });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<TrainingProblemsPage />, {
    url: '/admin/training/3/problems',
    path: '/admin/training/:trainingId/problems',
  });
  return fetch;
}
const calls = (fetch: ReturnType<typeof setup>, method: string) =>
  fetch.mock.calls.filter(([, init]) => init?.method === method);

describe('the training problems page', () => {
  it('lists the training’s problems in rank order and saves a rank edited in place', async () => {
    login(['problem_admin']);
    const fetch = setup();
    const rank = (await screen.findByRole('textbox', { name: 'Rank of A' })) as HTMLInputElement;
    expect(rank.value).toBe('1');
    expect(screen.getByText('Sum')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/api/admin/training/get-problem-list?tid=3&currentPage=1&limit=10&queryExisted=true',
    );
    fireEvent.change(rank, { target: { value: '2147483648' } });
    fireEvent.blur(rank);
    expect(screen.getByRole('alert').textContent).toContain('0 to 2147483647');
    expect(calls(fetch, 'PUT')).toHaveLength(0);
    fireEvent.change(rank, { target: { value: '7' } });
    fireEvent.keyDown(rank, { key: 'Enter' });
    await waitFor(() => expect(calls(fetch, 'PUT')).toHaveLength(1));
    const [url, init] = calls(fetch, 'PUT')[0]!;
    expect(url).toBe('/api/admin/training/problem');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 101, tid: 3, pid: 11, rank: 7 });
  });

  it('removes a problem after confirmation', async () => {
    login(['root']);
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove B from the training' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove training problem' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls(fetch, 'DELETE').map(([url]) => url)).toEqual([
        '/api/admin/training/problem?pid=12&tid=3',
      ]),
    );
  });

  it('shows ranks read-only to an admin, as HOJ lets only root and problem admins change them', async () => {
    login(['admin']);
    setup();
    await screen.findByText('Sum');
    expect(screen.queryByRole('textbox', { name: 'Rank of A' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove A from the training' })).toBeNull();
  });

  it('adds a bank problem under the display id chosen in the dialog', async () => {
    login(['admin']);
    const fetch = setup();
    await screen.findByText('Basics');
    fireEvent.click(screen.getByRole('button', { name: 'Add from public problems' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from public problems' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add P20' }));
    const displayId = within(dialog).getByRole('textbox', {
      name: 'Display ID of the problem in the training',
    });
    expect((displayId as HTMLInputElement).value).toBe('P20');
    fireEvent.change(displayId, { target: { value: ' T20 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1));
    const [url, init] = calls(fetch, 'POST')[0]!;
    expect(url).toBe('/api/admin/training/add-problem-from-public');
    expect(JSON.parse(String(init?.body))).toEqual({ pid: 20, tid: 3, displayId: 'T20' });
    expect(fetch.mock.calls.some(([u]) => u.includes('queryExisted=false'))).toBe(true);
  });
});
