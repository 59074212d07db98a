import { Role } from '@contract/roles';
import { TRAINING_ADMIN_MESSAGES as M } from '@contract/training-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { training, trainingCategory, trainingRegister } from '../../worker/src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  insertPrivateTraining,
  insertTraining,
  insertTrainingCategory,
  insertTrainingRegister,
} from '../support/training-fixtures';

type Account = { uid: string; username: string; token: string };

let t: TestApp;
let root: string;
let admin: Account;
let problemAdmin: Account;
let user: Account;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  admin = await t.createUser({ roles: [Role.ADMIN] });
  problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  user = await t.createUser();
  categoryId = (await insertTrainingCategory(t, 'Basics', '#409eff')).id;
});
afterAll(async () => {
  await t?.close();
});

function trainingBody(training: Record<string, unknown> = {}, category: unknown = { id: categoryId }) {
  return {
    training: {
      rank: 1000,
      title: 'Dynamic programming',
      description: '# Steps\n\nStart small.',
      auth: 'Public',
      privatePwd: '',
      ...training,
    },
    trainingCategory: category,
  };
}

async function create(token: string, training: Record<string, unknown> = {}): Promise<number> {
  const res = await t.request('POST', '/api/admin/training', { token, body: trainingBody(training) });
  expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
  return res.body.data.tid;
}

const countTrainings = async () => (await t.platform.db.select({ id: training.id }).from(training)).length;
const rowOf = async (tid: number) =>
  (await t.platform.db.select().from(training).where(eq(training.id, tid)))[0];

describe('POST/GET /api/admin/training', () => {
  it('creates a public and a private training by the caller and reads them back as TrainingDTO', async () => {
    const pub = await create(admin.token, { rank: 0, author: 'someone-else' });
    const priv = await create(problemAdmin.token, {
      auth: 'Private',
      privatePwd: 'secret',
      rank: 2147483647,
    });

    const read = await t.request('GET', '/api/admin/training', { token: admin.token, query: { tid: pub } });
    expect(read.httpStatus).toBe(200);
    expect(read.body.data.training).toMatchObject({
      id: pub,
      title: 'Dynamic programming',
      description: '# Steps\n\nStart small.',
      author: admin.username,
      uid: admin.uid,
      auth: 'Public',
      privatePwd: '',
      rank: 0,
      status: true,
      isGroup: false,
      gid: null,
      categoryId,
    });
    expect(read.body.data.trainingCategory).toMatchObject({
      id: categoryId,
      name: 'Basics',
      color: '#409eff',
    });

    const secret = await t.request('GET', '/api/admin/training', { token: root, query: { tid: priv } });
    expect(secret.body.data.training).toMatchObject({
      auth: 'Private',
      privatePwd: 'secret',
      rank: 2147483647,
    });
  });

  it('answers 404 for an unknown training and for a group training, 400 for a bad tid', async () => {
    const group = await insertTraining(t, admin, { isGroup: true, gid: 1 });
    for (const tid of [2147483647, group.id]) {
      const res = await t.request('GET', '/api/admin/training', { token: root, query: { tid } });
      expect(res.httpStatus).toBe(404);
      expect(res.body.msg).toBe(M.trainingNotFound);
    }
    for (const tid of ['2147483648', '0', 'x', '']) {
      const res = await t.request('GET', '/api/admin/training', { token: root, query: { tid } });
      expect(res.httpStatus, tid).toBe(400);
    }
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await countTrainings();
    const huge = 'x'.repeat(501);
    const cases: [unknown, string | RegExp][] = [
      [trainingBody({ rank: -1 }), M.rankRange],
      [trainingBody({ rank: 2147483648 }), M.rankRange],
      [trainingBody({ rank: 1.5 }), M.rankRange],
      [trainingBody({ rank: null }), M.rankRequired],
      [trainingBody({ title: '' }), M.titleRequired],
      [trainingBody({ title: '   ' }), M.titleRequired],
      [trainingBody({ title: 'a\u0000b' }), /NUL/],
      [trainingBody({ title: huge }), /at most 500/],
      [trainingBody({ description: ' ' }), M.descriptionRequired],
      [trainingBody({ description: 'x'.repeat(65536) }), /at most 65535/],
      [trainingBody({ auth: 'Hidden' }), M.authInvalid],
      [trainingBody({ auth: 'Private', privatePwd: '' }), M.passwordRequired],
      [trainingBody({ auth: 'Private', privatePwd: '  ' }), M.passwordRequired],
      [trainingBody({}, null), M.categoryRequired],
      [trainingBody({}, {}), M.categoryRequired],
      [trainingBody({}, { id: 2147483647 }), M.categoryNotFound],
      [trainingBody({}, { id: 2147483648 }), /trainingCategory\.id/],
      [{ trainingCategory: { id: categoryId } }, M.trainingRequired],
      ['not an object', /./],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/admin/training', { token: root, body });
      expect(res.httpStatus, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.body.msg).toMatch(message);
    }
    const groupCategory = await insertTrainingCategory(t, 'Group only', '#000000', 7);
    const res = await t.request('POST', '/api/admin/training', {
      token: root,
      body: trainingBody({}, { id: groupCategory.id }),
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(M.categoryNotFound);
    expect(await countTrainings()).toBe(before);
  });

  it('refuses guests with 401 and ordinary users with 403', async () => {
    const tid = await create(root);
    const before = await countTrainings();
    const calls: [string, string, Record<string, unknown>][] = [
      ['GET', '/api/admin/training/get-training-list', {}],
      ['GET', '/api/admin/training', { query: { tid } }],
      ['POST', '/api/admin/training', { body: trainingBody() }],
      ['PUT', '/api/admin/training', { body: trainingBody({ id: tid }) }],
      ['DELETE', '/api/admin/training', { query: { tid } }],
      ['PUT', '/api/admin/training/change-training-status', { query: { tid, status: false } }],
    ];
    for (const [method, path, options] of calls) {
      const guest = await t.request(method, path, options);
      expect(guest.httpStatus, `${method} ${path}`).toBe(401);
      const plain = await t.request(method, path, { ...options, token: user.token });
      expect(plain.httpStatus, `${method} ${path}`).toBe(403);
    }
    expect(await countTrainings()).toBe(before);
    expect((await rowOf(tid))!.status).toBe(true);
  });
});

describe('GET /api/admin/training/get-training-list', () => {
  it('pages the site trainings by rank, 10 a page, searching title, id and rank, without passwords', async () => {
    const tag = `List${Date.now() % 100000}`;
    const made: number[] = [];
    for (let i = 0; i < 12; i++)
      made.push(await create(root, { title: `${tag} ${i}`, rank: 500 + (11 - i) }));
    await insertTraining(t, admin, { title: `${tag} group`, isGroup: true, gid: 3 });

    const first = await t.request('GET', '/api/admin/training/get-training-list', {
      token: problemAdmin.token,
      query: { currentPage: 1, keyword: tag },
    });
    expect(first.httpStatus).toBe(200);
    expect(first.body.data.total).toBe(12);
    expect(first.body.data.records).toHaveLength(10);
    expect(first.body.data.records[0]).toMatchObject({
      title: `${tag} 11`,
      rank: 500,
      uid: expect.any(String),
    });
    expect(first.body.data.records[0]).not.toHaveProperty('privatePwd');
    const second = await t.request('GET', '/api/admin/training/get-training-list', {
      token: admin.token,
      query: { currentPage: 2, limit: 10, keyword: ` ${tag} ` },
    });
    expect(second.body.data.records.map((r: { title: string }) => r.title)).toEqual([`${tag} 1`, `${tag} 0`]);

    const byId = await t.request('GET', '/api/admin/training/get-training-list', {
      token: root,
      query: { keyword: String(made[3]) },
    });
    expect(byId.body.data.records.some((r: { id: number }) => r.id === made[3])).toBe(true);
    const byRank = await t.request('GET', '/api/admin/training/get-training-list', {
      token: root,
      query: { keyword: '511' },
    });
    expect(byRank.body.data.records.some((r: { id: number }) => r.id === made[0])).toBe(true);
    const wild = await t.request('GET', '/api/admin/training/get-training-list', {
      token: root,
      query: { keyword: '%_' },
    });
    expect(wild.body.data.total).toBe(0);
  });
});

describe('PUT /api/admin/training', () => {
  it('updates the owner’s training, keeping its author; root may edit any', async () => {
    const tid = await create(admin.token);
    const res = await t.request('PUT', '/api/admin/training', {
      token: admin.token,
      body: trainingBody({ id: tid, title: 'Graphs', rank: 7, status: false, author: 'root' }),
    });
    expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
    expect(await rowOf(tid)).toMatchObject({
      title: 'Graphs',
      rank: 7,
      status: false,
      author: admin.username,
    });
    const byRoot = await t.request('PUT', '/api/admin/training', {
      token: root,
      body: trainingBody({ id: tid, title: 'Graphs II' }),
    });
    expect(byRoot.httpStatus).toBe(200);
    expect(await rowOf(tid)).toMatchObject({ title: 'Graphs II', status: false });
  });

  it('refuses another admin (even naming the owner as author) with 403, and bad input with 400', async () => {
    const tid = await create(admin.token, { title: 'Mine' });
    const other = await t.request('PUT', '/api/admin/training', {
      token: problemAdmin.token,
      body: trainingBody({ id: tid, title: 'Stolen', author: admin.username }),
    });
    expect(other.httpStatus).toBe(403);
    expect(other.body.msg).toBe(M.notOwner);
    const read = await t.request('GET', '/api/admin/training', { token: problemAdmin.token, query: { tid } });
    expect(read.httpStatus).toBe(403);
    for (const training of [
      { title: 'No id' },
      { id: tid, rank: -1 },
      { id: tid, title: '' },
      { id: 2147483648 },
    ]) {
      const res = await t.request('PUT', '/api/admin/training', {
        token: admin.token,
        body: trainingBody(training),
      });
      expect(res.httpStatus, JSON.stringify(training)).toBe(400);
    }
    const missing = await t.request('PUT', '/api/admin/training', {
      token: root,
      body: trainingBody({ id: 2147483647 }),
    });
    expect(missing.httpStatus).toBe(404);
    expect((await rowOf(tid))!.title).toBe('Mine');
  });

  it('drops the registrations when a private training gets a new password, keeps them otherwise', async () => {
    const row = await insertPrivateTraining(t, admin, 'old', { categoryId });
    await insertTrainingRegister(t, row.id, user.uid);
    const registrations = async () =>
      (await t.platform.db.select().from(trainingRegister).where(eq(trainingRegister.tid, row.id))).length;
    const save = (training: Record<string, unknown>) =>
      t.request('PUT', '/api/admin/training', {
        token: admin.token,
        body: trainingBody({ id: row.id, auth: 'Private', ...training }),
      });
    expect((await save({ privatePwd: 'old', title: 'Renamed' })).httpStatus).toBe(200);
    expect(await registrations()).toBe(1);
    expect((await save({ privatePwd: 'new' })).httpStatus).toBe(200);
    expect(await registrations()).toBe(0);
    expect((await rowOf(row.id))!.privatePwd).toBe('new');
  });
});

describe('PUT /api/admin/training/change-training-status', () => {
  it('switches visibility at once from HOJ’s query parameters or a JSON body, for the owner and root', async () => {
    const tid = await create(admin.token);
    const hidden = await t.request('PUT', '/api/admin/training/change-training-status', {
      token: admin.token,
      query: { tid, status: false, author: admin.username },
    });
    expect(hidden.httpStatus).toBe(200);
    expect((await rowOf(tid))!.status).toBe(false);
    const shown = await t.request('PUT', '/api/admin/training/change-training-status', {
      token: root,
      body: { tid, status: true },
    });
    expect(shown.httpStatus).toBe(200);
    expect((await rowOf(tid))!.status).toBe(true);
  });

  it('refuses a non-owner (whatever author it names), a missing status and an unknown training', async () => {
    const tid = await create(admin.token);
    const other = await t.request('PUT', '/api/admin/training/change-training-status', {
      token: problemAdmin.token,
      query: { tid, status: false, author: problemAdmin.username },
    });
    expect(other.httpStatus).toBe(403);
    for (const query of [{ tid }, { tid, status: 'maybe' }, { tid: 2147483648, status: false }]) {
      const res = await t.request('PUT', '/api/admin/training/change-training-status', {
        token: root,
        query,
      });
      expect(res.httpStatus, JSON.stringify(query)).toBe(400);
    }
    const missing = await t.request('PUT', '/api/admin/training/change-training-status', {
      token: root,
      query: { tid: 2147483647, status: false },
    });
    expect(missing.httpStatus).toBe(404);
    expect((await rowOf(tid))!.status).toBe(true);
  });
});

describe('DELETE /api/admin/training', () => {
  it('is root’s alone: admins and problem admins get 403, even for their own', async () => {
    const tid = await create(admin.token);
    for (const token of [admin.token, problemAdmin.token]) {
      const res = await t.request('DELETE', '/api/admin/training', { token, query: { tid } });
      expect(res.httpStatus).toBe(403);
    }
    expect(await rowOf(tid)).toBeDefined();
    const res = await t.request('DELETE', '/api/admin/training', { token: root, query: { tid } });
    expect(res.httpStatus).toBe(200);
    expect(await rowOf(tid)).toBeUndefined();
    const again = await t.request('DELETE', '/api/admin/training', { token: root, query: { tid } });
    expect(again.httpStatus).toBe(404);
    const bad = await t.request('DELETE', '/api/admin/training', { token: root, query: { tid: 2147483648 } });
    expect(bad.httpStatus).toBe(400);
  });

  it('leaves group trainings to their group', async () => {
    const group = await insertTraining(t, admin, { isGroup: true, gid: 2 });
    const res = await t.request('DELETE', '/api/admin/training', { token: root, query: { tid: group.id } });
    expect(res.httpStatus).toBe(404);
    expect(await rowOf(group.id)).toBeDefined();
  });
});

describe('a training with no category', () => {
  it('reads back with a null category (its category was deleted) and saves once one is chosen', async () => {
    const category = await insertTrainingCategory(t, `Temporary ${Date.now()}`);
    const tid = (await insertTraining(t, admin, { categoryId: category.id })).id;
    await t.platform.db.delete(trainingCategory).where(eq(trainingCategory.id, category.id));
    const read = await t.request('GET', '/api/admin/training', { token: admin.token, query: { tid } });
    expect(read.body.data.trainingCategory).toBeNull();
    const saved = await t.request('PUT', '/api/admin/training', {
      token: admin.token,
      body: trainingBody({ id: tid }),
    });
    expect(saved.httpStatus).toBe(200);
    expect((await rowOf(tid))!.categoryId).toBe(categoryId);
  });
});
