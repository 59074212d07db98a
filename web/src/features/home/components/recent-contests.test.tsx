import { fireEvent, screen } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { authDialogStore } from '@web/lib/auth-dialog';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecentContests } from './recent-contests';

const contest = {
  id: 7,
  title: 'Weekly Round 7',
  type: 1,
  auth: 0,
  status: 0 as const,
  startTime: '2030-01-01T08:00:00Z',
  endTime: '2030-01-01T13:00:00Z',
  duration: 18000,
  count: 42,
};

beforeAll(setupTestI18n);
beforeEach(() => {
  auth.clear();
  toastStore.set([]);
  authDialogStore.set({ open: false, mode: 'login' });
});
afterEach(() => vi.unstubAllGlobals());

describe('RecentContests', () => {
  it('shows an empty list, without a toast, when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, { status: 404, msg: 'Not Found' })),
    );
    renderWithProviders(<RecentContests />);
    expect(await screen.findByText('No recent contests')).toBeTruthy();
    expect(toastStore.get()).toEqual([]);
  });

  it('shows the card and asks a guest to login before entering', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope([contest])),
    );
    const { router } = renderWithProviders(<RecentContests />, {
      url: '/home',
      routes: [{ path: '/contest/:contestID' }],
    });
    const title = await screen.findByRole('button', { name: 'Weekly Round 7' });
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getByText('OI')).toBeTruthy();
    expect(screen.getByText('42 participants')).toBeTruthy();
    expect(screen.getByText('5 h')).toBeTruthy();
    fireEvent.click(title);
    expect(authDialogStore.get().open).toBe(true);
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'warning', message: 'Please login first' });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('does not make the title a link before the contest page exists', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope([contest])),
    );
    renderWithProviders(<RecentContests />);
    expect(await screen.findByText('Weekly Round 7')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Weekly Round 7' })).toBeNull();
  });
});
