import { GROUP_TRAINING_MESSAGES as G } from '@contract/group-training';
import { TRAINING_ADMIN_MESSAGES as M } from '@contract/training-admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMember, team, training, trainingProblem, trainingRegister } from '../../worker/src/db/schema';
import { deleteGroupTrainings } from '../../worker/src/domains/training/index';
import { addGroupMember, insertGroupWithMembers, insertGroupWithOwner } from '../support/group-fixtures';
import { insertProblem } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  addTrainingProblem,
  insertPrivateTraining,
  insertTraining,
  insertTrainingCategory,
} from '../support/training-fixtures';

/** A group's trainings (spec 3 §2, §5, §6, §7) for every kind of caller, and the training pages inside a group. */

type Account = { uid: string; username: string; token: string };
type Group = Awaited<ReturnType<typeof insertGroupWithOwner>>;

let t: TestApp;
let root: string;
let owner: Account;
let groupRoot: Account;
let admin: Account;
let secondAdmin: Account;
let member: Account;
let outsider: Account;
let applicant: Account;
let otherAdmin: Account;
let group: Group;
let otherGroup: Group;
let category: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  otherAdmin = await t.createUser();
  const everyone = await insertGroupWithMembers(
    t,
    { groupRoot: 5, admin: 4, secondAdmin: 4, member: 3, outsider: 0, applicant: 1 },
    { reason: 'Let me in please' },
  );
  ({ owner, groupRoot, admin, secondAdmin, member, outsider, applicant } = everyone.users);
  group = everyone.group;
  otherGroup = await insertGroupWithOwner(t, otherAdmin);
  category = await insertTrainingCategory(t, `Site ${Date.now()}`);
});
afterAll(async () => {
  await t?.close();
});

type Query = Record<string, string | number | boolean>;
const get = (path: string, token: string | null, query: Query) =>
  t.request('GET', `/api${path}`, { token, query });
const send = (method: 'POST' | 'PUT', path: string, token: string | null, body: unknown, query?: Query) =>
  t.request(method, `/api${path}`, { token, body, query });
const remove = (path: string, token: string | null, query: Query) =>
  t.request('DELETE', `/api${path}`, { token, query });

const rowOf = async (tid: number) =>
  (await t.platform.db.select().from(training).where(eq(training.id, tid)))[0];
const linksOf = (tid: number) =>
  t.platform.db.select().from(trainingProblem).where(eq(trainingProblem.tid, tid));
const trainingCount = async (gid: number) =>
  (await t.platform.db.select().from(training).where(eq(training.gid, gid))).length;

const form = (overrides: Record<string, unknown> = {}, categoryId: number | null = category.id) => ({
  training: {
    rank: 5,
    title: 'Group drills',
    description: 'Practise together',
    auth: 'Public',
    privatePwd: '',
    gid: group.id,
    ...overrides,
  },
  trainingCategory: { id: categoryId },
});

/** A training of the group by `author` (a group admin), straight into the table. */
const groupTraining = (author: Account, values: Parameters<typeof insertTraining>[2] = {}) =>
  insertTraining(t, author, { gid: group.id, isGroup: true, categoryId: category.id, ...values });

describe('GET /api/group/get-training-list', () => {
  it('lists the group’s enabled trainings by rank to members, with their progress', async () => {
    const g = await insertGroupWithOwner(t, owner);
    await addGroupMember(t, g.id, member.uid, 3);
    const later = await insertTraining(t, owner, { gid: g.id, isGroup: true, rank: 2, title: 'Later' });
    const first = await insertTraining(t, owner, { gid: g.id, isGroup: true, rank: 1, title: 'First' });
    await insertTraining(t, owner, { gid: g.id, isGroup: true, rank: 0, status: false, title: 'Hidden' });
    const p = await insertProblem(t.platform, { gid: g.id, isGroup: true });
    await addTrainingProblem(t, first.id, p.id);

    const res = await get('/group/get-training-list', member.token, { gid: g.id });
    expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual([first.id, later.id]);
    expect(res.body.data.records[0]).toMatchObject({
      title: 'First',
      problemCount: 1,
      acCount: 0,
      gid: g.id,
    });
    expect((await get('/group/get-training-list', root, { gid: g.id })).httpStatus).toBe(200);
  });

  it('answers 401 to guests, 403 to non-members and applicants, 404 for a missing or disabled group', async () => {
    expect((await get('/group/get-training-list', null, { gid: group.id })).httpStatus).toBe(401);
    expect((await get('/group/get-training-list', outsider.token, { gid: group.id })).httpStatus).toBe(403);
    expect((await get('/group/get-training-list', applicant.token, { gid: group.id })).httpStatus).toBe(403);
    expect((await get('/group/get-training-list', otherAdmin.token, { gid: group.id })).httpStatus).toBe(403);
    expect((await get('/group/get-training-list', member.token, { gid: 2147483647 })).httpStatus).toBe(404);
    const disabled = await insertGroupWithOwner(t, owner, { status: 1 });
    await addGroupMember(t, disabled.id, member.uid, 3);
    expect((await get('/group/get-training-list', member.token, { gid: disabled.id })).httpStatus).toBe(404);
    for (const gid of [0, -1, 2147483648, 'abc', '']) {
      expect((await get('/group/get-training-list', member.token, { gid })).httpStatus, String(gid)).toBe(
        400,
      );
    }
  });

  it('never shows group trainings in the public list', async () => {
    const row = await groupTraining(owner, { title: `Only in group ${Date.now()}` });
    const res = await get('/get-training-list', member.token, { keyword: row.title });
    expect(res.body.data.total).toBe(0);
  });
});

describe('GET /api/group/get-admin-training-list', () => {
  it('lists every training of the group newest first, 10 a page, to group admins and super admin', async () => {
    const g = await insertGroupWithOwner(t, owner);
    await addGroupMember(t, g.id, admin.uid, 4);
    await addGroupMember(t, g.id, member.uid, 3);
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      ids.push((await insertTraining(t, owner, { gid: g.id, isGroup: true, status: i % 2 === 0 })).id);
    }
    const res = await get('/group/get-admin-training-list', admin.token, { gid: g.id });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.total).toBe(11);
    expect(res.body.data.records).toHaveLength(10);
    expect(res.body.data.records[0]).toMatchObject({ id: ids[10], isGroup: true, gid: g.id });
    expect(res.body.data.records[0]).not.toHaveProperty('privatePwd');
    const second = await get('/group/get-admin-training-list', owner.token, { gid: g.id, currentPage: 2 });
    expect(second.body.data.records.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect((await get('/group/get-admin-training-list', root, { gid: g.id })).httpStatus).toBe(200);
  });

  it('refuses guests (401), members and other groups’ admins (403)', async () => {
    expect((await get('/group/get-admin-training-list', null, { gid: group.id })).httpStatus).toBe(401);
    for (const who of [member, outsider, applicant, otherAdmin]) {
      expect((await get('/group/get-admin-training-list', who.token, { gid: group.id })).httpStatus).toBe(
        403,
      );
    }
  });
});

describe('POST /api/group/training', () => {
  it('creates a training of the group by a group admin', async () => {
    const res = await send('POST', '/group/training', admin.token, form({ title: 'Made by admin', rank: 0 }));
    expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
    const row = await rowOf(res.body.data.tid);
    expect(row).toMatchObject({
      title: 'Made by admin',
      rank: 0,
      gid: group.id,
      isGroup: true,
      uid: admin.uid,
      author: admin.username,
      categoryId: category.id,
      status: true,
    });
    const top = await send('POST', '/group/training', root, form({ rank: 2147483647 }));
    expect(top.httpStatus).toBe(200);
    expect((await rowOf(top.body.data.tid))!.rank).toBe(2147483647);
  });

  it('accepts the group’s own categories, not another group’s', async () => {
    const own = await insertTrainingCategory(t, `Own ${Date.now()}`, '#00ff00', group.id);
    const foreign = await insertTrainingCategory(t, `Foreign ${Date.now()}`, '#00ff00', otherGroup.id);
    expect((await send('POST', '/group/training', admin.token, form({}, own.id))).httpStatus).toBe(200);
    const refused = await send('POST', '/group/training', admin.token, form({}, foreign.id));
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.msg).toBe(M.categoryNotFound);
  });

  it('refuses guests, members, outsiders and other groups’ admins, writing nothing', async () => {
    const before = await trainingCount(group.id);
    expect((await send('POST', '/group/training', null, form())).httpStatus).toBe(401);
    for (const who of [member, outsider, applicant, otherAdmin]) {
      expect((await send('POST', '/group/training', who.token, form())).httpStatus).toBe(403);
    }
    expect((await send('POST', '/group/training', admin.token, form({ gid: 2147483647 }))).httpStatus).toBe(
      404,
    );
    expect(await trainingCount(group.id)).toBe(before);
  });

  it('checks the form in the spec’s order and writes nothing on a bad one', async () => {
    const before = await trainingCount(group.id);
    const cases: [unknown, string | null][] = [
      [form({ rank: undefined }), M.rankRequired],
      [form({ rank: 2147483648 }), null],
      [form({ rank: -1 }), null],
      [form({ rank: 1.5 }), null],
      [form({ title: '  ' }), M.titleRequired],
      [form({ description: '' }), M.descriptionRequired],
      [form({}, null), M.categoryRequired],
      [form({ auth: 'Private', privatePwd: '' }), M.passwordRequired],
      [form({ auth: 'Secret' }), M.authInvalid],
      [form({ gid: undefined }), G.gidRequired],
      [form({ gid: 0 }), null],
      [form({ title: 'a\u0000b' }), null],
      [form({ title: 'x'.repeat(501) }), null],
      [form({ description: 'x'.repeat(70_000) }), null],
      [form({}, 2147483647), M.categoryNotFound],
      [{ trainingCategory: { id: category.id } }, M.trainingRequired],
      ['text', null],
      [[], null],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/group/training', admin.token, body);
      expect(res.httpStatus, JSON.stringify(body).slice(0, 120)).toBe(400);
      if (message) expect(res.body.msg).toBe(message);
    }
    expect(await trainingCount(group.id)).toBe(before);
  });
});

describe('GET, PUT and DELETE /api/group/training and PUT /api/group/change-training-status', () => {
  it('lets the author, the group’s roots and super admin manage a training; no one else', async () => {
    const row = await groupTraining(admin, { title: 'Managed' });
    for (const who of [admin.token, owner.token, groupRoot.token, root]) {
      const res = await get('/group/training', who, { tid: row.id });
      expect(res.httpStatus).toBe(200);
      expect(res.body.data).toMatchObject({
        training: { id: row.id, gid: group.id },
        trainingCategory: { id: category.id },
      });
    }
    expect((await get('/group/training', null, { tid: row.id })).httpStatus).toBe(401);
    for (const who of [secondAdmin, member, outsider, otherAdmin]) {
      expect((await get('/group/training', who.token, { tid: row.id })).httpStatus, who.username).toBe(403);
      const put = await send('PUT', '/group/training', who.token, form({ id: row.id, title: 'Taken' }));
      expect(put.httpStatus).toBe(403);
      const status = await send('PUT', '/group/change-training-status', who.token, null, {
        tid: row.id,
        status: false,
      });
      expect(status.httpStatus).toBe(403);
      expect((await remove('/group/training', who.token, { tid: row.id })).httpStatus).toBe(403);
    }
    expect(await rowOf(row.id)).toMatchObject({ title: 'Managed', status: true });
    expect((await get('/group/training', admin.token, { tid: 2147483647 })).httpStatus).toBe(404);
    expect((await get('/group/training', admin.token, { tid: 2147483648 })).httpStatus).toBe(400);
  });

  it('an author who is no longer a group admin loses the training', async () => {
    const g = await insertGroupWithOwner(t, owner);
    const author = await t.createUser();
    await addGroupMember(t, g.id, author.uid, 4);
    const row = await insertTraining(t, author, { gid: g.id, isGroup: true });
    expect((await get('/group/training', author.token, { tid: row.id })).httpStatus).toBe(200);
    await addGroupMember(t, g.id, author.uid, 3);
    expect((await get('/group/training', author.token, { tid: row.id })).httpStatus).toBe(403);
  });

  it('updates in place, keeping the group, and drops registrations when the password changes', async () => {
    const row = await groupTraining(admin, { auth: 'Private', privatePwd: 'old' });
    await t.platform.db.insert(trainingRegister).values({ tid: row.id, uid: member.uid });
    const res = await send(
      'PUT',
      '/group/training',
      groupRoot.token,
      form({ id: row.id, title: 'Renamed', auth: 'Private', privatePwd: 'new', gid: otherGroup.id, rank: 0 }),
    );
    expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({
      title: 'Renamed',
      gid: group.id,
      privatePwd: 'new',
      rank: 0,
      author: admin.username,
    });
    expect(
      await t.platform.db.select().from(trainingRegister).where(eq(trainingRegister.tid, row.id)),
    ).toEqual([]);
    const noId = await send('PUT', '/group/training', admin.token, form());
    expect(noId.httpStatus).toBe(400);
    expect(noId.body.msg).toBe(M.idRequired);
    const bad = await send('PUT', '/group/training', admin.token, form({ id: row.id, rank: 2147483648 }));
    expect(bad.httpStatus).toBe(400);
    expect((await rowOf(row.id))!.rank).toBe(0);
  });

  it('switches visibility from query parameters or a body, and deletes', async () => {
    const row = await groupTraining(admin);
    expect(
      (await send('PUT', '/group/change-training-status', admin.token, null, { tid: row.id, status: false }))
        .httpStatus,
    ).toBe(200);
    expect((await rowOf(row.id))!.status).toBe(false);
    expect(
      (await send('PUT', '/group/change-training-status', owner.token, { tid: row.id, status: true }))
        .httpStatus,
    ).toBe(200);
    expect((await rowOf(row.id))!.status).toBe(true);
    expect(
      (await send('PUT', '/group/change-training-status', owner.token, null, { tid: row.id })).httpStatus,
    ).toBe(400);
    expect((await remove('/group/training', root, { tid: row.id, gid: group.id })).httpStatus).toBe(200);
    expect(await rowOf(row.id)).toBeUndefined();
    expect((await remove('/group/training', root, { tid: row.id })).httpStatus).toBe(404);
  });

  it('refuses a site training through the group calls', async () => {
    const site = await insertTraining(t, admin);
    expect((await get('/group/training', admin.token, { tid: site.id })).httpStatus).toBe(403);
    expect((await remove('/group/training', root, { tid: site.id })).httpStatus).toBe(403);
    expect(await rowOf(site.id)).toBeDefined();
  });
});

describe('the problems of a group training', () => {
  it('lists the training’s problems with their group, to its managers only', async () => {
    const row = await groupTraining(admin);
    const own = await insertProblem(t.platform, { gid: group.id, isGroup: true, auth: 2 });
    const open = await insertProblem(t.platform);
    await addTrainingProblem(t, row.id, own.id, { rank: 2, displayId: 'A' });
    await addTrainingProblem(t, row.id, open.id, { rank: 1, displayId: 'B' });
    const res = await get('/group/get-training-problem-list', admin.token, { tid: row.id });
    expect(res.httpStatus).toBe(200);
    expect(
      res.body.data.problemList.records.map((p: { id: number; gid: number | null }) => [p.id, p.gid]),
    ).toEqual([
      [open.id, null],
      [own.id, group.id],
    ]);
    expect(res.body.data.trainingProblemMap[String(own.id)]).toMatchObject({ displayId: 'A', rank: 2 });
    const candidates = await get('/group/get-training-problem-list', admin.token, {
      tid: row.id,
      queryExisted: false,
    });
    const candidateIds = candidates.body.data.problemList.records.map((p: { id: number }) => p.id);
    expect(candidateIds).not.toContain(open.id);
    expect(candidateIds).not.toContain(own.id);
    expect((await get('/group/get-training-problem-list', null, { tid: row.id })).httpStatus).toBe(401);
    for (const who of [secondAdmin, member, outsider, otherAdmin]) {
      expect((await get('/group/get-training-problem-list', who.token, { tid: row.id })).httpStatus).toBe(
        403,
      );
    }
  });

  it('adds public problems once, one row when two identical adds race, and refuses hidden or group problems', async () => {
    const row = await groupTraining(admin);
    const p = await insertProblem(t.platform);
    const body = { pid: p.id, tid: row.id, displayId: 'P1' };
    const results = await Promise.all([
      send('POST', '/group/add-training-problem-from-public', admin.token, body),
      send('POST', '/group/add-training-problem-from-public', admin.token, body),
    ]);
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 400]);
    expect(await linksOf(row.id)).toMatchObject([{ pid: p.id, displayId: 'P1' }]);
    const hidden = await insertProblem(t.platform, { auth: 2 });
    const grouped = await insertProblem(t.platform, { gid: group.id, isGroup: true });
    for (const pid of [hidden.id, grouped.id]) {
      const res = await send('POST', '/group/add-training-problem-from-public', admin.token, {
        pid,
        tid: row.id,
        displayId: 'X',
      });
      expect(res.httpStatus).toBe(400);
      expect(res.body.msg).toBe(M.problemNotPublic);
    }
    for (const bad of [
      { pid: p.id, tid: row.id, displayId: '' },
      { pid: p.id, tid: row.id, displayId: 'a\u0000' },
      { pid: p.id, tid: row.id, displayId: 'x'.repeat(101) },
      { pid: 2147483648, tid: row.id, displayId: 'Y' },
      { pid: p.id, tid: 0, displayId: 'Y' },
    ]) {
      expect(
        (await send('POST', '/group/add-training-problem-from-public', admin.token, bad)).httpStatus,
      ).toBe(400);
    }
    const other = await insertProblem(t.platform);
    for (const who of [member, secondAdmin, otherAdmin]) {
      const res = await send('POST', '/group/add-training-problem-from-public', who.token, {
        pid: other.id,
        tid: row.id,
        displayId: 'Z',
      });
      expect(res.httpStatus).toBe(403);
    }
    expect(await linksOf(row.id)).toHaveLength(1);
  });

  it('adds a problem of the same group by its display id, never another group’s', async () => {
    const row = await groupTraining(admin);
    const stamp = Date.now().toString(36);
    const own = await insertProblem(t.platform, {
      gid: group.id,
      isGroup: true,
      auth: 2,
      problemId: `G-${stamp}`,
    });
    const foreign = await insertProblem(t.platform, {
      gid: otherGroup.id,
      isGroup: true,
      problemId: `F-${stamp}`,
    });
    const res = await send('POST', '/group/add-training-problem-from-group', admin.token, null, {
      problemId: own.problemId,
      tid: row.id,
    });
    expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
    expect(await linksOf(row.id)).toMatchObject([{ pid: own.id, displayId: own.problemId }]);
    const again = await send('POST', '/group/add-training-problem-from-group', owner.token, {
      problemId: own.problemId,
      tid: row.id,
    });
    expect(again.httpStatus).toBe(400);
    expect(again.body.msg).toBe(M.problemAlreadyAdded);
    for (const problemId of [foreign.problemId, 'no-such-problem']) {
      const refused = await send('POST', '/group/add-training-problem-from-group', admin.token, {
        problemId,
        tid: row.id,
      });
      expect(refused.httpStatus).toBe(404);
      expect(refused.body.msg).toBe(G.groupProblemNotFound);
    }
    for (const bad of [
      { problemId: '', tid: row.id },
      { problemId: 'a\u0000', tid: row.id },
      { problemId: 'x'.repeat(101), tid: row.id },
      { problemId: own.problemId, tid: 2147483648 },
    ]) {
      expect(
        (await send('POST', '/group/add-training-problem-from-group', admin.token, bad)).httpStatus,
      ).toBe(400);
    }
    const refusedOther = await send('POST', '/group/add-training-problem-from-group', otherAdmin.token, {
      problemId: foreign.problemId,
      tid: row.id,
    });
    expect(refusedOther.httpStatus).toBe(403);
    expect(await linksOf(row.id)).toHaveLength(1);
  });

  it('ranks a problem from 0 to 2147483647 and removes it from the training', async () => {
    const row = await groupTraining(admin);
    const p = await insertProblem(t.platform);
    const link = await addTrainingProblem(t, row.id, p.id);
    for (const rank of [0, 2147483647]) {
      const res = await send('PUT', '/group/training-problem', admin.token, { id: link.id, rank });
      expect(res.httpStatus).toBe(200);
      expect((await linksOf(row.id))[0]!.rank).toBe(rank);
    }
    for (const rank of [2147483648, -1, 'a\u0000', 1.5]) {
      expect(
        (await send('PUT', '/group/training-problem', admin.token, { id: link.id, rank })).httpStatus,
      ).toBe(400);
    }
    for (const who of [member, secondAdmin, otherAdmin]) {
      expect(
        (await send('PUT', '/group/training-problem', who.token, { id: link.id, rank: 1 })).httpStatus,
      ).toBe(403);
      expect(
        (await remove('/group/training-problem', who.token, { pid: p.id, tid: row.id })).httpStatus,
      ).toBe(403);
    }
    expect((await linksOf(row.id))[0]!.rank).toBe(2147483647);
    expect(
      (await remove('/group/training-problem', groupRoot.token, { pid: p.id, tid: row.id })).httpStatus,
    ).toBe(200);
    expect(await linksOf(row.id)).toEqual([]);
    expect(
      (await remove('/group/training-problem', groupRoot.token, { pid: p.id, tid: row.id })).httpStatus,
    ).toBe(404);
  });
});

describe('the training pages for a group training', () => {
  it('open to members (private ones after registering), not to guests, outsiders or applicants', async () => {
    const row = await insertPrivateTraining(t, admin, 'pw', { gid: group.id, isGroup: true });
    const p = await insertProblem(t.platform, { gid: group.id, isGroup: true });
    await addTrainingProblem(t, row.id, p.id, { displayId: 'A' });
    const tid = row.id;
    for (const path of [
      '/get-training-detail',
      '/get-training-access',
      '/get-training-problem-list',
      '/get-training-rank',
    ]) {
      expect((await get(path, null, { tid })).httpStatus, path).toBe(401);
      for (const who of [outsider, applicant, otherAdmin]) {
        expect((await get(path, who.token, { tid })).httpStatus, `${path} ${who.username}`).toBe(403);
      }
    }
    expect(
      (await send('POST', '/register-training', outsider.token, { tid, password: 'pw' })).httpStatus,
    ).toBe(403);

    expect((await get('/get-training-detail', member.token, { tid })).httpStatus).toBe(200);
    expect((await get('/get-training-access', member.token, { tid })).body.data).toEqual({ access: false });
    expect((await get('/get-training-problem-list', member.token, { tid })).httpStatus).toBe(403);
    expect((await send('POST', '/register-training', member.token, { tid, password: 'pw' })).httpStatus).toBe(
      200,
    );
    const problems = await get('/get-training-problem-list', member.token, { tid });
    expect(problems.httpStatus).toBe(200);
    expect(problems.body.data.map((x: { problemId: string }) => x.problemId)).toEqual(['A']);
    expect((await get('/get-training-rank', member.token, { tid })).httpStatus).toBe(200);

    // The group's roots manage it without registering (HOJ); a plain group admin registers like a member.
    expect((await get('/get-training-access', groupRoot.token, { tid })).body.data).toEqual({ access: true });
    expect((await get('/get-training-problem-list', groupRoot.token, { tid })).httpStatus).toBe(200);
    expect((await get('/get-training-problem-list', secondAdmin.token, { tid })).httpStatus).toBe(403);
  });

  it('hides a hidden group training from members but not from its managers', async () => {
    const row = await groupTraining(admin, { status: false });
    expect((await get('/get-training-detail', member.token, { tid: row.id })).httpStatus).toBe(404);
    for (const who of [admin.token, groupRoot.token, root]) {
      expect((await get('/get-training-detail', who, { tid: row.id })).httpStatus).toBe(200);
    }
  });

  it('a member who leaves loses the training at once', async () => {
    const leaver = await t.createUser();
    await addGroupMember(t, group.id, leaver.uid, 3);
    const row = await groupTraining(admin);
    expect((await get('/get-training-detail', leaver.token, { tid: row.id })).httpStatus).toBe(200);
    expect((await get('/group/get-training-list', leaver.token, { gid: group.id })).httpStatus).toBe(200);
    await t.platform.db
      .delete(groupMember)
      .where(and(eq(groupMember.gid, group.id), eq(groupMember.uid, leaver.uid)));
    expect((await get('/get-training-detail', leaver.token, { tid: row.id })).httpStatus).toBe(403);
    expect((await get('/group/get-training-list', leaver.token, { gid: group.id })).httpStatus).toBe(403);
  });

  it('closes while the group is disabled, except to super admin', async () => {
    const g = await insertGroupWithOwner(t, owner);
    await addGroupMember(t, g.id, member.uid, 3);
    const row = await insertTraining(t, owner, { gid: g.id, isGroup: true });
    await t.platform.db.update(team).set({ status: 1 }).where(eq(team.id, g.id));
    expect((await get('/get-training-detail', member.token, { tid: row.id })).httpStatus).toBe(404);
    expect((await get('/get-training-detail', root, { tid: row.id })).httpStatus).toBe(200);
  });
});

describe('deleteGroupTrainings', () => {
  it('removes the group’s trainings and their links, and no other group’s', async () => {
    const g = await insertGroupWithOwner(t, owner);
    const row = await insertTraining(t, owner, { gid: g.id, isGroup: true });
    const p = await insertProblem(t.platform);
    await addTrainingProblem(t, row.id, p.id);
    const kept = await groupTraining(admin);
    await t.platform.db.transaction((tx) => deleteGroupTrainings(tx, g.id));
    expect(await rowOf(row.id)).toBeUndefined();
    expect(await linksOf(row.id)).toEqual([]);
    expect(await rowOf(kept.id)).toBeDefined();
  });
});
