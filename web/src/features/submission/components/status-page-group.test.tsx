import { screen } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupSubmissionLinks } from '../lib/group-links';
import { StatusPage } from './status-page';

const ROW = {
  submitId: 41,
  pid: 3,
  displayPid: 'G100',
  displayId: 'G100',
  title: 'Group problem',
  uid: 'u1',
  username: 'ada',
  submitTime: new Date().toISOString(),
  status: 0,
  share: false,
  time: 12,
  memory: 1024,
  score: null,
  oiRankScore: null,
  length: 90,
  language: 'C++',
  cid: 0,
  gid: 7,
  judger: null,
  isManual: false,
};

const fetchMock = vi.fn<typeof fetch>();

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => envelope({ records: [ROW], total: 1, current: 1, size: 15 }));
  vi.stubGlobal('fetch', fetchMock);
  auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('status page inside a group', () => {
  it("asks for the group's submissions with the URL's filters and links inside the group", async () => {
    renderWithProviders(<StatusPage group={{ gid: 7, ...groupSubmissionLinks(7) }} />, {
      url: '/group/7/status?username=ada&status=0&problemID=G100',
      path: '/group/:groupID/status',
    });
    await screen.findByRole('link', { name: '41' });
    const listCall = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((url) => url.pathname === '/api/get-submission-list')!;
    expect(Object.fromEntries(listCall.searchParams)).toMatchObject({
      gid: '7',
      username: 'ada',
      status: '0',
      problemID: 'G100',
    });
    expect(screen.getByRole('link', { name: '41' }).getAttribute('href')).toBe(
      '/group/7/submission-detail/41',
    );
    expect(screen.getByRole('link', { name: 'G100' }).getAttribute('href')).toBe('/group/7/problem/G100');
  });
});
