import { CONTEST_ADMIN_MESSAGES as M } from '@contract/contest-admin';
import { GROUP_CONTEST_MESSAGES as G } from '@contract/group-contest';
import { PROBLEM_AUTH } from '@contract/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contest,
  contestAnnouncement,
  contestProblem,
  groupMember,
  problem,
  team,
} from '../../worker/src/db/schema';
import { deleteGroupContests } from '../../worker/src/domains/contest/index';
import { addGroupMember, insertGroupWithOwner } from '../support/group-fixtures';
import { editorPayload, insertProblem } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };

let t: TestApp;
let superAdmin: string;
let owner: User;
let creator: User;
let peerAdmin: User;
let groupRoot: User;
let member: User;
let applicant: User;
let stranger: User;
let otherAdmin: User;
let gid: number;
let otherGid: number;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.rootToken();
  owner = await t.createUser();
  creator = await t.createUser();
  peerAdmin = await t.createUser();
  groupRoot = await t.createUser();
  member = await t.createUser();
  applicant = await t.createUser();
  stranger = await t.createUser();
  otherAdmin = await t.createUser();
  const group = await insertGroupWithOwner(t, owner);
  gid = group.id;
  await addGroupMember(t, gid, creator.uid, 4);
  await addGroupMember(t, gid, peerAdmin.uid, 4);
  await addGroupMember(t, gid, groupRoot.uid, 5);
  await addGroupMember(t, gid, member.uid, 3);
  await addGroupMember(t, gid, applicant.uid, 1);
  const other = await insertGroupWithOwner(t, otherAdmin);
  otherGid = other.id;
  await addGroupMember(t, otherGid, otherAdmin.uid, 4);
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3600_000;

function contestBody(overrides: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return {
    gid,
    title: 'Group round',
    description: 'Solve them all.',
    startTime: new Date(now + HOUR).toISOString(),
    endTime: new Date(now + 4 * HOUR).toISOString(),
    type: 0,
    auth: 0,
    pwd: '',
    ...overrides,
  };
}

async function create(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await t.request('POST', '/api/group/contest', { token, body: contestBody(overrides) });
  expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
  return res.body.data.cid;
}

const contestRow = async (cid: number) =>
  (await t.platform.db.select().from(contest).where(eq(contest.id, cid)))[0];
const countContests = async () => (await t.platform.db.select({ id: contest.id }).from(contest)).length;

/** Every caller the group calls tell apart; `null` is anonymous. */
const callers = () => ({
  anonymous: undefined,
  stranger: stranger.token,
  applicant: applicant.token,
  member: member.token,
  otherGroupAdmin: otherAdmin.token,
  peerAdmin: peerAdmin.token,
  creator: creator.token,
  groupRoot: groupRoot.token,
  owner: owner.token,
  superAdmin,
});
type Caller = keyof ReturnType<typeof callers>;

/** Who manages a contest `creator` made: its creator and the group's roots; everyone else is refused. */
const MANAGE: Record<Caller, number> = {
  anonymous: 401,
  stranger: 403,
  applicant: 403,
  member: 403,
  otherGroupAdmin: 403,
  peerAdmin: 403,
  creator: 200,
  groupRoot: 200,
  owner: 200,
  superAdmin: 200,
};

describe('POST /api/group/contest', () => {
  it('group admins, the owner and super admin create; members, strangers and other groups’ admins are refused', async () => {
    const expected: Record<Caller, number> = {
      ...MANAGE,
      peerAdmin: 200,
      otherGroupAdmin: 403,
    };
    for (const [who, token] of Object.entries(callers()) as [Caller, string | undefined][]) {
      const before = await countContests();
      const res = await t.request('POST', '/api/group/contest', { token, body: contestBody() });
      expect(res.httpStatus, who).toBe(expected[who]);
      expect(await countContests(), who).toBe(before + (expected[who] === 200 ? 1 : 0));
      if (res.httpStatus === 200) {
        const row = await contestRow(res.body.data.cid);
        expect(row).toMatchObject({ isGroup: true, gid, source: 0 });
      }
    }
  });

  it('stores the creator as author and uid', async () => {
    const cid = await create(creator.token);
    expect(await contestRow(cid)).toMatchObject({ uid: creator.uid, author: creator.username, gid });
  });

  it('checks spec 3 §5 in order, and the group', async () => {
    const start = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: '', description: '' }, 400, M.titleRequired],
      [{ description: '  ', startTime: '' }, 400, M.descriptionRequired],
      [{ startTime: '', endTime: '' }, 400, M.startTimeRequired],
      [{ endTime: '' }, 400, M.endTimeRequired],
      [{ startTime: start, endTime: start }, 400, M.durationCheck],
      [{ auth: 1, pwd: ' ' }, 400, M.passwordRequired],
      [{ auth: 2, pwd: '' }, 400, M.passwordRequired],
      [{ starAccount: ['a', ' a '] }, 400, M.duplicateStarUser],
      [{ gid: undefined }, 400, G.gidRequired],
      [{ gid: 2147483647 }, 404, ''],
      [{ gid: 2147483648 }, 400, ''],
      [{ title: 'a\u0000b' }, 400, ''],
      [{ title: 'x'.repeat(100_000) }, 400, ''],
      [{ type: 2 }, 400, ''],
    ];
    const before = await countContests();
    for (const [overrides, status, msg] of cases) {
      const res = await t.request('POST', '/api/group/contest', {
        token: creator.token,
        body: contestBody(overrides),
      });
      expect(res.httpStatus, JSON.stringify(overrides).slice(0, 80)).toBe(status);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect(await countContests()).toBe(before);
  });

  it('a disabled group takes no contests (404), except from super admin', async () => {
    const disabled = await insertGroupWithOwner(t, owner, { status: 1 });
    const res = await t.request('POST', '/api/group/contest', {
      token: owner.token,
      body: contestBody({ gid: disabled.id }),
    });
    expect(res.httpStatus).toBe(404);
  });
});

describe('one group contest: GET, PUT, DELETE, change-contest-visible', () => {
  it('answer only its creator and the group’s roots', async () => {
    const cid = await create(creator.token, { auth: 1, pwd: 'secret' });
    for (const [who, token] of Object.entries(callers()) as [Caller, string | undefined][]) {
      const got = await t.request('GET', '/api/group/contest', { token, query: { cid } });
      expect(got.httpStatus, `GET ${who}`).toBe(MANAGE[who]);
      if (got.httpStatus === 200) expect(got.body.data).toMatchObject({ id: cid, pwd: 'secret', gid });

      const put = await t.request('PUT', '/api/group/contest', {
        token,
        body: contestBody({ id: cid, title: `By ${who}`, auth: 1, pwd: 'secret' }),
      });
      expect(put.httpStatus, `PUT ${who}`).toBe(MANAGE[who]);
      const visible = await t.request('PUT', '/api/group/change-contest-visible', {
        token,
        query: { cid, visible: 'false' },
      });
      expect(visible.httpStatus, `visible ${who}`).toBe(MANAGE[who]);
      await t.platform.db.update(contest).set({ visible: true }).where(eq(contest.id, cid));
    }
    expect((await contestRow(cid))!.title).toBe('By superAdmin');

    for (const [who, token] of Object.entries(callers()) as [Caller, string | undefined][]) {
      if (MANAGE[who] === 200) continue;
      const res = await t.request('DELETE', '/api/group/contest', { token, query: { cid } });
      expect(res.httpStatus, `DELETE ${who}`).toBe(MANAGE[who]);
    }
    expect(await contestRow(cid)).toBeDefined();
    const gone = await t.request('DELETE', '/api/group/contest', { token: groupRoot.token, query: { cid } });
    expect(gone.httpStatus).toBe(200);
    expect(await contestRow(cid)).toBeUndefined();
    const again = await t.request('DELETE', '/api/group/contest', { token: groupRoot.token, query: { cid } });
    expect(again.httpStatus).toBe(404);
  });

  it('a creator who is no longer a group admin loses the contest; the rule type stays; the gid stays', async () => {
    const cid = await create(peerAdmin.token);
    const moved = await t.request('PUT', '/api/group/contest', {
      token: peerAdmin.token,
      body: contestBody({ id: cid, gid: otherGid, title: 'Moved?' }),
    });
    expect(moved.httpStatus).toBe(200);
    expect(await contestRow(cid)).toMatchObject({ gid, title: 'Moved?' });
    const typed = await t.request('PUT', '/api/group/contest', {
      token: peerAdmin.token,
      body: contestBody({ id: cid, type: 1 }),
    });
    expect(typed.body.msg).toBe(M.typeChanged);
    await addGroupMember(t, gid, peerAdmin.uid, 3);
    const demoted = await t.request('GET', '/api/group/contest', { token: peerAdmin.token, query: { cid } });
    expect(demoted.httpStatus).toBe(403);
    await addGroupMember(t, gid, peerAdmin.uid, 4);
  });

  it('a site contest is not reachable through the group calls; a missing one is 404', async () => {
    const site = await t.request('POST', '/api/admin/contest', {
      token: superAdmin,
      body: contestBody({ gid: undefined }),
    });
    const cid = site.body.data.cid;
    expect((await contestRow(cid))!.isGroup).toBe(false);
    const res = await t.request('GET', '/api/group/contest', { token: superAdmin, query: { cid } });
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe(G.notGroupContest);
    expect(
      (await t.request('DELETE', '/api/group/contest', { token: superAdmin, query: { cid } })).httpStatus,
    ).toBe(403);
    expect(
      (await t.request('GET', '/api/group/contest', { token: superAdmin, query: { cid: 2147483647 } }))
        .httpStatus,
    ).toBe(404);
    expect(
      (await t.request('GET', '/api/group/contest', { token: superAdmin, query: { cid: 2147483648 } }))
        .httpStatus,
    ).toBe(400);
  });
});

describe('GET /api/group/get-contest-list and get-admin-contest-list', () => {
  it('members see the visible contests as cards; admins see all; the public list never shows them', async () => {
    const shown = await create(creator.token, { title: 'Shown round', auth: 2, pwd: 'pw' });
    const hidden = await create(creator.token, { title: 'Hidden round', visible: false });
    const list = async (path: string, token: string | undefined) =>
      t.request('GET', `/api/group/${path}`, { token, query: { gid, limit: 100 } });

    const expectedList: Record<Caller, number> = {
      ...MANAGE,
      member: 200,
      peerAdmin: 200,
      otherGroupAdmin: 403,
    };
    const expectedAdmin: Record<Caller, number> = { ...MANAGE, peerAdmin: 200 };
    for (const [who, token] of Object.entries(callers()) as [Caller, string | undefined][]) {
      expect((await list('get-contest-list', token)).httpStatus, who).toBe(expectedList[who]);
      expect((await list('get-admin-contest-list', token)).httpStatus, who).toBe(expectedAdmin[who]);
    }
    const cards = (await list('get-contest-list', member.token)).body.data.records;
    const ids = cards.map((c: { id: number }) => c.id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(hidden);
    expect(cards.find((c: { id: number }) => c.id === shown)).toMatchObject({
      title: 'Shown round',
      auth: 2,
      status: -1,
      count: 0,
      gid,
    });
    expect(cards[0]).not.toHaveProperty('pwd');
    const adminIds = (await list('get-admin-contest-list', peerAdmin.token)).body.data.records.map(
      (c: { id: number }) => c.id,
    );
    expect(adminIds).toEqual(expect.arrayContaining([shown, hidden]));

    const publicList = await t.request('GET', '/api/get-contest-list', {
      token: superAdmin,
      query: { limit: 100 },
    });
    const publicIds = publicList.body.data.records.map((c: { id: number }) => c.id);
    expect(publicIds).not.toContain(shown);

    expect((await t.request('GET', '/api/group/get-contest-list', { token: member.token })).httpStatus).toBe(
      400,
    );
    expect(
      (
        await t.request('GET', '/api/group/get-contest-list', {
          token: member.token,
          query: { gid: 2147483647 },
        })
      ).httpStatus,
    ).toBe(404);
  });
});

describe('group contest problems', () => {
  it('adds public bank problems that fit, never hidden or other groups’ ones, and keeps them public', async () => {
    const cid = await create(creator.token);
    const acm = await insertProblem(t.platform, { type: 0 });
    const oi = await insertProblem(t.platform, { type: 1 });
    const hiddenOne = await insertProblem(t.platform, { auth: PROBLEM_AUTH.PRIVATE });
    const contestOne = await insertProblem(t.platform, { auth: PROBLEM_AUTH.CONTEST });
    const add = (token: string | undefined, pid: number, displayId: string) =>
      t.request('POST', '/api/group/add-contest-problem-from-public', {
        token,
        body: { cid, pid, displayId },
      });

    for (const [who, token] of Object.entries(callers()) as [Caller, string | undefined][]) {
      if (MANAGE[who] === 200) continue;
      expect((await add(token, acm.id, 'A')).httpStatus, who).toBe(MANAGE[who]);
    }
    expect((await add(creator.token, acm.id, 'A')).httpStatus).toBe(200);
    expect((await t.platform.db.select().from(problem).where(eq(problem.id, acm.id)))[0]!.auth).toBe(
      PROBLEM_AUTH.PUBLIC,
    );
    expect((await add(creator.token, acm.id, 'B')).body.msg).toBe(M.problemAlreadyAdded);
    const other = await insertProblem(t.platform, { type: 0 });
    expect((await add(creator.token, other.id, 'A')).body.msg).toBe(M.problemAlreadyAdded);
    expect((await add(creator.token, oi.id, 'C')).body.msg).toBe(M.acmOnly);
    expect((await add(creator.token, hiddenOne.id, 'D')).body.msg).toBe(G.publicProblemsOnly);
    expect((await add(creator.token, contestOne.id, 'D')).body.msg).toBe(G.publicProblemsOnly);
    expect((await add(creator.token, 2147483647, 'D')).httpStatus).toBe(404);
    expect((await add(creator.token, acm.id, '')).httpStatus).toBe(400);

    const [first, second] = await Promise.all([
      add(creator.token, other.id, 'E'),
      add(creator.token, other.id, 'E'),
    ]);
    expect([first.httpStatus, second.httpStatus].sort()).toEqual([200, 400]);

    const picks = await t.request('GET', '/api/group/get-contest-problem-list', {
      token: groupRoot.token,
      query: { cid, problemType: 0, limit: 100 },
    });
    const pickIds = picks.body.data.problemList.records.map((p: { id: number }) => p.id);
    expect(pickIds).not.toContain(hiddenOne.id);
    expect(pickIds).not.toContain(contestOne.id);
    expect(pickIds).not.toContain(acm.id);
    const own = await t.request('GET', '/api/group/get-contest-problem-list', {
      token: creator.token,
      query: { cid, limit: 100 },
    });
    expect(own.body.data.problemList.total).toBe(2);
    // Public bank problems carry no group, so the group's pages offer no Edit for them.
    expect(own.body.data.problemList.records.map((p: { gid: number | null }) => p.gid)).toEqual([null, null]);
    expect(Object.keys(own.body.data.contestProblemMap).sort()).toEqual(
      [String(acm.id), String(other.id)].sort(),
    );
    expect(
      (await t.request('GET', '/api/group/get-contest-problem-list', { token: member.token, query: { cid } }))
        .httpStatus,
    ).toBe(403);
  });

  it('adds this group’s problems by display id (type must fit), never another group’s', async () => {
    const cid = await create(creator.token, { type: 1 });
    const mine = await insertProblem(t.platform, {
      isGroup: true,
      gid,
      type: 1,
      auth: PROBLEM_AUTH.PRIVATE,
      problemId: `GC${Date.now()}`,
    });
    const mineAcm = await insertProblem(t.platform, { isGroup: true, gid, type: 0 });
    const theirs = await insertProblem(t.platform, { isGroup: true, gid: otherGid, type: 1 });
    const add = (token: string | undefined, problemId: string, displayId: string) =>
      t.request('POST', '/api/group/add-contest-problem-from-group', {
        token,
        body: { cid, problemId, displayId },
      });
    expect((await add(member.token, mine.problemId, 'A')).httpStatus).toBe(403);
    expect((await add(otherAdmin.token, theirs.problemId, 'A')).httpStatus).toBe(403);
    expect((await add(creator.token, theirs.problemId, 'A')).body.msg).toBe(G.groupProblemNotFound);
    expect((await add(creator.token, mineAcm.problemId, 'A')).body.msg).toBe(M.oiOnly);
    expect((await add(creator.token, '', 'A')).httpStatus).toBe(400);
    const added = await add(creator.token, mine.problemId.toLowerCase(), 'A');
    expect(added.httpStatus, JSON.stringify(added.body)).toBe(200);
    expect((await t.platform.db.select().from(problem).where(eq(problem.id, mine.id)))[0]!.auth).toBe(
      PROBLEM_AUTH.CONTEST,
    );
    expect((await add(creator.token, mine.problemId, 'B')).body.msg).toBe(M.problemAlreadyAdded);
    // HOJ's client sends the three as query parameters.
    const viaQuery = await t.request('POST', '/api/group/add-contest-problem-from-group', {
      token: creator.token,
      query: { cid, problemId: mine.problemId, displayId: 'Z' },
    });
    expect(viaQuery.body.msg).toBe(M.problemAlreadyAdded);

    // A bank problem may not be linked into the group contest by PUT, nor another group's.
    const link = (pid: number, displayId: string) =>
      t.request('PUT', '/api/group/contest-problem', { token: creator.token, body: { cid, pid, displayId } });
    expect((await link(theirs.id, 'T')).body.msg).toBe(M.groupProblem);

    const got = await t.request('GET', '/api/group/contest-problem', {
      token: groupRoot.token,
      query: { cid, pid: mine.id },
    });
    expect(got.body.data).toMatchObject({ cid, pid: mine.id, displayId: 'A' });
    const renamed = await t.request('PUT', '/api/group/contest-problem', {
      token: groupRoot.token,
      body: { cid, pid: mine.id, displayId: 'P1', displayTitle: 'First', color: '#ff0000' },
    });
    expect(renamed.body.data).toMatchObject({ displayId: 'P1', displayTitle: 'First', color: '#ff0000' });
    expect(
      (
        await t.request('PUT', '/api/group/contest-problem', {
          token: member.token,
          body: { cid, pid: mine.id, displayId: 'P2' },
        })
      ).httpStatus,
    ).toBe(403);
    expect(
      (
        await t.request('DELETE', '/api/group/contest-problem', {
          token: member.token,
          query: { cid, pid: mine.id },
        })
      ).httpStatus,
    ).toBe(403);
    const removed = await t.request('DELETE', '/api/group/contest-problem', {
      token: creator.token,
      query: { cid, pid: mine.id },
    });
    expect(removed.httpStatus).toBe(200);
    expect(await t.platform.db.select().from(contestProblem).where(eq(contestProblem.cid, cid))).toEqual([]);
    expect((await t.platform.db.select().from(problem).where(eq(problem.id, mine.id))).length).toBe(1);
    expect(
      (await t.request('DELETE', '/api/group/contest-problem', { token: creator.token, query: { cid } }))
        .httpStatus,
    ).toBe(400);
  });
});

describe('POST /api/group/contest-problem', () => {
  it('writes a group problem for contests (auth 3, the group prefix) that PUT contest-problem then puts in', async () => {
    const cid = await create(creator.token);
    const body = (overrides: Record<string, unknown> = {}) =>
      editorPayload({ problem: { problemId: 'C1', gid, auth: 1, ...overrides } });
    const before = (await t.platform.db.select({ id: problem.id }).from(problem)).length;
    for (const [who, token] of [
      ['anonymous', undefined],
      ['stranger', stranger.token],
      ['member', member.token],
      ['otherGroupAdmin', otherAdmin.token],
    ] as const) {
      const res = await t.request('POST', '/api/group/contest-problem', { token, body: body() });
      expect(res.httpStatus, who).toBe(who === 'anonymous' ? 401 : 403);
    }
    expect(
      (
        await t.request('POST', '/api/group/contest-problem', {
          token: creator.token,
          body: body({ gid: undefined }),
        })
      ).httpStatus,
    ).toBe(400);
    expect((await t.platform.db.select({ id: problem.id }).from(problem)).length).toBe(before);

    const created = await t.request('POST', '/api/group/contest-problem', {
      token: creator.token,
      body: body(),
    });
    expect(created.httpStatus, JSON.stringify(created.body)).toBe(200);
    const [row] = await t.platform.db.select().from(problem).where(eq(problem.id, created.body.data.pid));
    const [group] = await t.platform.db.select().from(team).where(eq(team.id, gid));
    expect(row).toMatchObject({
      isGroup: true,
      gid,
      auth: PROBLEM_AUTH.CONTEST,
      problemId: `${group!.shortName}C1`.toUpperCase(),
    });
    const again = await t.request('POST', '/api/group/contest-problem', {
      token: creator.token,
      body: body(),
    });
    expect(again.httpStatus).toBe(400);

    const linked = await t.request('PUT', '/api/group/contest-problem', {
      token: creator.token,
      body: { cid, pid: row!.id, displayId: 'A' },
    });
    expect(linked.httpStatus, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data).toMatchObject({
      cid,
      pid: row!.id,
      displayId: 'A',
      displayTitle: 'Sum two numbers',
    });
  });
});

describe('group contest announcements', () => {
  it('the contest’s managers write them; members, strangers and other contests’ ids are refused', async () => {
    const cid = await create(creator.token);
    const otherCid = await create(peerAdmin.token);
    const body = { cid, announcement: { title: 'Heads up', content: 'Problem A fixed', status: 0 } };
    for (const [who, token] of Object.entries(callers()) as [Caller, string | undefined][]) {
      const res = await t.request('POST', '/api/group/contest-announcement', { token, body });
      expect(res.httpStatus, who).toBe(MANAGE[who]);
    }
    const list = await t.request('GET', '/api/group/get-contest-announcement-list', {
      token: creator.token,
      query: { cid },
    });
    expect(list.body.data.total).toBe(4);
    const aid = list.body.data.records[0].id;
    expect(
      (
        await t.request('GET', '/api/group/get-contest-announcement-list', {
          token: member.token,
          query: { cid },
        })
      ).httpStatus,
    ).toBe(403);
    const edit = await t.request('PUT', '/api/group/contest-announcement', {
      token: groupRoot.token,
      body: { cid, announcement: { id: aid, title: 'Edited', content: 'x', status: 1 } },
    });
    expect(edit.httpStatus).toBe(200);
    const wrongContest = await t.request('DELETE', '/api/group/contest-announcement', {
      token: peerAdmin.token,
      query: { aid, cid: otherCid },
    });
    expect(wrongContest.httpStatus).toBe(403);
    expect(
      (
        await t.request('DELETE', '/api/group/contest-announcement', {
          token: superAdmin,
          query: { aid, cid: otherCid },
        })
      ).httpStatus,
    ).toBe(404);
    expect(
      (
        await t.request('POST', '/api/group/contest-announcement', {
          token: creator.token,
          body: { cid, announcement: { title: '', content: 'x' } },
        })
      ).httpStatus,
    ).toBe(400);
    const deleted = await t.request('DELETE', '/api/group/contest-announcement', {
      token: creator.token,
      query: { aid, cid },
    });
    expect(deleted.httpStatus).toBe(200);
    const rows = await t.platform.db
      .select()
      .from(contestAnnouncement)
      .where(eq(contestAnnouncement.cid, cid));
    expect(rows.length).toBe(3);
  });
});

describe('taking part in a group contest', () => {
  it('members see and register; non-members are refused; a member who leaves loses it at once', async () => {
    const leaver = await t.createUser();
    await addGroupMember(t, gid, leaver.uid, 3);
    const cid = await create(creator.token, { auth: 2, pwd: 'pw' });
    await t.platform.db
      .update(contest)
      .set({ startTime: new Date(t.clock.now().getTime() - HOUR) })
      .where(eq(contest.id, cid));
    const info = (token: string | undefined) =>
      t.request('GET', '/api/get-contest-info', { token, query: { cid } });
    expect((await info(member.token)).httpStatus).toBe(200);
    expect((await info(leaver.token)).httpStatus).toBe(200);
    expect((await info(stranger.token)).httpStatus).toBe(403);
    expect((await info(otherAdmin.token)).httpStatus).toBe(403);
    const register = (token: string) =>
      t.request('POST', '/api/register-contest', { token, body: { cid, password: 'pw' } });
    expect((await register(stranger.token)).httpStatus).toBe(403);
    expect((await register(leaver.token)).httpStatus).toBe(200);
    const problems = () =>
      t.request('GET', '/api/get-contest-problem', { token: leaver.token, query: { cid } });
    expect((await problems()).httpStatus).toBe(200);

    await t.platform.db.delete(groupMember).where(eq(groupMember.uid, leaver.uid));
    expect((await info(leaver.token)).httpStatus).toBe(403);
    expect((await problems()).httpStatus).toBe(403);
  });
});

describe('deleteGroupContests (group disband)', () => {
  it('removes the group’s contests with their problems and announcements, and no other group’s', async () => {
    const doomed = await insertGroupWithOwner(t, owner);
    const mine = await create(owner.token, { gid: doomed.id });
    const kept = await create(otherAdmin.token, { gid: otherGid });
    const acm = await insertProblem(t.platform, { type: 0 });
    await t.request('POST', '/api/group/add-contest-problem-from-public', {
      token: owner.token,
      body: { cid: mine, pid: acm.id, displayId: 'A' },
    });
    await t.request('POST', '/api/group/contest-announcement', {
      token: owner.token,
      body: { cid: mine, announcement: { title: 'x', content: 'y' } },
    });
    await t.platform.db.transaction(async (tx) => {
      await deleteGroupContests(tx, doomed.id);
      await tx.delete(team).where(eq(team.id, doomed.id));
    });
    expect(await contestRow(mine)).toBeUndefined();
    expect(await contestRow(kept)).toBeDefined();
    expect(await t.platform.db.select().from(contestProblem).where(eq(contestProblem.cid, mine))).toEqual([]);
    expect((await t.platform.db.select().from(problem).where(eq(problem.id, acm.id))).length).toBe(1);
  });
});
