import { act, fireEvent, screen } from '@testing-library/react';
import { refreshUnreadCounts } from '@web/features/message/api/get-unread-counts';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from './navbar';

const user = { uid: 'u1', username: 'ada', avatar: null, roleList: [] } as never;
const fetchMock = vi.fn<typeof fetch>();
const unreadCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/msg/unread').length;

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  auth.clear();
  toastStore.set([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => envelope({ comment: 120, reply: 2, like: 0, sys: 1, mine: 0 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('message menu', () => {
  it('caps the badge at 99 and lists the counts without links until the pages exist', async () => {
    auth.login('tok', user);
    renderWithProviders(<Navbar />);
    const bell = await screen.findByRole('button', { name: /Messages/ });
    await vi.waitFor(() => expect(bell.textContent).toContain('99+'));
    fireEvent.click(bell);
    expect(screen.getByText('Comments').closest('a')).toBeNull();
    expect(screen.getByText('Replies').parentElement?.textContent).toBe('Replies2');
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'info', duration: 5000 });
  });

  it('links the entries once the message pages exist', async () => {
    auth.login('tok', user);
    renderWithProviders(<Navbar />, { routes: [{ path: '/message/:tab', element: null }] });
    fireEvent.click(await screen.findByRole('button', { name: /Messages/ }));
    expect(screen.getByText('System Notices').closest('a')?.getAttribute('href')).toBe('/message/sys');
  });

  it('falls when a message page has read its rows and asks for fresh counts', async () => {
    auth.login('tok', user);
    const { queryClient } = renderWithProviders(<Navbar />);
    const bell = await screen.findByRole('button', { name: /Messages/ });
    await vi.waitFor(() => expect(bell.textContent).toContain('99+'));
    fetchMock.mockImplementation(async () => envelope({ comment: 0, reply: 2, like: 0, sys: 0, mine: 0 }));
    await act(() => refreshUnreadCounts(queryClient));
    await vi.waitFor(() => expect(bell.textContent).toContain('2'));
    expect(bell.textContent).not.toContain('99+');
  });

  it('polls every 120 s while logged in and stops at logout', async () => {
    auth.login('tok', user);
    renderWithProviders(<Navbar />);
    await vi.waitFor(() => expect(unreadCalls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    await vi.waitFor(() => expect(unreadCalls()).toBe(2));

    act(() => auth.clear());
    await act(() => vi.advanceTimersByTimeAsync(360_000));
    expect(unreadCalls()).toBe(2);
    expect(screen.queryByRole('button', { name: /Messages/ })).toBeNull();
  });
});
