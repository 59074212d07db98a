import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestProblem, problem, tag, team } from '../../worker/src/db/schema';
import { deleteGroupProblems } from '../../worker/src/domains/problem/index';
import { addGroupMember, insertGroupWithOwner } from '../support/group-fixtures';
import {
  addContestProblem,
  editorPayload,
  hoursFromNow,
  insertContest,
  insertProblem,
  zipOf,
  zipUpload,
} from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let root: string;
let owner: User;
let groupRoot: User;
let groupAdmin: User;
let secondAdmin: User;
let member: User;
let outsider: User;
let otherAdmin: User;
let problemAdmin: User;
let gid: number;
let shortName: string;
let otherGid: number;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  const users = await Promise.all(Array.from({ length: 7 }, () => t.createUser()));
  [owner, groupRoot, groupAdmin, secondAdmin, member, outsider, otherAdmin] = users as [
    User,
    User,
    User,
    User,
    User,
    User,
    User,
  ];
  problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  const group = await insertGroupWithOwner(t, owner);
  gid = group.id;
  shortName = group.shortName.toUpperCase();
  await addGroupMember(t, gid, groupRoot.uid, 5);
  await addGroupMember(t, gid, groupAdmin.uid, 4);
  await addGroupMember(t, gid, secondAdmin.uid, 4);
  await addGroupMember(t, gid, member.uid, 3);
  const other = await insertGroupWithOwner(t, await t.createUser());
  otherGid = other.id;
  await addGroupMember(t, otherGid, otherAdmin.uid, 4);
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const nextId = () => `P${++sequence}`;

const payload = (overrides: Record<string, unknown> = {}, group = gid) =>
  editorPayload({ problem: { problemId: nextId(), gid: group, ...overrides } });

const create = (token: string | null, body: unknown) =>
  t.request('POST', '/api/group/problem', { token, body });

/** Creates a group problem as `token` and returns its row. */
async function createProblem(token: string, overrides: Record<string, unknown> = {}) {
  const res = await create(token, payload(overrides));
  expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
  const [row] = await t.platform.db.select().from(problem).where(eq(problem.id, res.body.data.pid));
  return row!;
}

describe('creating a group problem', () => {
  it('prefixes the display id with the short name and makes it the group’s', async () => {
    const res = await create(groupAdmin.token, payload({ problemId: 'a1' }));
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Create Successfully');
    const [row] = await t.platform.db.select().from(problem).where(eq(problem.id, res.body.data.pid));
    expect(row).toMatchObject({
      problemId: `${shortName}A1`,
      isGroup: true,
      gid,
      author: groupAdmin.username,
      applyPublicProgress: null,
    });
  });

  it('is for group admins, the group root, the owner and super admin only', async () => {
    expect((await create(null, payload())).httpStatus).toBe(401);
    for (const user of [member, outsider, otherAdmin, problemAdmin]) {
      const res = await create(user.token, payload());
      expect(res.httpStatus, user.username).toBe(403);
    }
    for (const token of [groupRoot.token, owner.token, root]) {
      expect((await create(token, payload())).httpStatus).toBe(200);
    }
  });

  it('refuses a display id already taken, also when two identical requests race', async () => {
    const body = payload({ problemId: 'dup1' });
    expect((await create(groupAdmin.token, body)).httpStatus).toBe(200);
    const again = await create(groupAdmin.token, body);
    expect(again.httpStatus).toBe(400);
    expect(again.body.msg).toContain(`${shortName}DUP1`);

    const racing = payload({ problemId: 'race1' });
    const results = await Promise.all([create(groupAdmin.token, racing), create(groupAdmin.token, racing)]);
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 400]);
    const rows = await t.platform.db
      .select()
      .from(problem)
      .where(eq(problem.problemId, `${shortName}RACE1`));
    expect(rows).toHaveLength(1);
  });

  it('checks the editor rules and the group before writing anything', async () => {
    const before = (await t.platform.db.select({ id: problem.id }).from(problem)).length;
    const cases: [unknown, number, string | null][] = [
      [payload({ problemId: '' }), 400, 'Problem display id is required'],
      [payload({ gid: undefined }), 400, 'gid is required'],
      [payload({ gid: 2147483648 }), 400, null],
      [payload({ gid: 0 }), 400, null],
      [payload({ gid: 2147483647 }), 404, null],
      [payload({ auth: 3 }), 400, 'auth must be 1 (public) or 2 (private)'],
      [payload({ problemId: 'X'.repeat(99) }), 400, null],
      [payload({ title: '' }), 400, 'Title is required'],
      [payload({ title: 'a\u0000b' }), 400, null],
      [{ ...payload(), languages: [] }, 400, 'At least one language is required'],
      ['not an object', 400, null],
    ];
    for (const [body, status, msg] of cases) {
      const res = await create(groupAdmin.token, body);
      expect(res.httpStatus, JSON.stringify(res.body)).toBe(status);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect((await t.platform.db.select({ id: problem.id }).from(problem)).length).toBe(before);
  });

  it('keeps new tags in the group and refuses another group’s tags', async () => {
    const [foreign] = await t.platform.db
      .insert(tag)
      .values({ name: `foreign-${Date.now()}`, gid: otherGid })
      .returning();
    const refused = await create(groupAdmin.token, {
      ...payload(),
      tags: [{ id: foreign!.id, name: foreign!.name }],
    });
    expect(refused.httpStatus).toBe(403);

    const name = `group-tag-${Date.now()}`;
    const saved = await create(groupAdmin.token, { ...payload(), tags: [{ name }] });
    expect(saved.httpStatus).toBe(200);
    const [created] = await t.platform.db.select().from(tag).where(eq(tag.name, name));
    expect(created!.gid).toBe(gid);

    const tags = await t.request('GET', '/api/group/get-all-problem-tags', {
      token: groupAdmin.token,
      query: { gid },
    });
    expect(tags.httpStatus).toBe(200);
    const names = tags.body.data.map((x: { name: string }) => x.name);
    expect(names).toContain(name);
    expect(names).not.toContain(foreign!.name);
    for (const [token, status] of [
      [null, 401],
      [member.token, 403],
      [outsider.token, 403],
      [otherAdmin.token, 403],
    ] as const) {
      expect(
        (await t.request('GET', '/api/group/get-all-problem-tags', { token, query: { gid } })).httpStatus,
      ).toBe(status);
    }
  });
});

describe('the group’s problem lists', () => {
  it('members see the public problems in display-id order; admins see every problem', async () => {
    const group = await insertGroupWithOwner(t, owner);
    await addGroupMember(t, group.id, member.uid, 3);
    await addGroupMember(t, group.id, groupAdmin.uid, 4);
    const make = async (problemId: string, auth: number) => {
      const res = await create(groupAdmin.token, payload({ problemId, auth }, group.id));
      expect(res.httpStatus).toBe(200);
      return res.body.data.pid as number;
    };
    await make('10', 1);
    await make('9', 1);
    const hidden = await make('2', 2);
    await insertProblem(t.platform, { gid: otherGid, isGroup: true, auth: 1 });

    const list = await t.request('GET', '/api/group/get-problem-list', {
      token: member.token,
      query: { gid: group.id },
    });
    expect(list.httpStatus).toBe(200);
    const prefix = group.shortName.toUpperCase();
    expect(list.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual([
      `${prefix}9`,
      `${prefix}10`,
    ]);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.records[0]).toMatchObject({ ac: 0, total: 0, tags: [], difficulty: 0, type: 0 });

    const admin = await t.request('GET', '/api/group/get-admin-problem-list', {
      token: groupAdmin.token,
      query: { gid: group.id },
    });
    expect(admin.httpStatus).toBe(200);
    expect(admin.body.data.records).toHaveLength(3);
    expect(admin.body.data.records[0]).toMatchObject({
      id: hidden,
      auth: 2,
      author: groupAdmin.username,
      applyPublicProgress: null,
      gid: group.id,
    });
    expect(admin.body.data.size).toBe(10);

    for (const [path, token, status] of [
      ['get-problem-list', null, 401],
      ['get-problem-list', outsider.token, 403],
      ['get-problem-list', otherAdmin.token, 403],
      ['get-problem-list', root, 200],
      ['get-admin-problem-list', null, 401],
      ['get-admin-problem-list', member.token, 403],
      ['get-admin-problem-list', outsider.token, 403],
      ['get-admin-problem-list', root, 200],
    ] as const) {
      const res = await t.request('GET', `/api/group/${path}`, { token, query: { gid: group.id } });
      expect(res.httpStatus, `${path} ${status}`).toBe(status);
      if (status !== 200) expect(res.body.data ?? null).toBeNull();
    }
    for (const bad of ['', '0', '-1', 'abc', '2147483648']) {
      const res = await t.request('GET', '/api/group/get-problem-list', {
        token: member.token,
        query: { gid: bad },
      });
      expect(res.httpStatus, bad).toBe(400);
    }
    const missing = await t.request('GET', '/api/group/get-problem-list', {
      token: root,
      query: { gid: 2147483647 },
    });
    expect(missing.httpStatus).toBe(404);
  });

  it('a member who leaves loses the list at once; a disabled group is gone', async () => {
    const group = await insertGroupWithOwner(t, owner);
    const leaver = await t.createUser();
    await addGroupMember(t, group.id, leaver.uid, 3);
    const read = (token: string) =>
      t.request('GET', '/api/group/get-problem-list', { token, query: { gid: group.id } });
    expect((await read(leaver.token)).httpStatus).toBe(200);
    await addGroupMember(t, group.id, leaver.uid, 1);
    expect((await read(leaver.token)).httpStatus).toBe(403);
    await t.platform.db.update(team).set({ status: 1 }).where(eq(team.id, group.id));
    expect((await read(owner.token)).httpStatus).toBe(404);
  });
});

describe('editing, reading and deleting a group problem', () => {
  it('the author (a group admin), the group root, the owner and super admin may; others not', async () => {
    const row = await createProblem(groupAdmin.token, { problemId: 'e1' });
    const read = (token: string | null) =>
      t.request('GET', '/api/group/problem', { token, query: { pid: row.id } });
    for (const [token, status] of [
      [null, 401],
      [member.token, 403],
      [outsider.token, 403],
      [otherAdmin.token, 403],
      [secondAdmin.token, 403],
      [problemAdmin.token, 403],
      [groupAdmin.token, 200],
      [groupRoot.token, 200],
      [owner.token, 200],
      [root, 200],
    ] as const) {
      expect((await read(token)).httpStatus).toBe(status);
    }
    const detail = (await read(groupAdmin.token)).body.data;
    expect(detail).toMatchObject({ id: row.id, problemId: `${shortName}E1`, gid, isGroup: true });
    expect(detail.languages.map((l: { name: string }) => l.name).sort()).toEqual(['C++', 'Python3']);
    expect(detail.samples).toHaveLength(2);

    const cases = await t.request('GET', '/api/group/get-problem-cases', {
      token: groupAdmin.token,
      query: { pid: row.id, isUpload: false },
    });
    expect(cases.httpStatus).toBe(200);
    expect(cases.body.data.map((c: { input: string }) => c.input)).toEqual(['1 2\n', '5 7\n']);
    expect(
      (
        await t.request('GET', '/api/group/get-problem-cases', {
          token: member.token,
          query: { pid: row.id },
        })
      ).httpStatus,
    ).toBe(403);

    const update = (token: string, overrides: Record<string, unknown> = {}) =>
      t.request('PUT', '/api/group/problem', {
        token,
        body: payload({ id: row.id, problemId: 'e1', title: 'Edited', ...overrides }),
      });
    expect((await update(secondAdmin.token)).httpStatus).toBe(403);
    expect((await update(member.token)).httpStatus).toBe(403);
    const edited = await update(groupRoot.token, { problemId: 'e2' });
    expect(edited.httpStatus).toBe(200);
    const [after] = await t.platform.db.select().from(problem).where(eq(problem.id, row.id));
    expect(after).toMatchObject({
      problemId: `${shortName}E2`,
      title: 'Edited',
      modifiedUser: groupRoot.username,
      gid,
      isGroup: true,
      author: groupAdmin.username,
    });
    expect((await update(groupAdmin.token, { gid: otherGid })).httpStatus).toBe(404);
    expect((await update(groupAdmin.token, { id: undefined })).httpStatus).toBe(400);

    const remove = (token: string, query: Record<string, number>) =>
      t.request('DELETE', '/api/group/problem', { token, query });
    expect((await remove(member.token, { pid: row.id, gid })).httpStatus).toBe(403);
    expect((await remove(secondAdmin.token, { pid: row.id, gid })).httpStatus).toBe(403);
    expect((await remove(otherAdmin.token, { pid: row.id, gid: otherGid })).httpStatus).toBe(404);
    expect((await remove(groupAdmin.token, { pid: 2147483647, gid })).httpStatus).toBe(404);
    expect((await remove(groupAdmin.token, { pid: row.id, gid })).httpStatus).toBe(200);
    expect(await t.platform.db.select().from(problem).where(eq(problem.id, row.id))).toEqual([]);
  });

  it('a group admin who stops being one loses their own problems; a bank problem is no group’s', async () => {
    const former = await t.createUser();
    await addGroupMember(t, gid, former.uid, 4);
    const row = await createProblem(former.token);
    await addGroupMember(t, gid, former.uid, 3);
    expect(
      (await t.request('GET', '/api/group/problem', { token: former.token, query: { pid: row.id } }))
        .httpStatus,
    ).toBe(403);
    const bank = await insertProblem(t.platform);
    const res = await t.request('GET', '/api/group/problem', { token: root, query: { pid: bank.id } });
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe('The problem does not belong to a group');
  });

  it('deleting a group problem takes it out of the contests that use it', async () => {
    const row = await createProblem(groupAdmin.token);
    const c = await insertContest(t.platform, {
      startTime: hoursFromNow(t.clock, -1),
      endTime: hoursFromNow(t.clock, 1),
    });
    await addContestProblem(t.platform, c.id, row.id, 'A');
    // A problem used in a contest may be set to contest.
    const contestAuth = await t.request('PUT', '/api/group/change-problem-auth', {
      token: groupAdmin.token,
      query: { pid: row.id, auth: 3 },
    });
    expect(contestAuth.httpStatus).toBe(200);
    const res = await t.request('DELETE', '/api/group/problem', {
      token: groupAdmin.token,
      query: { pid: row.id },
    });
    expect(res.httpStatus).toBe(200);
    expect(await t.platform.db.select().from(contestProblem).where(eq(contestProblem.pid, row.id))).toEqual(
      [],
    );
  });
});

describe('changing a group problem’s auth', () => {
  it('switches between public and private; contest only for a problem in a contest', async () => {
    const row = await createProblem(groupAdmin.token);
    const change = (token: string | null, query: Record<string, unknown>) =>
      t.request('PUT', '/api/group/change-problem-auth', { token, query: query as Record<string, string> });
    expect((await change(null, { pid: row.id, auth: 2 })).httpStatus).toBe(401);
    expect((await change(member.token, { pid: row.id, auth: 2 })).httpStatus).toBe(403);
    expect((await change(otherAdmin.token, { pid: row.id, auth: 2 })).httpStatus).toBe(403);
    expect((await change(groupAdmin.token, { pid: row.id, auth: 2 })).httpStatus).toBe(200);
    const [hidden] = await t.platform.db.select().from(problem).where(eq(problem.id, row.id));
    expect(hidden).toMatchObject({ auth: 2, modifiedUser: groupAdmin.username });
    for (const auth of [0, 4, 'x', '']) {
      expect((await change(groupAdmin.token, { pid: row.id, auth })).httpStatus).toBe(400);
    }
    const contestAuth = await change(groupAdmin.token, { pid: row.id, auth: 3 });
    expect(contestAuth.httpStatus).toBe(400);
    expect(contestAuth.body.msg).toBe('Only a problem used in a contest can be set to contest');

    // HOJ's client sends query parameters; a JSON body works too.
    const byBody = await t.request('PUT', '/api/group/change-problem-auth', {
      token: groupRoot.token,
      body: { pid: row.id, auth: 1 },
    });
    expect(byBody.httpStatus).toBe(200);
    const [shown] = await t.platform.db.select().from(problem).where(eq(problem.id, row.id));
    expect(shown!.auth).toBe(1);
  });

  it('a private group problem is for the group’s admins; outsiders never see a group problem', async () => {
    const row = await createProblem(groupAdmin.token);
    const detail = (token: string | null) =>
      t.request('GET', '/api/get-problem-detail', { token, query: { problemId: row.problemId } });
    expect((await detail(member.token)).httpStatus).toBe(200);
    expect((await detail(outsider.token)).httpStatus).toBe(403);
    expect((await detail(null)).httpStatus).toBe(401);
    await t.request('PUT', '/api/group/change-problem-auth', {
      token: groupAdmin.token,
      query: { pid: row.id, auth: 2 },
    });
    expect((await detail(member.token)).httpStatus).toBe(403);
    expect((await detail(groupAdmin.token)).httpStatus).toBe(200);
    const list = await t.request('GET', '/api/group/get-problem-list', {
      token: member.token,
      query: { gid },
    });
    expect(list.body.data.records.map((r: { pid: number }) => r.pid)).not.toContain(row.id);
    const bank = await t.request('GET', '/api/get-problem-list', { query: { limit: 100 } });
    expect(bank.body.data.records.map((r: { problemId: string }) => r.problemId)).not.toContain(
      row.problemId,
    );
  });

  it('a disabled group’s problems are closed to its members', async () => {
    const group = await insertGroupWithOwner(t, owner);
    await addGroupMember(t, group.id, member.uid, 3);
    const own = await insertProblem(t.platform, { gid: group.id, isGroup: true, auth: 1 });
    const detail = (token: string) =>
      t.request('GET', '/api/get-problem-detail', { token, query: { problemId: own.problemId } });
    expect((await detail(member.token)).httpStatus).toBe(200);
    await t.platform.db.update(team).set({ status: 1 }).where(eq(team.id, group.id));
    expect((await detail(member.token)).httpStatus).toBe(403);
    expect((await detail(owner.token)).httpStatus).toBe(403);
    expect((await detail(root)).httpStatus).toBe(200);
  });
});

describe('applying to make a group problem public', () => {
  it('runs applying → cancelled → applying → refused → applying → public', async () => {
    const row = await createProblem(groupAdmin.token);
    const apply = (token: string, isApplied: boolean) =>
      t.request('PUT', '/api/group/apply-public', { token, query: { pid: row.id, isApplied } });
    const progress = async () =>
      (await t.platform.db.select().from(problem).where(eq(problem.id, row.id)))[0]!;
    const review = (token: string, progressValue: number) =>
      t.request('PUT', '/api/admin/group-problem/change-progress', {
        token,
        body: { pid: row.id, progress: progressValue },
      });

    expect((await apply(member.token, true)).httpStatus).toBe(403);
    expect((await apply(secondAdmin.token, true)).httpStatus).toBe(403);
    expect((await apply(groupAdmin.token, false)).httpStatus).toBe(400);
    const applied = await apply(groupAdmin.token, true);
    expect(applied.httpStatus).toBe(200);
    expect(applied.body.msg).toBe('Apply Successfully');
    expect((await progress()).applyPublicProgress).toBe(1);
    const twice = await apply(groupAdmin.token, true);
    expect(twice.httpStatus).toBe(400);
    expect(twice.body.msg).toBe('The problem is already waiting to be made public');
    expect((await apply(groupRoot.token, false)).httpStatus).toBe(200);
    expect((await progress()).applyPublicProgress).toBeNull();

    // Two identical applications at once: one goes through.
    const racing = await Promise.all([apply(groupAdmin.token, true), apply(groupAdmin.token, true)]);
    expect(racing.map((r) => r.httpStatus).sort()).toEqual([200, 400]);

    const listed = await t.request('GET', '/api/admin/group-problem/list', {
      token: problemAdmin.token,
      query: { gid },
    });
    expect(listed.httpStatus).toBe(200);
    expect(listed.body.data.records).toContainEqual(
      expect.objectContaining({ id: row.id, gid, applyPublicProgress: 1, problemId: row.problemId }),
    );
    const searched = await t.request('GET', '/api/admin/group-problem/list', {
      token: root,
      query: { keyword: row.problemId },
    });
    expect(searched.body.data.records.map((r: { id: number }) => r.id)).toEqual([row.id]);

    for (const user of [groupAdmin, groupRoot, member]) {
      expect((await review(user.token, 2)).httpStatus).toBe(403);
      expect(
        (await t.request('GET', '/api/admin/group-problem/list', { token: user.token })).httpStatus,
      ).toBe(403);
    }
    expect((await t.request('GET', '/api/admin/group-problem/list')).httpStatus).toBe(401);
    for (const bad of [0, 4, null]) expect((await review(root, bad as number)).httpStatus).toBe(400);
    const bank = await insertProblem(t.platform);
    expect(
      (
        await t.request('PUT', '/api/admin/group-problem/change-progress', {
          token: root,
          body: { pid: bank.id, progress: 2 },
        })
      ).httpStatus,
    ).toBe(400);
    expect(
      (
        await t.request('PUT', '/api/admin/group-problem/change-progress', {
          token: root,
          body: { pid: 2147483647, progress: 2 },
        })
      ).httpStatus,
    ).toBe(404);

    expect((await review(problemAdmin.token, 3)).httpStatus).toBe(200);
    expect(await progress()).toMatchObject({ applyPublicProgress: 3, isGroup: true });
    expect((await apply(groupAdmin.token, true)).httpStatus).toBe(200);

    expect((await review(root, 2)).httpStatus).toBe(200);
    expect(await progress()).toMatchObject({
      applyPublicProgress: 2,
      isGroup: false,
      gid,
      problemId: row.problemId,
    });
    const publicList = await t.request('GET', '/api/get-problem-list', { query: { keyword: row.problemId } });
    expect(publicList.body.data.records.map((r: { problemId: string }) => r.problemId)).toContain(
      row.problemId,
    );
    const again = await apply(groupAdmin.token, true);
    expect(again.httpStatus).toBe(400);
    expect(again.body.msg).toBe('The problem is already public');
    const withdraw = await apply(groupAdmin.token, false);
    expect(withdraw.httpStatus).toBe(400);

    // Still the group's to edit; an edit of a public problem keeps it public.
    const edited = await t.request('PUT', '/api/group/problem', {
      token: groupAdmin.token,
      body: payload({ id: row.id, problemId: row.problemId.slice(shortName.length) }),
    });
    expect(edited.httpStatus).toBe(200);
    expect(await progress()).toMatchObject({ applyPublicProgress: 2, isGroup: false });
  });

  it('an edit withdraws a pending application', async () => {
    const row = await createProblem(groupAdmin.token, { problemId: 'w1' });
    await t.request('PUT', '/api/group/apply-public', {
      token: groupAdmin.token,
      query: { pid: row.id, isApplied: true },
    });
    const edited = await t.request('PUT', '/api/group/problem', {
      token: groupAdmin.token,
      body: payload({ id: row.id, problemId: 'w1' }),
    });
    expect(edited.httpStatus).toBe(200);
    const [after] = await t.platform.db.select().from(problem).where(eq(problem.id, row.id));
    expect(after!.applyPublicProgress).toBeNull();
    for (const bad of [{}, { pid: row.id }, { pid: row.id, isApplied: 'maybe' }]) {
      const res = await t.request('PUT', '/api/group/apply-public', { token: groupAdmin.token, body: bad });
      expect(res.httpStatus).toBe(400);
    }
  });
});

describe('test data and checkers of group problems', () => {
  it('group admins upload and download test data; members and other groups may not', async () => {
    const zip = zipOf({ '1.in': '1 2\n', '1.out': '3\n' });
    const upload = (token: string, query: Record<string, string | number>) =>
      t.request('POST', '/api/file/upload-testcase-zip', { token, query, rawBody: zipUpload(zip) });
    expect((await upload(member.token, { gid, mode: 'default' })).httpStatus).toBe(403);
    expect((await upload(otherAdmin.token, { gid, mode: 'default' })).httpStatus).toBe(403);
    const uploaded = await upload(groupAdmin.token, { gid, mode: 'default' });
    expect(uploaded.httpStatus).toBe(200);
    const { fileList, fileListDir } = uploaded.body.data;
    const saved = await create(groupAdmin.token, {
      ...payload(),
      isUploadTestCase: true,
      uploadTestcaseDir: fileListDir,
      samples: fileList,
    });
    expect(saved.httpStatus, JSON.stringify(saved.body)).toBe(200);
    const download = (token: string) =>
      t.request('GET', '/api/file/download-testcase', { token, query: { pid: saved.body.data.pid } });
    expect((await download(groupAdmin.token)).httpStatus).toBe(200);
    expect((await download(groupRoot.token)).httpStatus).toBe(200);
    expect((await download(member.token)).httpStatus).toBe(403);
    expect((await download(otherAdmin.token)).httpStatus).toBe(403);
  });

  it('editor uploads with a gid are for that group’s admins', async () => {
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob(['# notes'], { type: 'text/markdown' }), 'notes.md');
      data.append('gid', String(gid));
      return data;
    };
    const send = (token: string) => t.request('POST', '/api/file/upload-md-file', { token, rawBody: form() });
    expect((await send(member.token)).httpStatus).toBe(403);
    expect((await send(otherAdmin.token)).httpStatus).toBe(403);
    expect((await send(groupAdmin.token)).httpStatus).toBe(200);
  });

  it('compiling a checker is for the group’s admins, with a gid and code', async () => {
    const compile = (token: string | null, query: Record<string, unknown>, body: unknown) =>
      t.request('POST', '/api/group/compile-spj', { token, query: query as Record<string, string>, body });
    const body = { code: '', language: 'C++' };
    expect((await compile(null, { gid }, body)).httpStatus).toBe(401);
    expect((await compile(member.token, { gid }, body)).httpStatus).toBe(403);
    expect((await compile(outsider.token, { gid }, body)).httpStatus).toBe(403);
    expect((await compile(otherAdmin.token, { gid }, body)).httpStatus).toBe(403);
    expect((await compile(groupAdmin.token, {}, body)).httpStatus).toBe(400);
    expect((await compile(groupAdmin.token, { gid: 2147483647 }, body)).httpStatus).toBe(404);
    const empty = await compile(groupAdmin.token, { gid }, body);
    expect(empty.httpStatus).toBe(400);
    expect(empty.body.msg).toBe('code is required');
    const interactive = await t.request('POST', '/api/group/compile-interactive', {
      token: groupAdmin.token,
      query: { gid },
      body: { code: 'int main(){}', language: '' },
    });
    expect(interactive.httpStatus).toBe(400);
  });
});

describe('disbanding a group', () => {
  it('deleteGroupProblems removes the group’s own problems and keeps those made public', async () => {
    const group = await insertGroupWithOwner(t, owner);
    const own = await insertProblem(t.platform, { gid: group.id, isGroup: true });
    const made = await insertProblem(t.platform, { gid: group.id, isGroup: false });
    const unrelated = await insertProblem(t.platform, { gid: otherGid, isGroup: true });
    const deleted: number[] = [];
    await t.platform.db.transaction((tx) =>
      deleteGroupProblems(tx, group.id, {
        async problemDeleted(_tx, pid) {
          deleted.push(pid);
        },
        async problemRenamed() {},
      }),
    );
    expect(deleted).toEqual([own.id]);
    const left = await t.platform.db.select({ id: problem.id }).from(problem);
    const ids = left.map((r) => r.id);
    expect(ids).not.toContain(own.id);
    expect(ids).toContain(made.id);
    expect(ids).toContain(unrelated.id);
  });
});

describe('who may make each group problem call', () => {
  it('answers every role as the spec’s group roles say', async () => {
    const row = await createProblem(groupAdmin.token);
    const roles: [string, () => string | null][] = [
      ['anonymous', () => null],
      ['outsider', () => outsider.token],
      ['member', () => member.token],
      ['author (group admin)', () => groupAdmin.token],
      ['another group admin', () => secondAdmin.token],
      ['another group’s admin', () => otherAdmin.token],
      ['group root', () => groupRoot.token],
      ['super admin', () => root],
    ];
    const calls: [string, string, Record<string, unknown>, unknown, number[]][] = [
      ['GET', '/api/group/get-problem-list', { gid }, undefined, [401, 403, 200, 200, 200, 403, 200, 200]],
      [
        'GET',
        '/api/group/get-admin-problem-list',
        { gid },
        undefined,
        [401, 403, 403, 200, 200, 403, 200, 200],
      ],
      [
        'GET',
        '/api/group/get-all-problem-tags',
        { gid },
        undefined,
        [401, 403, 403, 200, 200, 403, 200, 200],
      ],
      ['GET', '/api/group/problem', { pid: row.id }, undefined, [401, 403, 403, 200, 403, 403, 200, 200]],
      [
        'GET',
        '/api/group/get-problem-cases',
        { pid: row.id },
        undefined,
        [401, 403, 403, 200, 403, 403, 200, 200],
      ],
      [
        'PUT',
        '/api/group/change-problem-auth',
        { pid: row.id, auth: 1 },
        undefined,
        [401, 403, 403, 200, 403, 403, 200, 200],
      ],
      // An empty checker is refused after the caller is let in: 400 means the role passed.
      [
        'POST',
        '/api/group/compile-spj',
        { gid },
        { code: '', language: 'C++' },
        [401, 403, 403, 400, 400, 403, 400, 400],
      ],
    ];
    for (const [method, path, query, body, expected] of calls) {
      const got: number[] = [];
      for (const [, token] of roles) {
        const res = await t.request(method, path, {
          token: token(),
          query: query as Record<string, string>,
          body,
        });
        got.push(res.httpStatus);
      }
      expect(got, `${method} ${path}`).toEqual(expected);
    }
  });
});
