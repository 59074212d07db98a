import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProblemListPage } from './problem-list-page';

beforeAll(setupTestI18n);
beforeEach(() => {
  toastStore.set([]);
  auth.login('tok', { uid: 'root', username: 'root', avatar: null, roleList: ['root'] } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const problem = (id: number, problemId: string, isRemote: boolean) => ({
  id,
  problemId,
  title: `Problem ${problemId}`,
  author: 'root',
  gmtCreate: '2026-01-01T00:00:00Z',
  modifiedUser: null,
  auth: 1,
  isRemote,
});

function serve(importAnswer: () => Promise<Response>) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/admin/problem/get-problem-list'))
      return envelope({ records: [problem(1, '1000', false), problem(2, 'CF-1A', true)], total: 2 });
    if (url.startsWith('/api/admin/problem/import-remote-oj-problem')) return importAnswer();
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<ProblemListPage />, { url: '/admin/problems' });
  return fetch;
}

const listCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([url]) => url.startsWith('/api/admin/problem/get-problem-list')).length;

async function openAndImport(judge: string, id: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Remote problem' }));
  const dialog = screen.getByRole('dialog', { name: 'Import a problem from a remote judge' });
  fireEvent.change(within(dialog).getByLabelText('Remote judge'), { target: { value: judge } });
  fireEvent.change(within(dialog).getByLabelText('Problem ID on the judge'), { target: { value: id } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
  return dialog;
}

describe('the admin problem list', () => {
  it('marks the remote problem with its judge and a link to it, not the local one', async () => {
    serve(async () => envelope(null));
    expect(await screen.findByText('CF-1A')).toBeTruthy();
    const badges = screen.getAllByTestId('remote-judge-badge');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Codeforces']);
    const link = screen.getByRole('link', { name: 'Open 1A on Codeforces (new tab)' });
    expect(link.getAttribute('href')).toBe('https://codeforces.com/problemset/problem/1/A');
  });

  it('imports with the judge key and id as the query, shows progress, then the server message', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = serve(() => new Promise((resolve) => (answer = resolve)));
    const dialog = await openAndImport('SPOJ', 'TEST');
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContain(
        '/api/admin/problem/import-remote-oj-problem?name=SPOJ&problemId=TEST',
      ),
    );
    expect(within(dialog).getByRole('status').textContent).toBe('Fetching TEST from SPOJ…');
    answer(envelope(null, { status: 400, msg: 'SPOJ did not answer within 30 s' }));
    expect(await within(dialog).findByText('SPOJ did not answer within 30 s')).toBeTruthy();
    // The dialog shows the failure itself: no toast repeats it.
    expect(toastStore.get()).toEqual([]);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('closes on success, says so and reloads the list', async () => {
    const fetch = serve(async () => envelope({ pid: 3 }));
    await screen.findByText('CF-1A');
    const before = listCalls(fetch);
    await openAndImport('CF', '4A');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastStore.get().at(-1)).toMatchObject({
      kind: 'success',
      message: 'Imported 4A from Codeforces',
    });
    await waitFor(() => expect(listCalls(fetch)).toBeGreaterThan(before));
  });
});
