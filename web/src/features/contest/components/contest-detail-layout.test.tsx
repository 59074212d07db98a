import type { ContestInfo } from '@contract/contest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContestDetailLayout } from './contest-detail-layout';
import { ContestOverview } from './contest-overview';

const HOUR = 3600_000;

function contestAt(offsetStartMs: number, patch: Partial<ContestInfo> = {}): ContestInfo {
  const now = Date.now();
  const start = now + offsetStartMs;
  return {
    id: 5,
    author: 'setter',
    title: 'Spring Cup',
    type: 0,
    description: 'Good **luck**',
    status: offsetStartMs > 0 ? -1 : start + 5 * HOUR < now ? 1 : 0,
    source: 0,
    auth: 0,
    now: new Date(now).toISOString(),
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 5 * HOUR).toISOString(),
    duration: 5 * 3600,
    sealRank: false,
    openPrint: true,
    sealRankTime: null,
    rankShowName: 'username',
    openRank: false,
    oiRankScoreType: 'Recent',
    count: 3,
    gid: null,
    allowEndSubmit: false,
    ...patch,
  };
}

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);
let contest: ContestInfo;
let access = false;

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  access = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-contest-info') return envelope(contest);
    if (path === '/api/get-contest-access') return envelope({ access });
    if (path === '/api/get-contest-not-read-announcement') return envelope([]);
    if (path === '/api/register-contest') {
      access = true;
      return envelope(null);
    }
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const login = (username: string, roles: string[] = ['default_user']) =>
  auth.login('token', { uid: `${username}-uid`, username, avatar: null, roleList: roles } as never);

function renderDetail(routes: { path: string }[] = []) {
  return renderWithProviders(
    <ContestDetailLayout contestId="5">
      <ContestOverview />
    </ContestDetailLayout>,
    { url: '/contest/5', path: '/contest/:contestID', routes },
  );
}

const tabNames = async () => {
  const list = await screen.findByRole('tablist', { name: 'Contest sections' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
};

describe('ContestDetailLayout tabs', () => {
  it('shows a contestant the tabs everyone sees, Print when the contest prints', async () => {
    login('ada');
    contest = contestAt(-HOUR);
    renderDetail();
    expect(await tabNames()).toEqual([
      'Overview',
      'Problems',
      'Submissions',
      'Rank',
      'Announcements',
      'Print',
    ]);
  });

  it('adds AC helper, Admin print and Scroll board for the author of an ACM contest, Rejudge only for root', async () => {
    login('setter');
    contest = contestAt(-HOUR);
    const { unmount } = renderDetail();
    expect(await tabNames()).toEqual([
      'Overview',
      'Problems',
      'Submissions',
      'Rank',
      'Announcements',
      'Print',
      'AC helper',
      'Admin print',
      'Scroll board',
    ]);
    unmount();
    login('root', ['root']);
    renderDetail();
    expect(await tabNames()).toContain('Rejudge');
  });

  it('leaves out the ACM-only tools in an OI contest and the print tabs without printing', async () => {
    login('setter');
    contest = contestAt(-HOUR, { type: 1, openPrint: false });
    renderDetail();
    expect(await tabNames()).toEqual(['Overview', 'Problems', 'Submissions', 'Rank', 'Announcements']);
  });

  it('shows Comment only once its page exists (and the site opens contest comments)', async () => {
    login('ada');
    contest = contestAt(-HOUR, { openPrint: false });
    renderDetail([{ path: '/contest/:contestID/comment' }]);
    expect(await tabNames()).toContain('Comment');
  });
});

describe('ContestDetailLayout countdown', () => {
  it('counts down to the start while scheduled and disables the tabs for contestants', async () => {
    login('ada');
    contest = contestAt(2 * HOUR);
    renderDetail();
    const countdown = await screen.findByTestId('contest-countdown');
    expect(countdown.dataset.status).toBe('info');
    expect(countdown.textContent).toMatch(/-0[12]:\d\d:\d\d/);
    expect((screen.getByRole('tab', { name: 'Problems' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('tab', { name: 'Overview' }).tagName).toBe('A');
    expect(Number((screen.getByTestId('contest-progress') as HTMLProgressElement).value)).toBe(0);
  });

  it('lets the author in before the start', async () => {
    login('setter');
    contest = contestAt(2 * HOUR);
    renderDetail();
    expect((await screen.findByRole('tab', { name: 'Problems' })).tagName).toBe('A');
  });

  it('is green and counts to the end while running, red and "Ended" after', async () => {
    login('ada');
    contest = contestAt(-HOUR);
    const { unmount } = renderDetail();
    const running = await screen.findByTestId('contest-countdown');
    expect(running.dataset.status).toBe('success');
    expect(running.textContent).toMatch(/-0[34]:\d\d:\d\d/);
    const progress = Number((screen.getByTestId('contest-progress') as HTMLProgressElement).value);
    expect(progress).toBeGreaterThan(19);
    expect(progress).toBeLessThan(21);
    unmount();
    contest = contestAt(-10 * HOUR);
    renderDetail();
    const ended = await screen.findByTestId('contest-countdown');
    expect(ended.dataset.status).toBe('error');
    expect(ended.textContent).toContain('Ended');
  });

  it('moves from scheduled to running on the ticking server clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      login('ada');
      contest = contestAt(3000);
      renderDetail();
      expect((await screen.findByTestId('contest-countdown')).dataset.status).toBe('info');
      await vi.advanceTimersByTimeAsync(4000);
      await waitFor(() => expect(screen.getByTestId('contest-countdown').dataset.status).toBe('success'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ContestDetailLayout password gate', () => {
  it('keeps a private contest closed until the password registers the user', async () => {
    login('ada');
    contest = contestAt(-HOUR, { auth: 1 });
    renderDetail();
    const form = await screen.findByTestId('contest-password-form');
    expect((screen.getByRole('tab', { name: 'Problems' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.submit(form);
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'warning', message: 'Enter the contest password' });
    expect(callsTo('/api/register-contest')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Contest password'), { target: { value: 'secret' } });
    fireEvent.submit(form);
    await waitFor(() => expect(callsTo('/api/register-contest')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/register-contest')[0]![1]!.body))).toEqual({
      cid: 5,
      password: 'secret',
    });
    await waitFor(() => expect(screen.queryByTestId('contest-password-form')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Problems' }).tagName).toBe('A');
  });

  it('opens a protected contest for viewing but offers the password form to submit', async () => {
    login('ada');
    contest = contestAt(-HOUR, { auth: 2 });
    renderDetail();
    expect(await screen.findByTestId('contest-password-form')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Problems' }).tagName).toBe('A');
  });

  it('shows no password form to a registered user or to the author', async () => {
    login('ada');
    access = true;
    contest = contestAt(-HOUR, { auth: 1 });
    const { unmount } = renderDetail();
    expect((await screen.findByRole('tab', { name: 'Problems' })).tagName).toBe('A');
    expect(screen.queryByTestId('contest-password-form')).toBeNull();
    unmount();
    access = false;
    login('setter');
    renderDetail();
    expect((await screen.findByRole('tab', { name: 'Problems' })).tagName).toBe('A');
    expect(screen.queryByTestId('contest-password-form')).toBeNull();
  });
});
