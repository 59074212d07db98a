import { CONTEST_ADMIN_MESSAGES as M } from '@contract/contest-admin';
import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contest, contestRegister } from '../../worker/src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let root: string;
let admin: { uid: string; username: string; token: string };
let otherAdmin: { uid: string; username: string; token: string };
let user: { uid: string; username: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  admin = await t.createUser({ roles: [Role.ADMIN] });
  otherAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  user = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3600_000;

function contestBody(overrides: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return {
    title: 'Weekly round',
    description: 'Solve them all.',
    startTime: new Date(now + HOUR).toISOString(),
    endTime: new Date(now + 4 * HOUR).toISOString(),
    duration: 10800,
    type: 0,
    auth: 0,
    pwd: '',
    sealRank: false,
    sealRankTime: '',
    autoRealRank: true,
    openPrint: false,
    rankShowName: 'username',
    openAccountLimit: false,
    accountLimitRule: '',
    starAccount: [],
    oiRankScoreType: 'Recent',
    awardType: 0,
    awardConfigList: [],
    allowEndSubmit: false,
    ...overrides,
  };
}

async function create(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await t.request('POST', '/api/admin/contest', { token, body: contestBody(overrides) });
  expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
  return res.body.data.cid;
}

const countContests = async () => (await t.platform.db.select({ id: contest.id }).from(contest)).length;

describe('POST/GET /api/admin/contest', () => {
  it('creates ACM, OI, private, protected and sealed contests and reads them back as AdminContestVO', async () => {
    const acm = await create(root);
    const oi = await create(root, { type: 1, oiRankScoreType: 'Highest' });
    const priv = await create(root, { auth: 1, pwd: 'secret' });
    const prot = await create(root, { auth: 2, pwd: 'letmein' });
    const now = t.clock.now().getTime();
    const sealed = await create(root, {
      sealRank: true,
      sealRankTime: new Date(now + 3 * HOUR).toISOString(),
      autoRealRank: false,
      awardType: 2,
      awardConfigList: [
        { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff', num: 2 },
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 },
      ],
      starAccount: [' alice ', 'bob', ''],
      openAccountLimit: true,
      accountLimitRule:
        '<prefix>team</prefix><suffix></suffix><start>1</start><end>30</end><extra>guest</extra>',
    });

    const got = await t.request('GET', '/api/admin/contest', { token: root, query: { cid: sealed } });
    expect(got.httpStatus).toBe(200);
    expect(got.body.data).toMatchObject({
      id: sealed,
      title: 'Weekly round',
      type: 0,
      duration: 10800,
      sealRank: true,
      sealRankTime: new Date(now + 3 * HOUR).toISOString(),
      autoRealRank: false,
      starAccount: ['alice', 'bob'],
      awardType: 2,
      openAccountLimit: true,
      accountLimitRule:
        '<prefix>team</prefix><suffix></suffix><start>1</start><end>30</end><extra>guest</extra>',
      status: -1,
      author: 'root',
    });
    expect(got.body.data.awardConfigList.map((a: { name: string }) => a.name)).toEqual(['Gold', 'Silver']);

    const oiRow = await t.request('GET', '/api/admin/contest', { token: root, query: { cid: oi } });
    expect(oiRow.body.data).toMatchObject({ type: 1, oiRankScoreType: 'Highest', sealRankTime: null });
    expect(
      (await t.request('GET', '/api/admin/contest', { token: root, query: { cid: priv } })).body.data,
    ).toMatchObject({ auth: 1, pwd: 'secret' });
    expect(
      (await t.request('GET', '/api/admin/contest', { token: root, query: { cid: prot } })).body.data,
    ).toMatchObject({ auth: 2, pwd: 'letmein' });
    expect(
      (await t.request('GET', '/api/admin/contest', { token: root, query: { cid: acm } })).body.data,
    ).toMatchObject({ auth: 0, pwd: null, awardConfigList: [], starAccount: [] });
  });

  it('validates in the spec order with its messages and writes nothing on a bad call', async () => {
    const before = await countContests();
    const bad = async (overrides: Record<string, unknown>) =>
      t.request('POST', '/api/admin/contest', { token: root, body: contestBody(overrides) });
    const wrong = {
      title: '',
      description: '',
      startTime: '',
      endTime: '',
      auth: 1,
      pwd: '',
      starAccount: ['a', 'a'],
    };
    const later = contestBody().endTime;
    const earlier = contestBody().startTime;
    const steps: [Record<string, unknown>, string][] = [
      [wrong, M.titleRequired],
      [{ ...wrong, title: 'T' }, M.descriptionRequired],
      [{ ...wrong, title: 'T', description: 'D' }, M.startTimeRequired],
      [{ ...wrong, title: 'T', description: 'D', startTime: earlier }, M.endTimeRequired],
      [{ ...wrong, title: 'T', description: 'D', startTime: later, endTime: earlier }, M.durationCheck],
      [{ ...wrong, title: 'T', description: 'D', startTime: earlier, endTime: earlier }, M.durationCheck],
      [{ ...wrong, title: 'T', description: 'D', startTime: earlier, endTime: later }, M.passwordRequired],
      [
        { ...wrong, title: 'T', description: 'D', startTime: earlier, endTime: later, pwd: 'p' },
        M.duplicateStarUser,
      ],
      [{ awardType: 1, awardConfigList: [{ name: 'Gold', num: 150, priority: 1 }] }, M.awardProportion],
      [{ awardType: 2, awardConfigList: [{ name: 'Gold', num: 0, priority: 1 }] }, M.awardNumber],
      [{ sealRank: true, sealRankTime: new Date(0).toISOString() }, M.sealRankTimeRange],
      [{ openAccountLimit: true, accountLimitRule: 'team1-30' }, M.accountLimitRuleFormat],
    ];
    for (const [overrides, message] of steps) {
      const res = await bad(overrides);
      expect(res.httpStatus, message).toBe(400);
      expect(res.body).toMatchObject({ status: 400, msg: message });
    }
    expect(await countContests()).toBe(before);
  });

  it('refuses hostile input with a 4xx envelope', async () => {
    const before = await countContests();
    const cases: [Record<string, unknown>, number][] = [
      [{ title: 'a\u0000b' }, 400],
      [{ title: 'x'.repeat(501) }, 400],
      [{ description: 'y'.repeat(70000) }, 400],
      [{ type: 7 }, 400],
      [{ auth: '1; drop table contest' }, 400],
      [{ startTime: 'not a date' }, 400],
      [{ starAccount: Array.from({ length: 1001 }, (_, i) => `u${i}`) }, 400],
      [{ awardConfigList: 'gold' }, 400],
    ];
    for (const [overrides, status] of cases) {
      const res = await t.request('POST', '/api/admin/contest', {
        token: root,
        body: contestBody(overrides),
      });
      expect(res.httpStatus, JSON.stringify(overrides).slice(0, 80)).toBe(status);
      expect(res.body.status).toBe(status);
    }
    for (const cid of ['2147483648', '-1', '0', 'abc', '1e3']) {
      const res = await t.request('GET', '/api/admin/contest', { token: root, query: { cid } });
      expect(res.httpStatus, cid).toBe(400);
    }
    expect(
      (await t.request('GET', '/api/admin/contest', { token: root, query: { cid: 2147483647 } })).httpStatus,
    ).toBe(404);
    expect(await countContests()).toBe(before);
  });

  it('answers a second identical request and two creates at once with separate contests', async () => {
    const before = await countContests();
    const [a, b] = await Promise.all([create(root, { title: 'Twin' }), create(root, { title: 'Twin' })]);
    expect(a).not.toBe(b);
    await create(root, { title: 'Twin' });
    expect(await countContests()).toBe(before + 3);
  });

  it('lets only admin roles in: 401 without login, 403 for an ordinary user', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/contest/get-contest-list'],
      ['GET', '/api/admin/contest'],
      ['POST', '/api/admin/contest'],
      ['PUT', '/api/admin/contest'],
      ['DELETE', '/api/admin/contest'],
      ['PUT', '/api/admin/contest/change-contest-visible'],
      ['GET', '/api/admin/contest/get-problem-list'],
      ['POST', '/api/admin/contest/add-problem-from-public'],
      ['GET', '/api/admin/contest/contest-problem'],
      ['PUT', '/api/admin/contest/contest-problem'],
      ['GET', '/api/admin/contest/problem'],
      ['POST', '/api/admin/contest/problem'],
      ['PUT', '/api/admin/contest/problem'],
      ['DELETE', '/api/admin/contest/problem'],
      ['GET', '/api/admin/contest/import-remote-oj-problem'],
      ['GET', '/api/admin/contest/announcement'],
      ['POST', '/api/admin/contest/announcement'],
      ['PUT', '/api/admin/contest/announcement'],
      ['DELETE', '/api/admin/contest/announcement'],
    ] as const) {
      const anonymous = await t.request(method, path, {
        query: { cid: 1 },
        body: method === 'GET' ? undefined : {},
      });
      expect(anonymous.httpStatus, `${method} ${path}`).toBe(401);
      const ordinary = await t.request(method, path, {
        token: user.token,
        query: { cid: 1 },
        body: method === 'GET' ? undefined : {},
      });
      expect(ordinary.httpStatus, `${method} ${path}`).toBe(403);
    }
  });
});

describe('owners, update, visibility and delete', () => {
  it("lets a non-root admin manage only the contests they created (HOJ's rule)", async () => {
    const mine = await create(admin.token, { title: 'Admin contest' });
    const rootOwned = await create(root, { title: 'Root contest' });
    const owned = await t.request('GET', '/api/admin/contest', { token: admin.token, query: { cid: mine } });
    expect(owned.body.data).toMatchObject({ uid: admin.uid, author: admin.username });

    const refused = [
      await t.request('GET', '/api/admin/contest', { token: admin.token, query: { cid: rootOwned } }),
      await t.request('GET', '/api/admin/contest', { token: otherAdmin.token, query: { cid: mine } }),
      await t.request('PUT', '/api/admin/contest', {
        token: otherAdmin.token,
        body: contestBody({ id: mine, title: 'Hijacked' }),
      }),
      await t.request('PUT', '/api/admin/contest/change-contest-visible', {
        token: otherAdmin.token,
        query: { cid: mine, visible: false },
      }),
      await t.request('GET', '/api/admin/contest/announcement', {
        token: otherAdmin.token,
        query: { cid: mine },
      }),
      await t.request('POST', '/api/admin/contest/announcement', {
        token: otherAdmin.token,
        body: { cid: mine, announcement: { title: 'x', content: 'y' } },
      }),
      await t.request('GET', '/api/admin/contest/get-problem-list', {
        token: otherAdmin.token,
        query: { cid: mine, problemType: 0 },
      }),
    ];
    for (const res of refused) {
      expect(res.httpStatus).toBe(403);
      expect(res.body.status).toBe(403);
    }
    const [row] = await t.platform.db.select().from(contest).where(eq(contest.id, mine));
    expect(row).toMatchObject({ title: 'Admin contest', visible: true });
    // Root manages every contest; only root deletes one.
    expect(
      (await t.request('GET', '/api/admin/contest', { token: root, query: { cid: mine } })).httpStatus,
    ).toBe(200);
    const notRoot = await t.request('DELETE', '/api/admin/contest', {
      token: admin.token,
      query: { cid: mine },
    });
    expect(notRoot.httpStatus).toBe(403);
  });

  it('lists every site contest for admin roles, latest start first, without passwords, by title or id', async () => {
    const cid = await create(admin.token, { title: 'Findable zebra', auth: 1, pwd: 'hidden' });
    const list = await t.request('GET', '/api/admin/contest/get-contest-list', {
      token: otherAdmin.token,
      query: { currentPage: 1, limit: 5, keyword: 'zebra' },
    });
    expect(list.httpStatus).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.records[0]).toMatchObject({ id: cid, title: 'Findable zebra', uid: admin.uid });
    expect(list.body.data.records[0]).not.toHaveProperty('pwd');
    const byId = await t.request('GET', '/api/admin/contest/get-contest-list', {
      token: root,
      query: { keyword: String(cid), limit: 100 },
    });
    expect(byId.body.data.records.some((r: { id: number }) => r.id === cid)).toBe(true);
    const all = await t.request('GET', '/api/admin/contest/get-contest-list', {
      token: root,
      query: { limit: 100 },
    });
    const starts = all.body.data.records.map((r: { startTime: string }) => r.startTime);
    expect([...starts].sort().reverse()).toEqual(starts);
    const hostile = await t.request('GET', '/api/admin/contest/get-contest-list', {
      token: root,
      query: { keyword: '%_\\', currentPage: 'x', limit: 100000 },
    });
    expect(hostile.httpStatus).toBe(200);
    expect(hostile.body.data.total).toBe(0);
  });

  it('updates a contest, bumps gmtModified, keeps the rule type, and drops registrations when the password changes', async () => {
    t.clock.freeze();
    const cid = await create(root, { auth: 2, pwd: 'first' });
    await t.platform.db.insert(contestRegister).values({ cid, uid: user.uid });
    const [before] = await t.platform.db.select().from(contest).where(eq(contest.id, cid));

    const typeChange = await t.request('PUT', '/api/admin/contest', {
      token: root,
      body: contestBody({ id: cid, type: 1, auth: 2, pwd: 'first' }),
    });
    expect(typeChange.httpStatus).toBe(400);
    expect(typeChange.body.msg).toBe(M.typeChanged);

    const same = await t.request('PUT', '/api/admin/contest', {
      token: root,
      body: contestBody({ id: cid, title: 'Renamed', auth: 2, pwd: 'first', openRank: true }),
    });
    expect(same.httpStatus).toBe(200);
    const [renamed] = await t.platform.db.select().from(contest).where(eq(contest.id, cid));
    expect(renamed).toMatchObject({ title: 'Renamed', openRank: true });
    expect(renamed!.gmtModified.getTime()).toBeGreaterThan(before!.gmtModified.getTime());
    expect(
      await t.platform.db.select().from(contestRegister).where(eq(contestRegister.cid, cid)),
    ).toHaveLength(1);

    const repwd = await t.request('PUT', '/api/admin/contest', {
      token: root,
      body: contestBody({ id: cid, title: 'Renamed', auth: 2, pwd: 'second' }),
    });
    expect(repwd.httpStatus).toBe(200);
    const [after] = await t.platform.db.select().from(contest).where(eq(contest.id, cid));
    expect(after!.gmtModified.getTime()).toBeGreaterThan(renamed!.gmtModified.getTime());
    expect(
      await t.platform.db.select().from(contestRegister).where(eq(contestRegister.cid, cid)),
    ).toHaveLength(0);

    const invalid = await t.request('PUT', '/api/admin/contest', {
      token: root,
      body: contestBody({ id: cid, title: '', auth: 2, pwd: 'second' }),
    });
    expect(invalid.body.msg).toBe(M.titleRequired);
    const noId = await t.request('PUT', '/api/admin/contest', { token: root, body: contestBody() });
    expect(noId.httpStatus).toBe(400);
    const missing = await t.request('PUT', '/api/admin/contest', {
      token: root,
      body: contestBody({ id: 2147483647 }),
    });
    expect(missing.httpStatus).toBe(404);
    const [unchanged] = await t.platform.db.select().from(contest).where(eq(contest.id, cid));
    expect(unchanged!.title).toBe('Renamed');
  });

  it('switches visibility by query (HOJ) or body, and deletes a contest (root)', async () => {
    const cid = await create(admin.token);
    const hide = await t.request('PUT', '/api/admin/contest/change-contest-visible', {
      token: admin.token,
      query: { cid, visible: false, uid: admin.uid },
    });
    expect(hide.httpStatus).toBe(200);
    expect((await t.platform.db.select().from(contest).where(eq(contest.id, cid)))[0]!.visible).toBe(false);
    const show = await t.request('PUT', '/api/admin/contest/change-contest-visible', {
      token: admin.token,
      body: { cid, visible: true },
    });
    expect(show.httpStatus).toBe(200);
    expect((await t.platform.db.select().from(contest).where(eq(contest.id, cid)))[0]!.visible).toBe(true);
    const noFlag = await t.request('PUT', '/api/admin/contest/change-contest-visible', {
      token: admin.token,
      body: { cid },
    });
    expect(noFlag.httpStatus).toBe(400);
    const junk = await t.request('PUT', '/api/admin/contest/change-contest-visible', {
      token: admin.token,
      query: { cid, visible: 'maybe' },
    });
    expect(junk.httpStatus).toBe(400);

    const deleted = await t.request('DELETE', '/api/admin/contest', { token: root, query: { cid } });
    expect(deleted.httpStatus).toBe(200);
    expect(await t.platform.db.select().from(contest).where(eq(contest.id, cid))).toHaveLength(0);
    const again = await t.request('DELETE', '/api/admin/contest', { token: root, query: { cid } });
    expect(again.httpStatus).toBe(404);
  });
});
