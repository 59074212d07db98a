import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { authDialogStore } from '@web/lib/auth-dialog';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusPage } from './status-page';

const ROW = {
  submitId: 7,
  pid: 1,
  displayPid: '1000',
  displayId: '1000',
  title: 'A+B Problem',
  uid: 'u1',
  username: 'ada',
  submitTime: new Date().toISOString(),
  status: 5,
  share: false,
  time: null,
  memory: null,
  score: null,
  oiRankScore: null,
  length: 90,
  language: 'C++',
  cid: 0,
  gid: null,
  judger: null,
  isManual: false,
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  authDialogStore.set({ open: false, mode: 'login' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('status page', () => {
  it('refuses Mine while logged out: login first, dialog opens, the switch stays on All', async () => {
    fetchMock.mockImplementation(async () => envelope({ records: [], total: 0, current: 1, size: 15 }));
    const { router } = renderWithProviders(<StatusPage />, { url: '/status' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mine' }));
    expect(toastStore.get().map((t) => t.message)).toContain('Please login first');
    expect(authDialogStore.get()).toEqual({ open: true, mode: 'login' });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("asks a guest who opens ?onlyMine=true to log in instead of listing everyone's submissions", async () => {
    fetchMock.mockImplementation(async () => envelope({ records: [ROW], total: 1, current: 1, size: 15 }));
    renderWithProviders(<StatusPage />, { url: '/status?onlyMine=true' });
    expect(await screen.findByText('Log in to see your own submissions.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mine' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    expect(callsTo('/api/get-submission-list')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(authDialogStore.get()).toEqual({ open: true, mode: 'login' });

    // Once logged in, the same address lists the user's own submissions.
    auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
    await waitFor(() => expect(callsTo('/api/get-submission-list')).toHaveLength(1));
    expect(String(callsTo('/api/get-submission-list')[0]![0])).toContain('onlyMine=true');
    expect(await screen.findByRole('link', { name: '7' })).toBeTruthy();
  });

  it('keeps filters in the URL and disables the author search in Mine mode', async () => {
    auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
    fetchMock.mockImplementation(async () => envelope({ records: [], total: 0, current: 1, size: 15 }));
    const { router } = renderWithProviders(<StatusPage />, { url: '/status?onlyMine=true&status=0' });
    await waitFor(() => expect(callsTo('/api/get-submission-list')).toHaveLength(1));
    const url = String(callsTo('/api/get-submission-list')[0]![0]);
    expect(url).toContain('onlyMine=true');
    expect(url).toContain('status=0');
    expect(url).toContain('limit=15');
    expect((screen.getByLabelText('Author') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Problem ID'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('problemID=1000'));
  });

  it('polls pending rows every 2 s until their verdict is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/get-submission-list'))
        return envelope({ records: [ROW], total: 1, current: 1, size: 15 });
      if (url.startsWith('/api/check-submissions-status')) {
        const polls = callsTo('/api/check-submissions-status').length;
        return envelope({ 7: { ...ROW, status: polls < 2 ? 7 : 0, time: 3, memory: 1024 } });
      }
      return envelope(null);
    });
    renderWithProviders(<StatusPage />, { url: '/status' });
    const status = await screen.findByTestId('row-status');
    expect(status.getAttribute('data-status')).toBe('5');
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(screen.getByTestId('row-status').getAttribute('data-status')).toBe('7'));
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(screen.getByTestId('row-status').getAttribute('data-status')).toBe('0'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(callsTo('/api/check-submissions-status')).toHaveLength(2);
    expect(JSON.parse(String(callsTo('/api/check-submissions-status')[0]![1]!.body))).toEqual({
      submitIds: [7],
      cid: 0,
    });
  });
});
