import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContestProblemsPage } from './contest-problems-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const contest = { id: 5, title: 'Spring cup', type: 1 };
const link = { id: 31, cid: 5, pid: 11, displayId: 'A', displayTitle: 'Sum', color: '#ff4500' };
const own = {
  problemList: { records: [{ id: 11, problemId: 'P11', title: 'A plus B', type: 1, auth: 1 }], total: 1 },
  contestProblemMap: { '11': link },
};
const bank = {
  problemList: { records: [{ id: 20, problemId: 'P20', title: 'Graphs', type: 1, auth: 1 }], total: 1 },
  contestProblemMap: {},
};

function setup() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/admin/contest/get-problem-list'))
      return envelope(url.includes('problemType=') ? bank : own);
    if (url.startsWith('/api/admin/contest?')) return envelope(contest);
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<ContestProblemsPage />, {
    url: '/admin/contest/5/problems',
    path: '/admin/contest/:contestId/problems',
  });
  return fetch;
}
const calls = (fetch: ReturnType<typeof setup>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && url.startsWith(path))
    .map(([url, init]) => ({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined }));

describe('the contest problems page', () => {
  it('lists the problems with their display id, title and balloon colour', async () => {
    setup();
    expect(await screen.findByText('Sum')).toBeTruthy();
    expect(screen.getByText('A')).toBeTruthy();
    expect(screen.getByText('P11')).toBeTruthy();
    expect(screen.getByText('#ff4500')).toBeTruthy();
  });

  it('adds a public problem of the contest type, asking for its display id', async () => {
    const fetch = setup();
    await screen.findByText('Sum');
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Add from public problems' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add from public problems' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add P20' }));
    const pick = calls(fetch, 'GET', '/api/admin/contest/get-problem-list').find(({ url }) =>
      url.includes('problemType='),
    );
    expect(new URL(pick!.url, 'http://x').searchParams.get('problemType')).toBe('1');
    expect(new URL(pick!.url, 'http://x').searchParams.get('cid')).toBe('5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(toastStore.get().at(-1)?.message).toBe('The display ID is required');
    expect(calls(fetch, 'POST', '/api/admin/contest/add-problem-from-public')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Enter the problem's display ID in the contest"), {
      target: { value: ' B ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', '/api/admin/contest/add-problem-from-public')).toEqual([
        { url: '/api/admin/contest/add-problem-from-public', body: { pid: 20, cid: 5, displayId: 'B' } },
      ]),
    );
  });

  it('changes a balloon colour', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Balloon colour of A' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '#1e90ff' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls(fetch, 'PUT', '/api/admin/contest/contest-problem')).toEqual([
        { url: '/api/admin/contest/contest-problem', body: { ...link, color: '#1e90ff' } },
      ]),
    );
    await waitFor(() => expect(toastStore.get().at(-1)?.message).toBe('Balloon colour updated'));
  });

  it('removes a problem after confirmation', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove problem A from the contest' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls(fetch, 'DELETE', '/api/admin/contest/problem')).toHaveLength(1));
    const url = new URL(calls(fetch, 'DELETE', '/api/admin/contest/problem')[0]!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pid: '11', cid: '5' });
  });
});
