import { Role, type RoleCode } from '@contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type RequestOptions, type TestApp } from '../support/test-app';

/**
 * Every protected endpoint, with the least privileged level that may call it. Each one must
 * refuse anonymous callers with 401 and every level below its minimum with 403, and must let
 * its minimum through. Add an endpoint with one line.
 */
type Level = 'user' | 'problemAdmin' | 'admin' | 'root';

interface ProtectedEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  query?: RequestOptions['query'];
  minimum: Level;
}

const ENDPOINTS: ProtectedEndpoint[] = [
  // account
  { method: 'GET', path: '/api/logout', minimum: 'user' },
  { method: 'GET', path: '/api/get-user-auth-info', minimum: 'user' },
  {
    method: 'POST',
    path: '/api/change-password',
    body: { oldPassword: 'x', newPassword: 'changed-123' },
    minimum: 'user',
  },
  {
    method: 'GET',
    path: '/api/get-change-email-code',
    query: { email: 'matrix@example.org' },
    minimum: 'user',
  },
  {
    method: 'POST',
    path: '/api/change-email',
    body: { password: 'x', newEmail: 'matrix@example.org', code: '123456' },
    minimum: 'user',
  },
  { method: 'POST', path: '/api/change-userInfo', body: { nickname: 'matrix' }, minimum: 'user' },
  // file
  { method: 'POST', path: '/api/file/upload-avatar', minimum: 'user' },
  // problem import and export
  { method: 'POST', path: '/api/file/import-fps-problem', minimum: 'problemAdmin' },
  { method: 'POST', path: '/api/file/import-qdoj-problem', minimum: 'problemAdmin' },
  { method: 'POST', path: '/api/file/import-hydro-problem', minimum: 'problemAdmin' },
  { method: 'POST', path: '/api/file/import-problem', minimum: 'problemAdmin' },
  {
    method: 'GET',
    path: '/api/file/import-progress',
    query: { id: 'matrix-import' },
    minimum: 'problemAdmin',
  },
  { method: 'GET', path: '/api/file/export-problem', query: { pidList: '1' }, minimum: 'problemAdmin' },
  // problem bank and test data
  { method: 'POST', path: '/api/get-user-problem-status', body: { pidList: [1] }, minimum: 'user' },
  { method: 'POST', path: '/api/file/upload-testcase-zip', minimum: 'problemAdmin' },
  { method: 'GET', path: '/api/file/download-testcase', query: { pid: 999999 }, minimum: 'user' },
  { method: 'GET', path: '/api/admin/problem/get-problem-list', minimum: 'problemAdmin' },
  { method: 'GET', path: '/api/admin/problem', query: { pid: 999999 }, minimum: 'problemAdmin' },
  { method: 'POST', path: '/api/admin/problem', body: {}, minimum: 'problemAdmin' },
  { method: 'PUT', path: '/api/admin/problem', body: {}, minimum: 'problemAdmin' },
  { method: 'DELETE', path: '/api/admin/problem', query: { pid: 999999 }, minimum: 'problemAdmin' },
  {
    method: 'PUT',
    path: '/api/admin/problem/change-problem-auth',
    body: { pid: 999999, auth: 2 },
    minimum: 'problemAdmin',
  },
  {
    method: 'GET',
    path: '/api/admin/problem/get-problem-cases',
    query: { pid: 999999 },
    minimum: 'problemAdmin',
  },
  { method: 'POST', path: '/api/admin/problem/compile-spj', body: {}, minimum: 'problemAdmin' },
  { method: 'POST', path: '/api/admin/problem/compile-interactive', body: {}, minimum: 'problemAdmin' },
  { method: 'GET', path: '/api/admin/problem/import-remote-oj-problem', minimum: 'problemAdmin' },
  { method: 'POST', path: '/api/admin/tag', body: {}, minimum: 'problemAdmin' },
  { method: 'PUT', path: '/api/admin/tag', body: {}, minimum: 'problemAdmin' },
  { method: 'DELETE', path: '/api/admin/tag', query: { tid: 999999 }, minimum: 'problemAdmin' },
  { method: 'GET', path: '/api/admin/tag/classification', minimum: 'problemAdmin' },
  { method: 'POST', path: '/api/admin/tag/classification', body: {}, minimum: 'problemAdmin' },
  { method: 'PUT', path: '/api/admin/tag/classification', body: {}, minimum: 'problemAdmin' },
  {
    method: 'DELETE',
    path: '/api/admin/tag/classification',
    query: { tcid: 999999 },
    minimum: 'problemAdmin',
  },
  // submissions
  { method: 'PUT', path: '/api/submission', body: { submitId: 999999, share: true }, minimum: 'user' },
  { method: 'GET', path: '/api/get-last-ac-code', query: { pid: 999999 }, minimum: 'user' },
  { method: 'GET', path: '/api/contest-submissions', query: { contestID: 999999 }, minimum: 'user' },
  {
    method: 'POST',
    path: '/api/check-contest-submissions-status',
    body: { submitIds: [], cid: 999999 },
    minimum: 'user',
  },
  // message
  // contests: a contest that does not exist is a 404 for whoever is let through
  { method: 'GET', path: '/api/get-contest-info', query: { cid: 999999 }, minimum: 'user' },
  {
    method: 'POST',
    path: '/api/register-contest',
    body: { cid: 999999, password: 'x' },
    minimum: 'user',
  },
  { method: 'GET', path: '/api/get-contest-access', query: { cid: 999999 }, minimum: 'user' },
  {
    method: 'GET',
    path: '/api/get-contest-problem-details',
    query: { cid: 999999, displayId: 'A' },
    minimum: 'user',
  },
  { method: 'POST', path: '/api/get-contest-rank', body: { cid: 999999 }, minimum: 'user' },
  { method: 'GET', path: '/api/file/download-contest-rank', query: { cid: 999999 }, minimum: 'user' },
  { method: 'GET', path: '/api/get-contest-scroll-board-info', query: { cid: 999999 }, minimum: 'user' },
  {
    method: 'GET',
    path: '/api/get-contest-scroll-board-submission',
    query: { cid: 999999 },
    minimum: 'user',
  },
  { method: 'GET', path: '/api/get-contest-announcement', query: { cid: 999999 }, minimum: 'user' },
  {
    method: 'POST',
    path: '/api/get-contest-not-read-announcement',
    body: { cid: 999999, readAnnouncementList: [] },
    minimum: 'user',
  },
  { method: 'GET', path: '/api/get-contest-ac-info', query: { cid: 999999 }, minimum: 'user' },
  {
    method: 'PUT',
    path: '/api/check-contest-ac-info',
    body: { id: 999999, checked: true, cid: 999999 },
    minimum: 'user',
  },
  {
    method: 'POST',
    path: '/api/submit-print-text',
    body: { cid: 999999, content: 'p'.repeat(60) },
    minimum: 'user',
  },
  { method: 'GET', path: '/api/get-contest-print', query: { cid: 999999 }, minimum: 'user' },
  {
    method: 'PUT',
    path: '/api/check-contest-print-status',
    query: { id: 999999, cid: 999999 },
    minimum: 'user',
  },
  { method: 'GET', path: '/api/file/download-contest-print-text', query: { id: 999999 }, minimum: 'user' },
  {
    method: 'GET',
    path: '/api/file/download-contest-ac-submission',
    query: { cid: 999999 },
    minimum: 'user',
  },
  {
    method: 'GET',
    path: '/api/admin/judge/rejudge-contest-problem',
    query: { cid: 999999, pid: 999999 },
    minimum: 'root',
  },
  // contest admin: every admin role may open the area; ownership is checked per contest
  { method: 'GET', path: '/api/admin/contest/get-contest-list', minimum: 'problemAdmin' },
  { method: 'GET', path: '/api/admin/contest', query: { cid: 999999 }, minimum: 'problemAdmin' },
  { method: 'POST', path: '/api/admin/contest', body: {}, minimum: 'problemAdmin' },
  { method: 'PUT', path: '/api/admin/contest', body: {}, minimum: 'problemAdmin' },
  { method: 'DELETE', path: '/api/admin/contest', query: { cid: 999999 }, minimum: 'root' },
  {
    method: 'PUT',
    path: '/api/admin/contest/change-contest-visible',
    query: { cid: 999999, visible: true },
    minimum: 'problemAdmin',
  },
  {
    method: 'GET',
    path: '/api/admin/contest/get-problem-list',
    query: { cid: 999999 },
    minimum: 'problemAdmin',
  },
  {
    method: 'POST',
    path: '/api/admin/contest/add-problem-from-public',
    body: { cid: 999999, pid: 999999, displayId: 'A' },
    minimum: 'problemAdmin',
  },
  {
    method: 'GET',
    path: '/api/admin/contest/contest-problem',
    query: { cid: 999999, pid: 999999 },
    minimum: 'problemAdmin',
  },
  { method: 'PUT', path: '/api/admin/contest/contest-problem', body: {}, minimum: 'problemAdmin' },
  { method: 'GET', path: '/api/admin/contest/problem', query: { pid: 999999 }, minimum: 'problemAdmin' },
  { method: 'POST', path: '/api/admin/contest/problem', body: {}, minimum: 'problemAdmin' },
  { method: 'PUT', path: '/api/admin/contest/problem', body: {}, minimum: 'problemAdmin' },
  {
    method: 'GET',
    path: '/api/admin/contest/announcement',
    query: { cid: 999999 },
    minimum: 'problemAdmin',
  },
  { method: 'POST', path: '/api/admin/contest/announcement', body: {}, minimum: 'problemAdmin' },
  { method: 'PUT', path: '/api/admin/contest/announcement', body: {}, minimum: 'problemAdmin' },
  {
    method: 'DELETE',
    path: '/api/admin/contest/announcement',
    query: { aid: 999999 },
    minimum: 'problemAdmin',
  },
  { method: 'GET', path: '/api/msg/unread', minimum: 'user' },
  { method: 'GET', path: '/api/msg/comment', minimum: 'user' },
  { method: 'GET', path: '/api/msg/reply', minimum: 'user' },
  { method: 'GET', path: '/api/msg/like', minimum: 'user' },
  { method: 'GET', path: '/api/msg/sys', minimum: 'user' },
  { method: 'GET', path: '/api/msg/mine', minimum: 'user' },
  { method: 'DELETE', path: '/api/msg/clean', query: { type: 'Discuss' }, minimum: 'user' },
  { method: 'GET', path: '/api/admin/msg/notice', minimum: 'root' },
  { method: 'POST', path: '/api/admin/msg/notice', body: {}, minimum: 'root' },
  { method: 'PUT', path: '/api/admin/msg/notice', body: {}, minimum: 'root' },
  { method: 'DELETE', path: '/api/admin/msg/notice', query: { id: 999999 }, minimum: 'root' },
  // training
  { method: 'GET', path: '/api/get-training-detail', query: { tid: 999999 }, minimum: 'user' },
  { method: 'POST', path: '/api/register-training', body: { tid: 999999, password: 'x' }, minimum: 'user' },
  { method: 'GET', path: '/api/get-training-access', query: { tid: 999999 }, minimum: 'user' },
  { method: 'GET', path: '/api/get-training-problem-list', query: { tid: 999999 }, minimum: 'user' },
  { method: 'GET', path: '/api/get-training-rank', query: { tid: 999999 }, minimum: 'user' },
  { method: 'GET', path: '/api/admin/training/get-training-list', minimum: 'problemAdmin' },
  { method: 'GET', path: '/api/admin/training', query: { tid: 999999 }, minimum: 'problemAdmin' },
  { method: 'POST', path: '/api/admin/training', body: {}, minimum: 'problemAdmin' },
  { method: 'PUT', path: '/api/admin/training', body: {}, minimum: 'problemAdmin' },
  { method: 'DELETE', path: '/api/admin/training', query: { tid: 999999 }, minimum: 'root' },
  {
    method: 'PUT',
    path: '/api/admin/training/change-training-status',
    body: { tid: 999999, status: true },
    minimum: 'problemAdmin',
  },
  {
    method: 'GET',
    path: '/api/admin/training/get-problem-list',
    query: { tid: 999999 },
    minimum: 'problemAdmin',
  },
  {
    method: 'POST',
    path: '/api/admin/training/add-problem-from-public',
    body: { tid: 999999, pid: 999999, displayId: 'x' },
    minimum: 'problemAdmin',
  },
  // discussion, comments and replies
  { method: 'POST', path: '/api/discussion-category', body: [], minimum: 'root' },
  { method: 'POST', path: '/api/discussion', body: {}, minimum: 'user' },
  { method: 'PUT', path: '/api/discussion', body: {}, minimum: 'user' },
  { method: 'DELETE', path: '/api/discussion', query: { did: 999999 }, minimum: 'user' },
  { method: 'GET', path: '/api/discussion-like', query: { did: 999999, toLike: 'true' }, minimum: 'user' },
  { method: 'POST', path: '/api/discussion-report', body: { did: 999999, content: 'x' }, minimum: 'user' },
  { method: 'POST', path: '/api/comment', body: {}, minimum: 'user' },
  { method: 'DELETE', path: '/api/comment', body: { id: 999999 }, minimum: 'user' },
  {
    method: 'GET',
    path: '/api/comment-like',
    query: { cid: 999999, toLike: 'true', sourceId: 1, sourceType: 'Discussion' },
    minimum: 'user',
  },
  { method: 'POST', path: '/api/reply', body: {}, minimum: 'user' },
  { method: 'DELETE', path: '/api/reply', body: {}, minimum: 'user' },
  { method: 'PUT', path: '/api/admin/discussion', body: {}, minimum: 'problemAdmin' },
  { method: 'DELETE', path: '/api/admin/discussion', body: [], minimum: 'problemAdmin' },
  { method: 'GET', path: '/api/admin/discussion-report', minimum: 'problemAdmin' },
  { method: 'PUT', path: '/api/admin/discussion-report', body: {}, minimum: 'problemAdmin' },
  // admin
  { method: 'GET', path: '/api/admin/logout', minimum: 'user' },
  { method: 'GET', path: '/api/admin/mail-outbox', minimum: 'root' },
  // the super admin's back office (spec 3 §6)
  { method: 'GET', path: '/api/admin/user/get-user-list', minimum: 'root' },
  { method: 'PUT', path: '/api/admin/user/edit-user', body: {}, minimum: 'root' },
  { method: 'DELETE', path: '/api/admin/user/delete-user', body: { ids: [] }, minimum: 'root' },
  { method: 'POST', path: '/api/admin/user/insert-batch-user', body: { users: [] }, minimum: 'root' },
  { method: 'POST', path: '/api/admin/user/generate-user', body: {}, minimum: 'root' },
  { method: 'GET', path: '/api/file/generate-user-excel', query: { key: 'none' }, minimum: 'root' },
  { method: 'GET', path: '/api/admin/switch/info', minimum: 'root' },
  { method: 'PUT', path: '/api/admin/switch/update', body: {}, minimum: 'root' },
  { method: 'GET', path: '/api/admin/config/get-db-and-redis-config', minimum: 'root' },
  { method: 'PUT', path: '/api/admin/config/set-db-and-redis-config', body: {}, minimum: 'root' },
  { method: 'GET', path: '/api/admin/dashboard/get-dashboard-info', minimum: 'root' },
  { method: 'POST', path: '/api/admin/dashboard/get-sessions', body: {}, minimum: 'root' },
  { method: 'GET', path: '/api/admin/config/get-service-info', minimum: 'root' },
  { method: 'GET', path: '/api/admin/config/get-judge-service-info', minimum: 'root' },
  { method: 'GET', path: '/api/admin/dashboard/get-judge-activity', minimum: 'root' },
];

/** Levels from least to most privileged, each with the role that holds it. */
const LADDER: { level: Level; roles: RoleCode[] }[] = [
  { level: 'user', roles: [Role.DEFAULT_USER] },
  { level: 'problemAdmin', roles: [Role.PROBLEM_ADMIN] },
  { level: 'admin', roles: [Role.ADMIN] },
  { level: 'root', roles: [Role.ROOT] },
];

let t: TestApp;
const accounts = new Map<Level, { username: string; password: string; token: string }>();

beforeAll(async () => {
  t = await createTestApp();
  for (const { level, roles } of LADDER) accounts.set(level, await t.createUser({ roles }));
});
afterAll(async () => {
  await t?.close();
});

const call = (endpoint: ProtectedEndpoint, token: string | null) =>
  t.request(endpoint.method, endpoint.path, {
    token,
    body: endpoint.body,
    query: endpoint.query,
    headers: { 'Url-Type': endpoint.path.startsWith('/api/admin/') ? 'admin' : 'general' },
  });

describe('authorization matrix', () => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, endpoint) => {
    const anonymous = await call(endpoint, null);
    expect(anonymous.httpStatus, 'anonymous').toBe(401);
    expect(anonymous.body.status).toBe(401);

    const minimumIndex = LADDER.findIndex((step) => step.level === endpoint.minimum);
    for (const { level } of LADDER.slice(0, minimumIndex)) {
      const res = await call(endpoint, accounts.get(level)!.token);
      expect(res.httpStatus, level).toBe(403);
      expect(res.body.status).toBe(403);
    }

    // A session of its own, since some calls (logout) end the session they are made with.
    const allowed = accounts.get(endpoint.minimum)!;
    const res = await call(endpoint, await t.login(allowed.username, allowed.password));
    expect([401, 403], `${endpoint.minimum} must be let through`).not.toContain(res.httpStatus);
  });
});
