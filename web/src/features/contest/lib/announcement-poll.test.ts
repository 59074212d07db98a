import { act, renderHook } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { envelope } from '@web/testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAnnouncementIds, readAnnouncementsKey, useAnnouncementPoll } from './announcement-poll';

const item = (id: number, title: string) => ({
  id,
  cid: 5,
  title,
  content: 'text',
  uid: 'root-uid',
  username: 'root',
  status: 0,
  gmtCreate: '2030-01-01T08:00:00Z',
  gmtModified: '2030-01-01T08:00:00Z',
});

let published = [item(1, 'Problem B fixed')];
const fetchMock = vi.fn<typeof fetch>();
const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init!.body)));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  toastStore.set([]);
  published = [item(1, 'Problem B fixed')];
  fetchMock.mockReset();
  // The server answers the announcements whose ids the client did not send.
  fetchMock.mockImplementation(async (_input, init) => {
    const { readAnnouncementList } = JSON.parse(String(init!.body)) as { readAnnouncementList: number[] };
    return envelope(published.filter((a) => !readAnnouncementList.includes(a.id)));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('useAnnouncementPoll', () => {
  it('shows each new announcement once as a persistent warning and remembers it as read', async () => {
    const { unmount } = renderHook(() => useAnnouncementPoll('u1', 5, true, 'New contest announcement'));
    await flush();
    expect(toastStore.get()).toHaveLength(1);
    expect(toastStore.get()[0]).toMatchObject({
      kind: 'warning',
      title: 'New contest announcement',
      message: 'Problem B fixed',
    });
    expect(toastStore.get()[0]!.duration).toBeGreaterThan(24 * 3600_000);
    expect(readAnnouncementIds('u1', 5)).toEqual([1]);

    // Closed by the user; the next poll, a minute later, sends it as read and shows nothing.
    toastStore.set([]);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bodies()[1]).toEqual({ cid: 5, readAnnouncementList: [1] });
    expect(toastStore.get()).toHaveLength(0);

    published = [...published, item(2, 'Clarification on C')];
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(toastStore.get().map((t) => t.message)).toEqual(['Clarification on C']);
    expect(readAnnouncementIds('u1', 5)).toEqual([1, 2]);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps read ids per user and contest, and does not poll while disabled', async () => {
    localStorage.setItem(readAnnouncementsKey('u2', 5), JSON.stringify([1]));
    renderHook(() => useAnnouncementPoll('u2', 5, true, 'New'));
    await flush();
    expect(bodies()[0]).toEqual({ cid: 5, readAnnouncementList: [1] });
    expect(toastStore.get()).toHaveLength(0);

    renderHook(() => useAnnouncementPoll('u1', 6, false, 'New'));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits for the next poll when one fails', async () => {
    fetchMock.mockImplementationOnce(async () => envelope(null, { status: 500, msg: 'boom' }));
    renderHook(() => useAnnouncementPoll('u1', 5, true, 'New'));
    await flush();
    expect(toastStore.get()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(toastStore.get().map((t) => t.message)).toEqual(['Problem B fixed']);
  });
});
