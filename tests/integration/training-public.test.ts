import { Role } from '@contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemCount, problemTag, tag, userProblemProgress } from '../../worker/src/db/schema';
import { insertGroup } from '../support/contest-fixtures';
import { insertProblem } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  addTrainingProblem,
  insertPrivateTraining,
  insertTraining,
  insertTrainingCategory,
  insertTrainingRegister,
} from '../support/training-fixtures';

type User = { uid: string; username: string; token: string };
let t: TestApp;
let owner: User;
let user: User;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  user = await t.createUser();
  admin = await t.createUser({ roles: [Role.ADMIN] });
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, token: string | null, query: Record<string, string | number | undefined> = {}) =>
  t.request('GET', `/api/${path}`, { token, query });

const BAD_IDS = ['0', '-1', '2147483648', 'abc', '1.5', ''];

describe('GET /api/get-training-category', () => {
  it('answers the site categories to guests, not a group’s', async () => {
    const own = await insertTrainingCategory(t, 'Basics', '#123456');
    const group = await insertGroup(t, owner, 'cat');
    await insertTrainingCategory(t, 'Group only', '#654321', group.id);
    const res = await get('get-training-category', null);
    expect(res.httpStatus).toBe(200);
    const names = res.body.data.map((c: { name: string }) => c.name);
    expect(names).toContain('Basics');
    expect(names).not.toContain('Group only');
    expect(res.body.data.find((c: { id: number }) => c.id === own.id)).toMatchObject({
      name: 'Basics',
      color: '#123456',
      gid: null,
    });
  });
});

describe('GET /api/get-training-list', () => {
  it('lists enabled site trainings by rank then id with category, counts and the caller’s progress', async () => {
    const tag = `L${Date.now()}`;
    const category = await insertTrainingCategory(t, `${tag}-cat`, '#00ff00');
    const second = await insertTraining(t, owner, {
      title: `${tag} second`,
      rank: 2,
      categoryId: category.id,
    });
    const firstA = await insertTraining(t, owner, { title: `${tag} first a`, rank: 1 });
    const firstB = await insertPrivateTraining(t, owner, 'pw', { title: `${tag} first b`, rank: 1 });
    await insertTraining(t, owner, { title: `${tag} disabled`, status: false });
    const group = await insertGroup(t, owner, tag.slice(-6));
    await insertTraining(t, owner, { title: `${tag} group`, gid: group.id, isGroup: true });
    const solved = await insertProblem(t.platform);
    const other = await insertProblem(t.platform);
    const hidden = await insertProblem(t.platform, { auth: 2 });
    for (const p of [solved, other, hidden]) await addTrainingProblem(t, second.id, p.id);
    await t.platform.db.insert(userProblemProgress).values([
      { uid: user.uid, pid: solved.id, status: 0 },
      { uid: user.uid, pid: other.id, status: -1 },
    ]);

    const mine = await get('get-training-list', user.token, { keyword: tag });
    expect(mine.body.data.total).toBe(3);
    expect(mine.body.data.records.map((r: { id: number }) => r.id)).toEqual([
      firstA.id,
      firstB.id,
      second.id,
    ]);
    expect(mine.body.data.records[2]).toMatchObject({
      id: second.id,
      title: `${tag} second`,
      auth: 'Public',
      rank: 2,
      categoryId: category.id,
      categoryName: `${tag}-cat`,
      categoryColor: '#00ff00',
      problemCount: 2,
      acCount: 1,
      author: owner.username,
      gid: null,
    });
    expect(mine.body.data.records[0]).toMatchObject({ categoryName: null, problemCount: 0, acCount: 0 });
    expect(typeof mine.body.data.records[0].gmtModified).toBe('string');
    const guest = await get('get-training-list', null, { keyword: tag });
    expect(guest.body.data.records[2].acCount).toBe(0);
  });

  it('filters by keyword (title or author, wildcards literal), category and auth, and pages by 15', async () => {
    const tag = `F${Date.now()}`;
    const category = await insertTrainingCategory(t, `${tag}-c`);
    for (let i = 0; i < 17; i++) await insertTraining(t, owner, { title: `${tag} n${i}`, rank: i });
    await insertTraining(t, owner, { title: `${tag} 100%`, categoryId: category.id, rank: 50 });
    await insertPrivateTraining(t, owner, 'pw', { title: `${tag} private`, rank: 60 });

    const first = await get('get-training-list', null, { keyword: tag });
    expect(first.body.data).toMatchObject({ total: 19, current: 1, size: 15 });
    expect(first.body.data.records).toHaveLength(15);
    const second = await get('get-training-list', null, { keyword: tag, currentPage: 2 });
    expect(second.body.data.records).toHaveLength(4);
    const limited = await get('get-training-list', null, { keyword: tag, limit: 5, currentPage: 4 });
    expect(limited.body.data.records.map((r: { title: string }) => r.title)).toEqual([
      `${tag} n15`,
      `${tag} n16`,
      `${tag} 100%`,
      `${tag} private`,
    ]);
    expect((await get('get-training-list', null, { keyword: `${tag} 100%` })).body.data.total).toBe(1);
    expect((await get('get-training-list', null, { keyword: `${tag} 1_0` })).body.data.total).toBe(0);
    const byCategory = await get('get-training-list', null, { categoryId: category.id });
    expect(byCategory.body.data.records.map((r: { title: string }) => r.title)).toEqual([`${tag} 100%`]);
    const privates = await get('get-training-list', null, { keyword: tag, auth: 'Private' });
    expect(privates.body.data.records.map((r: { title: string }) => r.title)).toEqual([`${tag} private`]);
    expect((await get('get-training-list', null, { keyword: tag, auth: 'Public' })).body.data.total).toBe(18);
    const byAuthor = await get('get-training-list', null, { keyword: owner.username.toUpperCase() });
    expect(byAuthor.body.data.total).toBeGreaterThanOrEqual(19);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      { keyword: 'a\u0000b' },
      { keyword: 'x'.repeat(101) },
      { categoryId: 'abc' },
      { categoryId: 0 },
      { categoryId: '2147483648' },
      { auth: 'Secret' },
    ]) {
      const res = await get('get-training-list', null, query);
      expect(res.httpStatus, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('GET /api/get-training-detail and /api/get-training-access', () => {
  it('needs a login', async () => {
    const row = await insertTraining(t, owner);
    for (const path of ['get-training-detail', 'get-training-access', 'get-training-problem-list']) {
      const res = await get(path, null, { tid: row.id });
      expect(res.httpStatus).toBe(401);
      expect(res.body.msg).toBe('Please login first');
    }
  });

  it('shows a private training to any user, with progress only once registered', async () => {
    const category = await insertTrainingCategory(t, 'Detail cat', '#abcdef');
    const row = await insertPrivateTraining(t, owner, 'pw', {
      title: 'Private detail',
      description: '# Hello',
      categoryId: category.id,
    });
    const p = await insertProblem(t.platform);
    await addTrainingProblem(t, row.id, p.id);
    const stranger = await t.createUser();
    await t.platform.db.insert(userProblemProgress).values({ uid: stranger.uid, pid: p.id, status: 0 });

    const before = await get('get-training-detail', stranger.token, { tid: row.id });
    expect(before.body.data).toMatchObject({
      id: row.id,
      title: 'Private detail',
      description: '# Hello',
      auth: 'Private',
      categoryName: 'Detail cat',
      categoryColor: '#abcdef',
      problemCount: 1,
      acCount: 0,
    });
    expect(before.body.data).not.toHaveProperty('privatePwd');
    expect((await get('get-training-access', stranger.token, { tid: row.id })).body.data).toEqual({
      access: false,
    });

    await insertTrainingRegister(t, row.id, stranger.uid);
    expect((await get('get-training-detail', stranger.token, { tid: row.id })).body.data.acCount).toBe(1);
    expect((await get('get-training-access', stranger.token, { tid: row.id })).body.data).toEqual({
      access: true,
    });
    expect((await get('get-training-access', owner.token, { tid: row.id })).body.data).toEqual({
      access: true,
    });
    expect((await get('get-training-access', admin.token, { tid: row.id })).body.data).toEqual({
      access: true,
    });
  });

  it('hides disabled trainings from all but their managers (404), group trainings from non-members (403)', async () => {
    const disabled = await insertTraining(t, owner, { status: false });
    const group = await insertGroup(t, owner, 'det');
    const grouped = await insertTraining(t, owner, { gid: group.id, isGroup: true });
    for (const [row, status] of [
      [disabled, 404],
      [grouped, 403],
    ] as const) {
      for (const path of ['get-training-detail', 'get-training-access', 'get-training-problem-list']) {
        const res = await get(path, user.token, { tid: row.id });
        expect(res.httpStatus, path).toBe(status);
        if (status === 404) expect(res.body.msg).toBe('The training does not exist');
        expect((await get(path, owner.token, { tid: row.id })).httpStatus).toBe(200);
        expect((await get(path, admin.token, { tid: row.id })).httpStatus).toBe(200);
      }
    }
    expect((await get('get-training-detail', user.token, { tid: 2147483647 })).httpStatus).toBe(404);
  });

  it('refuses a bad or missing tid with 400', async () => {
    for (const path of [
      'get-training-detail',
      'get-training-access',
      'get-training-problem-list',
      'get-training-rank',
    ]) {
      for (const tid of BAD_IDS) {
        expect((await get(path, user.token, { tid })).httpStatus, `${path} ${tid}`).toBe(400);
      }
      expect((await get(path, user.token)).httpStatus).toBe(400);
    }
  });
});

describe('GET /api/get-training-problem-list', () => {
  it('lists the public problems in training order with display ids, tags and counts', async () => {
    const row = await insertTraining(t, owner);
    const a = await insertProblem(t.platform, { title: 'Alpha', difficulty: 2 });
    const b = await insertProblem(t.platform, { title: 'Beta' });
    const c = await insertProblem(t.platform, { title: 'Gamma' });
    const hidden = await insertProblem(t.platform, { auth: 2 });
    await addTrainingProblem(t, row.id, a.id, { rank: 2, displayId: 'T-2' });
    await addTrainingProblem(t, row.id, b.id, { rank: 1 });
    await addTrainingProblem(t, row.id, c.id, { rank: 2 });
    await addTrainingProblem(t, row.id, hidden.id, { rank: 0 });
    const [red] = await t.platform.db
      .insert(tag)
      .values({ name: `red${row.id}`, color: '#ff0000' })
      .returning();
    const [plain] = await t.platform.db
      .insert(tag)
      .values({ name: `plain${row.id}`, color: '' })
      .returning();
    await t.platform.db.insert(problemTag).values([
      { pid: a.id, tid: red!.id },
      { pid: a.id, tid: plain!.id },
    ]);
    await t.platform.db.insert(problemCount).values({ pid: a.id, ac: 3, total: 7 });

    const res = await get('get-training-problem-list', user.token, { tid: row.id });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data).toEqual([
      { pid: b.id, problemId: b.problemId, title: 'Beta', difficulty: 0, type: 0, tags: [], ac: 0, total: 0 },
      {
        pid: a.id,
        problemId: 'T-2',
        title: 'Alpha',
        difficulty: 2,
        type: 0,
        tags: [
          { id: red!.id, name: `red${row.id}`, color: '#ff0000' },
          { id: plain!.id, name: `plain${row.id}`, color: '#409eff' },
        ],
        ac: 3,
        total: 7,
      },
      {
        pid: c.id,
        problemId: c.problemId,
        title: 'Gamma',
        difficulty: 0,
        type: 0,
        tags: [],
        ac: 0,
        total: 0,
      },
    ]);
  });

  it('is refused to an unregistered or barred user of a private training (403)', async () => {
    const row = await insertPrivateTraining(t, owner, 'pw');
    const p = await insertProblem(t.platform);
    await addTrainingProblem(t, row.id, p.id);
    const stranger = await t.createUser();
    const refused = await get('get-training-problem-list', stranger.token, { tid: row.id });
    expect(refused.httpStatus).toBe(403);
    const barred = await t.createUser();
    await insertTrainingRegister(t, row.id, barred.uid, false);
    const res = await get('get-training-problem-list', barred.token, { tid: row.id });
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe('Sorry, you have been barred from this training');
    expect((await get('get-training-detail', barred.token, { tid: row.id })).body.data.acCount).toBe(0);
    expect((await get('get-training-problem-list', owner.token, { tid: row.id })).body.data).toHaveLength(1);
    expect((await get('get-training-problem-list', admin.token, { tid: row.id })).body.data).toHaveLength(1);
  });
});

describe('GET /api/get-full-screen-problem-list with tid', () => {
  it('lists the training’s public problems in order with the caller’s status, to those who may enter', async () => {
    const row = await insertPrivateTraining(t, owner, 'pw');
    const a = await insertProblem(t.platform);
    const b = await insertProblem(t.platform);
    const hidden = await insertProblem(t.platform, { auth: 2 });
    await addTrainingProblem(t, row.id, a.id, { rank: 2, displayId: 'X' });
    await addTrainingProblem(t, row.id, b.id, { rank: 1 });
    await addTrainingProblem(t, row.id, hidden.id, { rank: 0 });
    const member = await t.createUser();
    await insertTrainingRegister(t, row.id, member.uid);
    await t.platform.db.insert(userProblemProgress).values({ uid: member.uid, pid: a.id, status: 0 });
    const nav = (token: string | null) =>
      t.request('GET', '/api/get-full-screen-problem-list', { token, query: { tid: row.id } });

    expect((await nav(member.token)).body.data).toEqual([
      { pid: b.id, problemId: b.problemId, title: b.title, status: -10, score: null },
      { pid: a.id, problemId: 'X', title: a.title, status: 0, score: null },
    ]);
    expect((await nav(null)).httpStatus).toBe(401);
    expect((await nav(user.token)).httpStatus).toBe(403);
    const group = await insertGroup(t, owner, 'nav');
    const grouped = await insertTraining(t, owner, { gid: group.id, isGroup: true });
    const outsider = await t.request('GET', '/api/get-full-screen-problem-list', {
      token: user.token,
      query: { tid: grouped.id },
    });
    expect(outsider.httpStatus).toBe(403);
  });
});
