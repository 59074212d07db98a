import { screen, waitFor } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusPage, type StatusPageContest } from './status-page';

const ROW = {
  submitId: 9,
  pid: 101,
  displayPid: '1000',
  displayId: 'A',
  title: 'Apples',
  uid: 'u1',
  username: 'ada',
  submitTime: new Date().toISOString(),
  status: 7,
  share: false,
  time: null,
  memory: null,
  score: null,
  oiRankScore: null,
  length: 90,
  language: 'C++',
  cid: 5,
  gid: null,
  judger: null,
  isManual: false,
};

const CONTEST: StatusPageContest = {
  cid: 5,
  containsEnd: true,
  problemPath: (id) => `/contest/5/problem/${id}`,
  detailPath: (id, submitId) => `/contest/5/problem/${id}/submission-detail/${submitId}`,
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
  auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/contest-submissions')
      return envelope({ records: [ROW], total: 1, current: 1, size: 15 });
    if (path === '/api/check-contest-submissions-status') return envelope({ 9: { submitId: 9, status: 0 } });
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('status page inside a contest', () => {
  it("lists the contest's submissions by display id and follows pending ones through the contest check", async () => {
    renderWithProviders(<StatusPage contest={CONTEST} />, { url: '/contest/5/submissions?problemID=A' });
    const problem = await screen.findByRole('link', { name: 'A' });
    expect(problem.getAttribute('href')).toBe('/contest/5/problem/A');
    expect(screen.getByRole('link', { name: '9' }).getAttribute('href')).toBe(
      '/contest/5/problem/A/submission-detail/9',
    );
    const query = new URL(String(callsTo('/api/contest-submissions')[0]![0]), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      contestID: '5',
      problemID: 'A',
      containsEnd: 'true',
      beforeContestSubmit: 'false',
    });
    expect(callsTo('/api/get-submission-list')).toHaveLength(0);
    await waitFor(() => expect(callsTo('/api/check-contest-submissions-status').length).toBeGreaterThan(0), {
      timeout: 4000,
    });
    expect(JSON.parse(String(callsTo('/api/check-contest-submissions-status')[0]![1]!.body))).toEqual({
      submitIds: [9],
      cid: 5,
    });
    expect(callsTo('/api/check-submissions-status')).toHaveLength(0);
  });
});
