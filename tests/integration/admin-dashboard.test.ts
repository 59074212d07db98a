import type {
  DashboardInfo,
  DashboardSession,
  JudgeActivity,
  JudgeServiceInfo,
  ServiceInfo,
} from '@contract/admin-dashboard';
import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeJob } from '../../worker/src/db/schema';
import { HOUR, insertContest } from '../support/contest-fixtures';
import { fakeRunner, type JudgeJob } from '../support/fake-runner';
import { aPlusBCases, createJudgeProblem, disableSubmitInterval } from '../support/judge-fixtures';
import { createTestApp, ROOT_PASSWORD, type TestApp } from '../support/test-app';

let t: TestApp;
let root: string;
let problemId: string;
const AB = '#include <stdio.h>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}\n';
const DAY = 24 * HOUR;

const CALLS = [
  ['GET', '/api/admin/dashboard/get-dashboard-info'],
  ['POST', '/api/admin/dashboard/get-sessions'],
  ['GET', '/api/admin/dashboard/get-judge-activity'],
  ['GET', '/api/admin/config/get-service-info'],
  ['GET', '/api/admin/config/get-judge-service-info'],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  await disableSubmitInterval(t.platform);
  root = await t.rootToken();
  ({ problemId } = await createJudgeProblem(t.platform, { cases: aPlusBCases(2) }));
});
afterAll(async () => {
  await t?.close();
});

const runner = (path: string, body: unknown) => fakeRunner(t).call(path, body);

function heartbeat(name: string, extra: Record<string, unknown> = {}) {
  return runner('heartbeat', {
    name,
    host: `${name}.local`,
    version: '1.2.3',
    cores: 8,
    concurrency: 4,
    cpuUsage: 37.4,
    memoryUsage: 61.25,
    languages: [{ name: 'C', description: 'GCC 12 (C11)' }],
    missingProtections: [],
    ...extra,
  });
}

const lease = (name: string, max = 1) => fakeRunner(t).lease(name, max);

const verdict = (name: string, job: JudgeJob, status: number) =>
  fakeRunner(t).verdict(name, job, status, {
    errorMessage: status === JudgeStatus.SYSTEM_ERROR ? 'sandbox failed' : null,
  });

async function submit(token: string): Promise<number> {
  const res = await t.request('POST', '/api/submit-problem-judge', {
    token,
    body: { pid: problemId, language: 'C', code: AB },
  });
  expect(res.body.status).toBe(200);
  return res.body.data.submitId;
}

describe('who may read the dashboard', () => {
  it('refuses visitors with 401 and users, admins and problem admins with 403, in the envelope', async () => {
    const user = await t.createUser();
    const admin = await t.createUser({ roles: [Role.ADMIN] });
    const problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
    for (const [method, path] of CALLS) {
      const anonymous = await t.request(method, path);
      expect(anonymous.httpStatus).toBe(401);
      expect(anonymous.body).toMatchObject({ status: 401, data: null });
      for (const who of [user, admin, problemAdmin]) {
        const refused = await t.request(method, path, { token: who.token });
        expect(refused.httpStatus).toBe(403);
        expect(refused.body).toMatchObject({ status: 403, data: null });
        expect(typeof refused.body.msg).toBe('string');
      }
      const forged = await t.request(method, path, { token: 'not-a-token' });
      expect(forged.httpStatus).toBe(401);
    }
  });
});

describe('get-dashboard-info', () => {
  it('counts users, submissions since midnight UTC and contests not ended starting within 14 days', async () => {
    const before = (await t.request<DashboardInfo>('GET', CALLS[0][1], { token: root })).body.data;
    expect(before).toEqual({
      userNum: expect.any(Number),
      todayJudgeNum: expect.any(Number),
      recentContestNum: expect.any(Number),
    });

    const owner = await t.createUser();
    const now = t.clock.now().getTime();
    await insertContest(t, owner, { title: 'running' });
    await insertContest(t, owner, {
      title: 'in 13 days',
      startTime: new Date(now + 13 * DAY),
      endTime: new Date(now + 14 * DAY),
    });
    await insertContest(t, owner, {
      title: 'in 20 days',
      startTime: new Date(now + 20 * DAY),
      endTime: new Date(now + 21 * DAY),
    });
    await insertContest(t, owner, {
      title: 'ended',
      startTime: new Date(now - 3 * HOUR),
      endTime: new Date(now - HOUR),
    });
    await insertContest(t, owner, { title: 'hidden', visible: false });
    await insertContest(t, owner, { title: 'group', isGroup: true });
    await submit(owner.token);
    await submit(owner.token);

    const after = await t.request<DashboardInfo>('GET', CALLS[0][1], { token: root });
    expect(after.body.status).toBe(200);
    expect(after.body.data).toEqual({
      userNum: before.userNum + 1,
      todayJudgeNum: before.todayJudgeNum + 2,
      recentContestNum: before.recentContestNum + 2,
    });
  });
});

describe('get-sessions', () => {
  it("answers the caller's previous login: time, address and user agent", async () => {
    const user = await t.createUser({ roles: [Role.ROOT] });
    const first = await t.request<DashboardSession>('POST', CALLS[1][1], { token: user.token, body: {} });
    // Only one session so far: that one.
    expect(first.body.data).toMatchObject({ uid: user.uid, loginType: 'general' });

    const login = await t.request('POST', '/api/admin/login', {
      body: { username: user.username, password: user.password },
      headers: { 'User-Agent': 'Mozilla/5.0 Dashboard-Test' },
      clientAddress: '203.0.113.7',
    });
    const adminToken = login.headers.get('Authorization')!;
    const previous = await t.request<DashboardSession>('POST', CALLS[1][1], { token: adminToken });
    expect(previous.body.data).toEqual(first.body.data);

    const third = await t.request('POST', '/api/admin/login', {
      body: { username: user.username, password: user.password },
      headers: { 'User-Agent': 'Third/1.0' },
    });
    const latest = await t.request<DashboardSession>('POST', CALLS[1][1], {
      token: third.headers.get('Authorization')!,
    });
    expect(latest.body.data).toMatchObject({
      uid: user.uid,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 Dashboard-Test',
      loginType: 'admin',
    });
    expect(Date.parse(latest.body.data.gmtCreate)).not.toBeNaN();
  });

  it("never shows another user's session", async () => {
    await t.login('root', ROOT_PASSWORD);
    const other = await t.createUser({ roles: [Role.ROOT] });
    const res = await t.request<DashboardSession>('POST', CALLS[1][1], { token: other.token });
    expect(res.body.data.uid).toBe(other.uid);
  });
});

describe('get-service-info', () => {
  it("reports this API with the host's real cores, load and memory in HOJ's shape", async () => {
    const res = await t.request<ServiceInfo>('GET', CALLS[3][1], { token: root });
    expect(res.body.status).toBe(200);
    const info = res.body.data;
    expect(info.nacos.status).toBe('UP');
    expect(info.backupCores).toBeGreaterThan(0);
    expect(info.backupPercentCpuLoad).toMatch(/^\d+\.\d\d%$/);
    expect(info.backupPercentMemoryLoad).toMatch(/^\d+\.\d\d%$/);
    expect(info.backupService.length).toBeGreaterThanOrEqual(1);
    expect(info.backupService[0]).toMatchObject({
      host: 'localhost',
      port: 80,
      secure: false,
      metadata: { 'nacos.healthy': 'true', runtime: 'node' },
    });
    expect(info.runtime).toMatchObject({ name: 'node', unavailable: [] });
    expect(info.runtime.processMemoryBytes).toBeGreaterThan(0);
  });

  it('says what a runtime without host figures (Workers) cannot tell', async () => {
    const { hostStats, ...rest } = t.platform;
    expect(hostStats).toBeTypeOf('function');
    const { serviceInfo } = await import('../../worker/src/domains/admin/dashboard-service');
    const info = await serviceInfo(rest, { host: 'judge.example', port: 443, secure: true });
    expect(info.backupCores).toBeNull();
    expect(info.backupPercentCpuLoad).toBeNull();
    expect(info.runtime.name).toBe('workers');
    expect(info.runtime.unavailable).toContain('cpuLoad');
    expect(info.backupService[0]).toMatchObject({ host: 'judge.example', port: 443, secure: true });
  });
});

describe('judge runners and the queue', () => {
  it('lists every runner from its heartbeats, and the queue depth, oldest job and verdicts per minute', async () => {
    await t.platform.db.update(judgeJob).set({ state: 'done' });
    expect((await heartbeat('runner-safe')).body.status).toBe(200);
    expect(
      (await heartbeat('runner-bare', { missingProtections: ['cgroups', 'namespaces'], cpuUsage: null })).body
        .status,
    ).toBe(200);

    const empty = (await t.request<JudgeActivity>('GET', CALLS[2][1], { token: root })).body.data;
    expect(empty.queue).toMatchObject({ source: 'database', waiting: 0, oldestWaitingAt: null });
    expect(empty.healthyRunners).toBeGreaterThanOrEqual(2);
    expect(empty.runnersLackingProtections).toContain('runner-bare');
    expect(empty.perMinute).toHaveLength(60);

    const user = await t.createUser();
    const ids = [await submit(user.token), await submit(user.token), await submit(user.token)];
    const queued = (await t.request<JudgeActivity>('GET', CALLS[2][1], { token: root })).body.data;
    expect(queued.queue.waiting).toBe(3);
    expect(queued.queue.oldestWaitingSubmitId).toBe(ids[0]);
    expect(Date.parse(queued.queue.oldestWaitingAt!)).not.toBeNaN();

    const [a] = await lease('runner-safe');
    const [b] = await lease('runner-bare');
    await heartbeat('runner-safe', { activeJobIds: [a!.jobId] });
    const leased = (await t.request<JudgeActivity>('GET', CALLS[2][1], { token: root })).body.data;
    expect(leased.queue).toMatchObject({ waiting: 1, leased: 2, oldestWaitingSubmitId: ids[2] });

    const servers = (await t.request<JudgeServiceInfo[]>('GET', CALLS[4][1], { token: root })).body.data;
    const safe = servers.find((s) => s.name === 'runner-safe')!;
    expect(safe).toMatchObject({
      service: { host: 'runner-safe.local', port: null, metadata: { judgeName: 'runner-safe' } },
      cpuCores: 8,
      percentCpuLoad: '37.00%',
      percentMemoryLoad: '61.00%',
      languages: [{ name: 'C', description: 'GCC 12 (C11)' }],
      missingProtections: [],
      jobsInFlight: 1,
      maxJobs: 4,
      healthy: true,
      version: '1.2.3',
    });
    const bare = servers.find((s) => s.name === 'runner-bare')!;
    expect(bare).toMatchObject({
      missingProtections: ['cgroups', 'namespaces'],
      percentCpuLoad: null,
      healthy: true,
    });

    expect((await verdict('runner-safe', a!, JudgeStatus.ACCEPTED)).body.data.accepted).toBe(true);
    expect((await verdict('runner-bare', b!, JudgeStatus.SYSTEM_ERROR)).body.data.accepted).toBe(true);
    const judged = (await t.request<JudgeActivity>('GET', CALLS[2][1], { token: root })).body.data;
    const total = judged.perMinute.reduce(
      (sum, m) => ({ judged: sum.judged + m.judged, failed: sum.failed + m.failed }),
      {
        judged: 0,
        failed: 0,
      },
    );
    expect(total).toEqual({ judged: 2, failed: 1 });
    expect(Date.parse(judged.perMinute[59]!.minute)).toBeLessThanOrEqual(Date.parse(judged.now));

    // A runner that stopped heartbeating turns unhealthy; one that released its leases too.
    await runner('release', { name: 'runner-bare' });
    t.clock.advance(60_000);
    await heartbeat('runner-safe');
    const later = (await t.request<JudgeServiceInfo[]>('GET', CALLS[4][1], { token: root })).body.data;
    expect(later.find((s) => s.name === 'runner-safe')!.healthy).toBe(true);
    expect(later.find((s) => s.name === 'runner-bare')!.healthy).toBe(false);
    const activity = (await t.request<JudgeActivity>('GET', CALLS[2][1], { token: root })).body.data;
    expect(activity.runnersLackingProtections).not.toContain('runner-bare');
    t.clock.advance(60_000);
    const none = (await t.request<JudgeActivity>('GET', CALLS[2][1], { token: root })).body.data;
    expect(none.healthyRunners).toBe(0);
  });

  it('shows why a runner could not start until a start of it works', async () => {
    const failed = await runner('start-failed', {
      name: 'runner-stuck',
      host: 'stuck.local',
      version: '1.2.3',
      error: 'sandbox slot 3 is held by another judge runner',
    });
    expect(failed.body.status).toBe(200);
    const refused = await runner('start-failed', { name: 'runner-stuck' });
    expect(refused.httpStatus).toBe(400);

    const servers = (await t.request<JudgeServiceInfo[]>('GET', CALLS[4][1], { token: root })).body.data;
    expect(servers.find((s) => s.name === 'runner-stuck')).toMatchObject({
      startError: 'sandbox slot 3 is held by another judge runner',
      healthy: false,
      jobsInFlight: 0,
    });
    const activity = (await t.request<JudgeActivity>('GET', CALLS[2][1], { token: root })).body.data;
    expect(activity.runnersFailingToStart).toEqual([
      { name: 'runner-stuck', error: 'sandbox slot 3 is held by another judge runner' },
    ]);

    await heartbeat('runner-stuck');
    const started = (await t.request<JudgeServiceInfo[]>('GET', CALLS[4][1], { token: root })).body.data;
    expect(started.find((s) => s.name === 'runner-stuck')).toMatchObject({ startError: null, healthy: true });
    const after = (await t.request<JudgeActivity>('GET', CALLS[2][1], { token: root })).body.data;
    expect(after.runnersFailingToStart).toEqual([]);
  });
});
