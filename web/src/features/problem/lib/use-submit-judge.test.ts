import { act, renderHook } from '@testing-library/react';
import { api } from '@web/lib/api-client';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSubmitJudge } from './use-submit-judge';

/** The submission area's status call, as the app passes it in. */
const checkStatus = (submitIds: number[], cid: number, signal?: AbortSignal) =>
  api.post<Record<string, { submitId: number; status: number }>>(
    '/api/check-submissions-status',
    { submitIds, cid },
    { signal },
  );
const BODY = { pid: '1000', language: 'C++', code: 'int main(){}', isRemote: false };
const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.useFakeTimers();
  toastStore.set([]);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useSubmitJudge', () => {
  it('submits, polls every 2 s until the verdict is final, then reloads the problem', async () => {
    const verdicts = [5, 6, 7, 0];
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/submit-problem-judge') return envelope({ submitId: 42, status: 5 });
      const status = verdicts.shift() ?? 0;
      return envelope({ 42: { submitId: 42, status, time: status === 0 ? 4 : null, memory: 3000 } });
    });
    const onSubmitted = vi.fn();
    const onFinished = vi.fn();
    const { result } = renderHook(() => useSubmitJudge(checkStatus, onSubmitted, onFinished));

    await act(() => result.current.submit(BODY));
    expect(result.current.state).toMatchObject({ phase: 'judging', submission: { submitId: 42, status: 5 } });
    expect(JSON.parse(String(callsTo('/api/submit-problem-judge')[0]![1]!.body))).toEqual({
      cid: 0,
      ...BODY,
    });
    expect(onSubmitted).toHaveBeenCalledOnce();

    await advance(2000);
    expect(callsTo('/api/check-submissions-status')).toHaveLength(1);
    await advance(2000 * 3);
    expect(callsTo('/api/check-submissions-status')).toHaveLength(4);
    expect(result.current.state).toMatchObject({
      phase: 'done',
      unfinished: false,
      submission: { submitId: 42, status: 0, time: 4 },
    });
    expect(onFinished).toHaveBeenCalledOnce();
    await advance(20_000);
    expect(callsTo('/api/check-submissions-status')).toHaveLength(4);
  });

  it('hides the status panel when the submit fails', async () => {
    fetchMock.mockImplementation(async () =>
      envelope(null, { status: 429, msg: 'Submitting too frequently, please try again in 5 seconds' }),
    );
    const onFinished = vi.fn();
    const { result } = renderHook(() => useSubmitJudge(checkStatus, vi.fn(), onFinished));
    await act(() => result.current.submit(BODY));
    expect(result.current.state).toEqual({ phase: 'idle', submission: null, unfinished: false });
    expect(toastStore.get().map((t) => t.message)).toContain(
      'Submitting too frequently, please try again in 5 seconds',
    );
    await advance(10_000);
    expect(callsTo('/api/check-submissions-status')).toHaveLength(0);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('stops at the first failed poll and says the verdict is not in', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/submit-problem-judge'
        ? envelope({ submitId: 9, status: 5 })
        : envelope(null, { status: 500, msg: 'boom' }),
    );
    const { result } = renderHook(() => useSubmitJudge(checkStatus, vi.fn(), vi.fn()));
    await act(() => result.current.submit(BODY));
    await advance(10_000);
    expect(callsTo('/api/check-submissions-status')).toHaveLength(1);
    expect(result.current.state).toMatchObject({
      phase: 'done',
      unfinished: true,
      submission: { status: 5 },
    });
  });

  it('submits inside a contest by the contest display id and polls with its cid', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/submit-problem-judge'
        ? envelope({ submitId: 11, status: 5 })
        : envelope({ 11: { submitId: 11, status: 0 } }),
    );
    const { result } = renderHook(() => useSubmitJudge(checkStatus, vi.fn(), vi.fn()));
    await act(() => result.current.submit({ ...BODY, pid: 'A', cid: 3 }));
    expect(JSON.parse(String(callsTo('/api/submit-problem-judge')[0]![1]!.body))).toEqual({
      pid: 'A',
      cid: 3,
      language: 'C++',
      code: 'int main(){}',
      isRemote: false,
    });
    await advance(2000);
    expect(JSON.parse(String(callsTo('/api/check-submissions-status')[0]![1]!.body))).toEqual({
      submitIds: [11],
      cid: 3,
    });
  });
});
