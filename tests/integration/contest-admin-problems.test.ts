import { CONTEST_ADMIN_MESSAGES as M } from '@contract/contest-admin';
import { Role } from '@contract/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contest,
  contestAnnouncement,
  contestProblem,
  contestRecord,
  problem,
} from '../../worker/src/db/schema';
import { editorPayload, insertProblem, uniqueProblemId } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let root: string;
let admin: { uid: string; username: string; token: string };
let problemAdmin: { uid: string; username: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  admin = await t.createUser({ roles: [Role.ADMIN] });
  problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3600_000;

async function createContest(token: string, type = 0): Promise<number> {
  const now = t.clock.now().getTime();
  const res = await t.request('POST', '/api/admin/contest', {
    token,
    body: {
      title: type === 0 ? 'ACM round' : 'OI round',
      description: 'd',
      startTime: new Date(now + HOUR).toISOString(),
      endTime: new Date(now + 3 * HOUR).toISOString(),
      type,
      auth: 0,
    },
  });
  expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
  return res.body.data.cid;
}

const add = (token: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/admin/contest/add-problem-from-public', { token, body });

const linksOf = (cid: number) =>
  t.platform.db.select().from(contestProblem).where(eq(contestProblem.cid, cid));

describe('contest problems from the bank', () => {
  it('adds fitting problems under a display id: ACM takes ACM or remote, OI takes OI or remote', async () => {
    const acm = await createContest(root, 0);
    const oi = await createContest(root, 1);
    const acmProblem = await insertProblem(t.platform, { type: 0, title: 'ACM one' });
    const oiProblem = await insertProblem(t.platform, { type: 1, title: 'OI one' });
    const remote = await insertProblem(t.platform, { type: 1, isRemote: true, title: 'Remote' });
    const groupProblem = await insertProblem(t.platform, { type: 0, isGroup: true, gid: 1 });

    expect((await add(root, { cid: acm, pid: acmProblem.id, displayId: 'A' })).httpStatus).toBe(200);
    expect((await add(root, { cid: acm, pid: remote.id, displayId: 'B' })).httpStatus).toBe(200);
    const oiIntoAcm = await add(root, { cid: acm, pid: oiProblem.id, displayId: 'C' });
    expect(oiIntoAcm.httpStatus).toBe(400);
    expect(oiIntoAcm.body.msg).toBe(M.acmOnly);
    const acmIntoOi = await add(root, { cid: oi, pid: acmProblem.id, displayId: 'A' });
    expect(acmIntoOi.httpStatus).toBe(400);
    expect(acmIntoOi.body.msg).toBe(M.oiOnly);
    expect((await add(root, { cid: oi, pid: oiProblem.id, displayId: 'A' })).httpStatus).toBe(200);
    expect((await add(root, { cid: acm, pid: groupProblem.id, displayId: 'G' })).body.msg).toBe(
      M.groupProblem,
    );

    const links = await linksOf(acm);
    expect(links.map((l) => [l.displayId, l.pid, l.displayTitle]).sort()).toEqual([
      ['A', acmProblem.id, 'ACM one'],
      ['B', remote.id, 'Remote'],
    ]);
    // HOJ: a bank problem put into a contest becomes a contest problem.
    const [marked] = await t.platform.db.select().from(problem).where(eq(problem.id, acmProblem.id));
    expect(marked!.auth).toBe(3);
  });

  it('refuses a duplicate display id, the same problem twice, and bad ids, changing nothing', async () => {
    const cid = await createContest(root);
    const first = await insertProblem(t.platform);
    const second = await insertProblem(t.platform);
    expect((await add(root, { cid, pid: first.id, displayId: 'A' })).httpStatus).toBe(200);
    const sameDisplay = await add(root, { cid, pid: second.id, displayId: 'A' });
    expect(sameDisplay.httpStatus).toBe(400);
    expect(sameDisplay.body.msg).toBe(M.problemAlreadyAdded);
    const sameProblem = await add(root, { cid, pid: first.id, displayId: 'Z' });
    expect(sameProblem.httpStatus).toBe(400);
    for (const body of [
      { cid, pid: 2147483648, displayId: 'B' },
      { cid: 2147483648, pid: second.id, displayId: 'B' },
      { cid, pid: second.id, displayId: '' },
      { cid, pid: second.id, displayId: 'B\u0000' },
      { cid, pid: second.id, displayId: 'B'.repeat(21) },
      { cid, pid: second.id },
    ]) {
      expect((await add(root, body)).httpStatus, JSON.stringify(body)).toBe(400);
    }
    expect((await add(root, { cid, pid: 2147483647, displayId: 'B' })).httpStatus).toBe(404);
    expect((await add(root, { cid: 2147483647, pid: second.id, displayId: 'B' })).httpStatus).toBe(404);
    expect(await linksOf(cid)).toHaveLength(1);
  });

  it('settles two adds racing for one display id with one row and a 400', async () => {
    const cid = await createContest(root);
    const a = await insertProblem(t.platform);
    const b = await insertProblem(t.platform);
    const results = await Promise.all([
      add(root, { cid, pid: a.id, displayId: 'A' }),
      add(root, { cid, pid: b.id, displayId: 'A' }),
    ]);
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 400]);
    expect(await linksOf(cid)).toHaveLength(1);
  });

  it('lists problems to pick (that type or remote, not private, not already in) and the contest own ones', async () => {
    const cid = await createContest(root);
    const tag = uniqueProblemId('PICK');
    const inContest = await insertProblem(t.platform, { title: `${tag} in`, type: 0 });
    const candidate = await insertProblem(t.platform, { title: `${tag} candidate`, type: 0 });
    const remoteOi = await insertProblem(t.platform, { title: `${tag} remote`, type: 1, isRemote: true });
    await insertProblem(t.platform, { title: `${tag} oi`, type: 1 });
    await insertProblem(t.platform, { title: `${tag} private`, type: 0, auth: 2 });
    await add(root, { cid, pid: inContest.id, displayId: 'A' });

    const picks = await t.request('GET', '/api/admin/contest/get-problem-list', {
      token: root,
      query: { cid, problemType: 0, keyword: tag, currentPage: 1, limit: 10 },
    });
    expect(picks.httpStatus).toBe(200);
    expect(picks.body.data.problemList.records.map((r: { id: number }) => r.id).sort()).toEqual(
      [candidate.id, remoteOi.id].sort(),
    );
    expect(picks.body.data.contestProblemMap[String(inContest.id)]).toMatchObject({ displayId: 'A', cid });
    const withExisting = await t.request('GET', '/api/admin/contest/get-problem-list', {
      token: root,
      query: { cid, problemType: 0, keyword: tag, queryExisted: true },
    });
    expect(withExisting.body.data.problemList.total).toBe(3);
    const localOnly = await t.request('GET', '/api/admin/contest/get-problem-list', {
      token: root,
      query: { cid, problemType: 0, keyword: tag, oj: 'Mine' },
    });
    expect(localOnly.body.data.problemList.records.map((r: { id: number }) => r.id)).toEqual([candidate.id]);

    await add(root, { cid, pid: remoteOi.id, displayId: 'B' });
    const own = await t.request('GET', '/api/admin/contest/get-problem-list', {
      token: root,
      query: { cid },
    });
    expect(own.body.data.problemList.records.map((r: { id: number }) => r.id)).toEqual([
      inContest.id,
      remoteOi.id,
    ]);
    expect(own.body.data.problemList.total).toBe(2);
    const bad = await t.request('GET', '/api/admin/contest/get-problem-list', {
      token: root,
      query: { cid, problemType: 5 },
    });
    expect(bad.httpStatus).toBe(400);
  });

  it('edits the display id, title and balloon colour, carrying a new display id into the records', async () => {
    const cid = await createContest(root);
    const p = await insertProblem(t.platform);
    const q = await insertProblem(t.platform);
    await add(root, { cid, pid: p.id, displayId: 'A' });
    await add(root, { cid, pid: q.id, displayId: 'B' });
    await t.platform.db.insert(contestRecord).values({
      cid,
      uid: admin.uid,
      pid: p.id,
      cpid: 1,
      username: admin.username,
      displayId: 'A',
      submitId: 900000 + p.id,
      submitTime: t.clock.now(),
      time: 0,
    });
    const [beforeRow] = await t.platform.db.select().from(contest).where(eq(contest.id, cid));
    const before = beforeRow!.gmtModified;

    const got = await t.request('GET', '/api/admin/contest/contest-problem', {
      token: root,
      query: { cid, pid: p.id },
    });
    expect(got.body.data).toMatchObject({ cid, pid: p.id, displayId: 'A', color: null });

    const clash = await t.request('PUT', '/api/admin/contest/contest-problem', {
      token: root,
      body: { cid, pid: p.id, displayId: 'B', displayTitle: 'x' },
    });
    expect(clash.httpStatus).toBe(400);
    expect(clash.body.msg).toBe(M.displayIdTaken);

    const saved = await t.request('PUT', '/api/admin/contest/contest-problem', {
      token: root,
      body: {
        id: got.body.data.id,
        cid,
        pid: p.id,
        displayId: 'A1',
        displayTitle: 'Warm-up',
        color: '#ff0000',
      },
    });
    expect(saved.httpStatus).toBe(200);
    expect(saved.body.data).toMatchObject({ displayId: 'A1', displayTitle: 'Warm-up', color: '#ff0000' });
    const [record] = await t.platform.db.select().from(contestRecord).where(eq(contestRecord.cid, cid));
    expect(record!.displayId).toBe('A1');
    const [after] = await t.platform.db.select().from(contest).where(eq(contest.id, cid));
    expect(after!.gmtModified.getTime()).toBeGreaterThan(before.getTime());

    const missing = await t.request('GET', '/api/admin/contest/contest-problem', {
      token: root,
      query: { cid, pid: 2147483647 },
    });
    expect(missing.httpStatus).toBe(404);
    const untitled = await t.request('PUT', '/api/admin/contest/contest-problem', {
      token: root,
      body: { cid, pid: q.id, displayId: 'B', displayTitle: '' },
    });
    expect(untitled.body.data).toMatchObject({ displayId: 'B', displayTitle: q.title });
    const huge = await t.request('PUT', '/api/admin/contest/contest-problem', {
      token: root,
      body: { cid, pid: p.id, displayId: 'A', displayTitle: 't'.repeat(300) },
    });
    expect(huge.httpStatus).toBe(400);
  });

  it('removes a problem from the contest with its records; without cid deletes the problem (root, problem admin)', async () => {
    const cid = await createContest(admin.token);
    const p = await insertProblem(t.platform);
    await add(admin.token, { cid, pid: p.id, displayId: 'A' });
    // HOJ: an ordinary admin may not remove contest problems.
    const byAdmin = await t.request('DELETE', '/api/admin/contest/problem', {
      token: admin.token,
      query: { cid, pid: p.id },
    });
    expect(byAdmin.httpStatus).toBe(403);
    const removed = await t.request('DELETE', '/api/admin/contest/problem', {
      token: problemAdmin.token,
      query: { cid, pid: p.id },
    });
    expect(removed.httpStatus).toBe(403); // not the problem admin's contest
    const byRoot = await t.request('DELETE', '/api/admin/contest/problem', {
      token: root,
      query: { cid, pid: p.id },
    });
    expect(byRoot.httpStatus).toBe(200);
    expect(await linksOf(cid)).toHaveLength(0);
    expect(await t.platform.db.select().from(problem).where(eq(problem.id, p.id))).toHaveLength(1);
    const again = await t.request('DELETE', '/api/admin/contest/problem', {
      token: root,
      query: { cid, pid: p.id },
    });
    expect(again.httpStatus).toBe(404);

    const gone = await t.request('DELETE', '/api/admin/contest/problem', {
      token: root,
      query: { pid: p.id },
    });
    expect(gone.httpStatus).toBe(200);
    expect(await t.platform.db.select().from(problem).where(eq(problem.id, p.id))).toHaveLength(0);
  });
});

describe('problems written inside a contest', () => {
  it('creates a contest problem (auth 3) in the contest, reads and edits it through the problem editor', async () => {
    const cid = await createContest(root);
    const created = await t.request('POST', '/api/admin/contest/problem', {
      token: root,
      body: { ...editorPayload({ problem: { title: 'Inside' } }), cid, displayId: 'A' },
    });
    expect(created.httpStatus, JSON.stringify(created.body)).toBe(200);
    const pid = created.body.data.pid;
    const [row] = await t.platform.db.select().from(problem).where(eq(problem.id, pid));
    expect(row).toMatchObject({ auth: 3, title: 'Inside' });
    const [link] = await linksOf(cid);
    expect(link).toMatchObject({ pid, displayId: 'A', displayTitle: 'Inside' });

    const detail = await t.request('GET', '/api/admin/contest/problem', { token: root, query: { pid } });
    expect(detail.httpStatus).toBe(200);
    expect(detail.body.data).toMatchObject({ id: pid, title: 'Inside' });

    const edited = await t.request('PUT', '/api/admin/contest/problem', {
      token: root,
      body: {
        ...editorPayload({ problem: { id: pid, problemId: row!.problemId, title: 'Renamed', auth: 3 } }),
        cid,
      },
    });
    expect(edited.httpStatus, JSON.stringify(edited.body)).toBe(200);
    expect((await t.platform.db.select().from(problem).where(eq(problem.id, pid)))[0]!.title).toBe('Renamed');

    const toOi = await t.request('PUT', '/api/admin/contest/problem', {
      token: root,
      body: { ...editorPayload({ problem: { id: pid, problemId: row!.problemId, type: 1 } }), cid },
    });
    expect(toOi.httpStatus).toBe(400);
    expect(toOi.body.msg).toBe(M.acmOnly);
  });

  it("follows HOJ's two steps: create without cid, then PUT contest-problem puts it in", async () => {
    const cid = await createContest(root);
    const created = await t.request('POST', '/api/admin/contest/problem', {
      token: root,
      body: editorPayload(),
    });
    expect(created.httpStatus).toBe(200);
    const pid = created.body.data.pid;
    const put = await t.request('PUT', '/api/admin/contest/contest-problem', {
      token: root,
      body: { cid: String(cid), pid, displayId: 'C', displayTitle: 'Third' },
    });
    expect(put.httpStatus, JSON.stringify(put.body)).toBe(200);
    expect(await linksOf(cid)).toMatchObject([{ pid, displayId: 'C', displayTitle: 'Third' }]);
  });

  it('refuses before writing: wrong type, taken display id, bad problem fields', async () => {
    const cid = await createContest(root, 1);
    const existing = await insertProblem(t.platform, { type: 1 });
    await add(root, { cid, pid: existing.id, displayId: 'A' });
    const count = async () => (await t.platform.db.select({ id: problem.id }).from(problem)).length;
    const before = await count();
    const acmInOi = await t.request('POST', '/api/admin/contest/problem', {
      token: root,
      body: { ...editorPayload(), cid, displayId: 'B' },
    });
    expect(acmInOi.body.msg).toBe(M.oiOnly);
    const taken = await t.request('POST', '/api/admin/contest/problem', {
      token: root,
      body: { ...editorPayload({ problem: { type: 1 } }), cid, displayId: 'A' },
    });
    expect(taken.httpStatus).toBe(400);
    expect(taken.body.msg).toBe(M.displayIdTaken);
    const noDisplay = await t.request('POST', '/api/admin/contest/problem', {
      token: root,
      body: { ...editorPayload({ problem: { type: 1 } }), cid },
    });
    expect(noDisplay.body.msg).toBe(M.displayIdRequired);
    const noTitle = await t.request('POST', '/api/admin/contest/problem', {
      token: root,
      body: { ...editorPayload({ problem: { title: '' } }), cid, displayId: 'B' },
    });
    expect(noTitle.httpStatus).toBe(400);
    expect(await count()).toBe(before);
    expect(await linksOf(cid)).toHaveLength(1);
  });
});

describe('contest announcements', () => {
  it('creates, lists (hidden too), updates and deletes announcements of a contest the admin owns', async () => {
    const cid = await createContest(admin.token);
    const created = await t.request('POST', '/api/admin/contest/announcement', {
      token: admin.token,
      body: { cid, announcement: { title: 'Welcome', content: 'Good luck', status: 0 } },
    });
    expect(created.httpStatus).toBe(200);
    const aid = created.body.data.id;
    await t.request('POST', '/api/admin/contest/announcement', {
      token: admin.token,
      body: { cid, announcement: { title: 'Hidden', content: 'Secret', status: 1 } },
    });

    const list = await t.request('GET', '/api/admin/contest/announcement', {
      token: admin.token,
      query: { cid, currentPage: 1, limit: 10 },
    });
    expect(list.httpStatus).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.records[0]).toMatchObject({
      title: 'Hidden',
      status: 1,
      username: admin.username,
      cid,
    });
    expect(list.body.data.records[1]).toMatchObject({ id: aid, title: 'Welcome' });

    const updated = await t.request('PUT', '/api/admin/contest/announcement', {
      token: admin.token,
      body: { cid, announcement: { id: aid, title: 'Welcome!', content: 'Good luck, all', status: 1 } },
    });
    expect(updated.httpStatus).toBe(200);
    const [row] = await t.platform.db
      .select()
      .from(contestAnnouncement)
      .where(eq(contestAnnouncement.id, aid));
    expect(row).toMatchObject({ title: 'Welcome!', content: 'Good luck, all', status: 1 });

    const foreign = await createContest(root);
    const moved = await t.request('PUT', '/api/admin/contest/announcement', {
      token: root,
      body: { cid: foreign, announcement: { id: aid, title: 'x', content: 'y' } },
    });
    expect(moved.httpStatus).toBe(404);

    const deleted = await t.request('DELETE', '/api/admin/contest/announcement', {
      token: admin.token,
      query: { aid },
    });
    expect(deleted.httpStatus).toBe(200);
    expect(
      await t.platform.db
        .select()
        .from(contestAnnouncement)
        .where(and(eq(contestAnnouncement.cid, cid), eq(contestAnnouncement.id, aid))),
    ).toHaveLength(0);
    const again = await t.request('DELETE', '/api/admin/contest/announcement', {
      token: admin.token,
      query: { aid },
    });
    expect(again.httpStatus).toBe(404);
  });

  it('refuses non-owners, bad input and unknown ids, changing nothing', async () => {
    const cid = await createContest(root);
    const count = async () =>
      (await t.platform.db.select().from(contestAnnouncement).where(eq(contestAnnouncement.cid, cid))).length;
    const created = await t.request('POST', '/api/admin/contest/announcement', {
      token: root,
      body: { cid, announcement: { title: 'T', content: 'C' } },
    });
    const aid = created.body.data.id;
    const refused = [
      await t.request('PUT', '/api/admin/contest/announcement', {
        token: admin.token,
        body: { announcement: { id: aid, title: 'x', content: 'y' } },
      }),
      await t.request('DELETE', '/api/admin/contest/announcement', { token: admin.token, query: { aid } }),
    ];
    for (const res of refused) expect(res.httpStatus).toBe(403);
    for (const body of [
      { announcement: { title: 'T', content: 'C' } },
      { cid, announcement: { title: '', content: 'C' } },
      { cid, announcement: { title: 'T', content: '   ' } },
      { cid, announcement: { title: 'T\u0000', content: 'C' } },
      { cid, announcement: { title: 'T', content: 'c'.repeat(70000) } },
      { cid, announcement: { title: 'T', content: 'C', status: 2 } },
      { cid: 2147483648, announcement: { title: 'T', content: 'C' } },
    ]) {
      const res = await t.request('POST', '/api/admin/contest/announcement', { token: root, body });
      expect(res.httpStatus, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(
      (
        await t.request('POST', '/api/admin/contest/announcement', {
          token: root,
          body: { cid: 2147483647, announcement: { title: 'T', content: 'C' } },
        })
      ).httpStatus,
    ).toBe(404);
    expect(
      (
        await t.request('DELETE', '/api/admin/contest/announcement', {
          token: root,
          query: { aid: '2147483648' },
        })
      ).httpStatus,
    ).toBe(400);
    expect(
      (
        await t.request('DELETE', '/api/admin/contest/announcement', {
          token: root,
          query: { aid: 2147483647 },
        })
      ).httpStatus,
    ).toBe(404);
    expect(await count()).toBe(1);
  });
});
