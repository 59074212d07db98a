import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@web/lib/api-client';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProblemPage, type ProblemPageContest } from './problem-page';

const DETAIL = {
  problem: {
    id: 101,
    problemId: '1000',
    title: 'Apples',
    author: 'setter',
    type: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    description: 'Count the apples.',
    input: '',
    output: '',
    examples: '<input>1</input><output>1</output>',
    isRemote: false,
    source: null,
    difficulty: 0,
    hint: null,
    auth: 1,
    ioScore: 100,
    codeShare: false,
    isRemoveEndBlank: true,
    openCaseResult: true,
    isUploadCase: false,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: null,
    isGroup: false,
    gid: null,
    applyPublicProgress: null,
    gmtCreate: '2030-01-01T00:00:00Z',
    gmtModified: '2030-01-01T00:00:00Z',
  },
  problemCount: { total: 0, ac: 0 },
  tags: [],
  languages: ['C++'],
  codeTemplate: { 'C++': 'int main() { return 0; }' },
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);
const checkStatus = (submitIds: number[], cid: number, signal?: AbortSignal) =>
  api.post<Record<string, { submitId: number; status: number }>>(
    '/api/check-contest-submissions-status',
    { submitIds, cid },
    { signal },
  );

function scope(patch: Partial<ProblemPageContest> = {}): ProblemPageContest {
  return {
    cid: 5,
    containsEnd: false,
    submitDisabled: false,
    fullScreen: false,
    problemsPath: '/contest/5/problems',
    problemPath: (id, full) => `/contest/5/problem/${id}${full ? '/full-screen' : ''}`,
    submissionsPath: (id) => `/contest/5/submissions?problemID=${id}`,
    submissionDetailPath: (id, submitId) => `/contest/5/problem/${id}/submission-detail/${submitId}`,
    ...patch,
  };
}

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
  auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-contest-problem-details') return envelope(DETAIL);
    if (path === '/api/submit-problem-judge') return envelope({ submitId: 77, status: 5 });
    if (path === '/api/get-user-problem-status') return envelope({});
    if (path === '/api/check-contest-submissions-status')
      return envelope({ 77: { submitId: 77, status: 0 } });
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(contest: ProblemPageContest) {
  return renderWithProviders(<ProblemPage checkSubmissionsStatus={checkStatus} contest={contest} />, {
    url: '/contest/5/problem/A',
    path: '/contest/:contestID/problem/:problemID',
  });
}

describe('ProblemPage inside a contest', () => {
  it('loads the problem by its contest display id and submits with cid and "A", never the row id', async () => {
    renderPage(scope());
    await screen.findByText('Count the apples.');
    const query = new URL(String(callsTo('/api/get-contest-problem-details')[0]![0]), 'http://x')
      .searchParams;
    expect(Object.fromEntries(query)).toEqual({ cid: '5', displayId: 'A', containsEnd: 'false' });
    expect(JSON.parse(String(callsTo('/api/get-user-problem-status')[0]![1]!.body))).toMatchObject({
      pidList: [101],
      isContestProblemList: true,
      cid: 5,
    });
    expect(screen.getByRole('link', { name: /Solutions/ }).getAttribute('href')).toBe(
      '/contest/5/submissions?problemID=A',
    );

    const submit = screen.getByTestId('submit-code') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo('/api/submit-problem-judge')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/submit-problem-judge')[0]![1]!.body))).toMatchObject({
      pid: 'A',
      cid: 5,
      language: 'C++',
      code: 'int main() { return 0; }',
    });
  });

  it('refuses to submit while the contest does not allow it', async () => {
    renderPage(scope({ submitDisabled: true }));
    await screen.findByText('Count the apples.');
    expect((screen.getByTestId('submit-code') as HTMLButtonElement).disabled).toBe(true);
  });
});
