import type { GroupProblemRow } from '@contract/group-problem';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@web/lib/api-client';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupProblemDetail } from './group-problem-detail';

const PROBLEM = {
  id: 301,
  problemId: 'TEAMA1',
  title: 'Team sums',
  author: 'setter',
  type: 0,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  description: 'Add them up.',
  input: '',
  output: '',
  examples: '<input>1 2</input><output>3</output>',
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
  isGroup: true,
  gid: 5,
  applyPublicProgress: null,
  gmtCreate: '2030-01-01T00:00:00Z',
  gmtModified: '2030-01-01T00:00:00Z',
};
const DETAIL = {
  problem: PROBLEM,
  problemCount: { total: 0, ac: 0 },
  tags: [],
  languages: ['C++'],
  codeTemplate: { 'C++': 'int main() { return 0; }' },
};
const LIST_ROW: GroupProblemRow = {
  pid: 301,
  problemId: 'TEAMA1',
  title: 'Team sums',
  difficulty: 0,
  type: 0,
  ac: 0,
  total: 0,
  tags: [],
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);
const checkStatus = (submitIds: number[], _cid: number, signal?: AbortSignal) =>
  api.post<Record<string, { submitId: number; status: number }>>(
    '/api/check-submissions-status',
    { submitIds },
    { signal },
  );

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
  auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-problem-detail') return envelope(DETAIL);
    if (path === '/api/group/get-problem-list') return envelope({ records: [LIST_ROW], total: 1 });
    if (path === '/api/submit-problem-judge') return envelope({ submitId: 88, status: 5 });
    if (path === '/api/get-user-problem-status') return envelope({});
    if (path === '/api/check-submissions-status') return envelope({ 88: { submitId: 88, status: 0 } });
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a group problem inside the group', () => {
  it('loads the problem with the group id, keeps links in the group and submits with gid', async () => {
    renderWithProviders(
      <GroupProblemDetail gid={5} fullScreen={false} checkSubmissionsStatus={checkStatus} />,
      {
        url: '/group/5/problem/TEAMA1',
        path: '/group/:groupID/problem/:problemID',
      },
    );
    await screen.findByText('Add them up.');
    const query = new URL(String(callsTo('/api/get-problem-detail')[0]![0]), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ problemId: 'TEAMA1', gid: '5' });
    expect(screen.getByRole('link', { name: /Solutions/ }).getAttribute('href')).toBe(
      '/group/5/status?problemID=TEAMA1',
    );

    const submit = screen.getByTestId('submit-code') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo('/api/submit-problem-judge')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/submit-problem-judge')[0]![1]!.body))).toMatchObject({
      pid: 'TEAMA1',
      gid: 5,
      language: 'C++',
    });
  });

  it('in full screen, steps through the group’s own problems', async () => {
    // jsdom has no layout: the bar scrolls its current problem into view.
    Element.prototype.scrollIntoView = vi.fn();
    renderWithProviders(<GroupProblemDetail gid={5} fullScreen checkSubmissionsStatus={checkStatus} />, {
      url: '/group/5/problem/TEAMA1/full-screen',
      path: '/group/:groupID/problem/:problemID/full-screen',
    });
    await screen.findByText('Add them up.');
    const bar = await screen.findByRole('navigation');
    await waitFor(() => expect(bar.textContent).toContain('TEAMA1'));
    expect(callsTo('/api/get-problem-list')).toHaveLength(0);
  });
});
