import { Role } from '@contract/roles';
import { CATEGORY_COLOR_DEFAULT, TRAINING_ADMIN_MESSAGES as M } from '@contract/training-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { training, trainingCategory } from '../../worker/src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertTraining, insertTrainingCategory } from '../support/training-fixtures';

type Account = { uid: string; username: string; token: string };

let t: TestApp;
let root: string;
let admin: Account;
let problemAdmin: Account;
let user: Account;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  admin = await t.createUser({ roles: [Role.ADMIN] });
  problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  user = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const categories = () => t.platform.db.select().from(trainingCategory);
const categoryRow = async (id: number) =>
  (await t.platform.db.select().from(trainingCategory).where(eq(trainingCategory.id, id)))[0];

describe('POST /api/admin/training/category', () => {
  it('creates a site category and answers it; the colour defaults to HOJ’s blue', async () => {
    const res = await t.request('POST', '/api/admin/training/category', {
      token: problemAdmin.token,
      body: { name: ' Graphs ', color: '#ff8800' },
    });
    expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      name: 'Graphs',
      color: '#ff8800',
      gid: null,
    });
    const plain = await t.request('POST', '/api/admin/training/category', {
      token: root,
      body: { name: 'Strings', color: '' },
    });
    expect(plain.body.data.color).toBe(CATEGORY_COLOR_DEFAULT);
    const rgba = await t.request('POST', '/api/admin/training/category', {
      token: root,
      body: { name: 'Maths', color: 'rgba(64, 158, 255, 0.5)' },
    });
    expect(rgba.httpStatus).toBe(200);
  });

  it('refuses a taken name (also two at once), bad input and writes nothing', async () => {
    await insertTrainingCategory(t, 'Taken');
    await insertTrainingCategory(t, 'Group name', '#000', 11);
    const before = (await categories()).length;
    const bodies: [unknown, string | RegExp][] = [
      [{ name: 'Taken' }, M.categoryNameTaken],
      [{ name: '' }, M.categoryNameRequired],
      [{ name: '   ' }, M.categoryNameRequired],
      [{}, M.categoryNameRequired],
      [{ name: 'a\u0000b' }, /NUL/],
      [{ name: 'x'.repeat(256) }, /at most 255/],
      [{ name: 'Red', color: 'red; background: url(x)' }, M.colorInvalid],
      [{ name: 'Red', color: '#12' }, M.colorInvalid],
      [{ name: 'Red', color: 5 }, /color/],
    ];
    for (const [body, message] of bodies) {
      const res = await t.request('POST', '/api/admin/training/category', { token: root, body });
      expect(res.httpStatus, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.body.msg).toMatch(message);
    }
    expect((await categories()).length).toBe(before);
    const ok = await t.request('POST', '/api/admin/training/category', {
      token: root,
      body: { name: 'Group name' },
    });
    expect(ok.httpStatus).toBe(200);

    const racing = await Promise.all(
      [root, problemAdmin.token, root].map((token) =>
        t.request('POST', '/api/admin/training/category', { token, body: { name: 'Twice' } }),
      ),
    );
    expect(racing.map((r) => r.httpStatus).sort()).toEqual([200, 400, 400]);
    expect((await categories()).filter((c) => c.name === 'Twice')).toHaveLength(1);
  });

  it('is for root and problem admins only (HOJ refuses admins), 401 for guests', async () => {
    const before = (await categories()).length;
    const body = { name: 'Nope' };
    expect((await t.request('POST', '/api/admin/training/category', { body })).httpStatus).toBe(401);
    expect(
      (await t.request('POST', '/api/admin/training/category', { token: user.token, body })).httpStatus,
    ).toBe(403);
    const asAdmin = await t.request('POST', '/api/admin/training/category', { token: admin.token, body });
    expect(asAdmin.httpStatus).toBe(403);
    expect(asAdmin.body.msg).toBe(M.categoryManagerOnly);
    expect((await categories()).length).toBe(before);
  });
});

describe('PUT /api/admin/training/category', () => {
  it('renames and recolours; refuses a taken name, group categories, unknown ids and non-managers', async () => {
    const category = await insertTrainingCategory(t, 'Old name', '#111111');
    await insertTrainingCategory(t, 'Other');
    const group = await insertTrainingCategory(t, 'Theirs', '#222222', 12);
    const put = (token: string | null, body: unknown) =>
      t.request('PUT', '/api/admin/training/category', { token, body });

    const res = await put(problemAdmin.token, { id: category.id, name: 'New name', color: '#abcdef' });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data).toMatchObject({ id: category.id, name: 'New name', color: '#abcdef' });
    expect((await put(root, { id: category.id, name: 'New name' })).httpStatus).toBe(200);

    const taken = await put(root, { id: category.id, name: 'Other' });
    expect(taken.httpStatus).toBe(400);
    expect(taken.body.msg).toBe(M.categoryNameTaken);
    expect((await put(root, { id: group.id, name: 'Mine now' })).httpStatus).toBe(404);
    expect((await put(root, { id: 2147483647, name: 'Ghost' })).httpStatus).toBe(404);
    expect((await put(root, { id: 2147483648, name: 'Ghost' })).httpStatus).toBe(400);
    expect((await put(root, { name: 'No id' })).httpStatus).toBe(400);
    expect((await put(root, { id: category.id, name: '' })).httpStatus).toBe(400);
    expect((await put(null, { id: category.id, name: 'X' })).httpStatus).toBe(401);
    expect((await put(user.token, { id: category.id, name: 'X' })).httpStatus).toBe(403);
    expect((await put(admin.token, { id: category.id, name: 'X' })).httpStatus).toBe(403);
    expect(await categoryRow(category.id)).toMatchObject({ name: 'New name', color: '#abcdef' });
    expect(await categoryRow(group.id)).toMatchObject({ name: 'Theirs' });
  });
});

describe('DELETE /api/admin/training/category', () => {
  it('deletes a category; its trainings stay without one', async () => {
    const category = await insertTrainingCategory(t, 'Going');
    const row = await insertTraining(t, admin, { categoryId: category.id });
    const del = (token: string | null, cid: number | string) =>
      t.request('DELETE', '/api/admin/training/category', { token, query: { cid } });
    expect((await del(null, category.id)).httpStatus).toBe(401);
    expect((await del(user.token, category.id)).httpStatus).toBe(403);
    expect((await del(admin.token, category.id)).httpStatus).toBe(403);
    expect((await del(root, '2147483648')).httpStatus).toBe(400);
    expect(await categoryRow(category.id)).toBeDefined();

    expect((await del(problemAdmin.token, category.id)).httpStatus).toBe(200);
    expect(await categoryRow(category.id)).toBeUndefined();
    const [kept] = await t.platform.db.select().from(training).where(eq(training.id, row.id));
    expect(kept).toMatchObject({ id: row.id, categoryId: null });
    expect((await del(root, category.id)).httpStatus).toBe(404);
    const group = await insertTrainingCategory(t, 'Group kept', '#333333', 13);
    expect((await del(root, group.id)).httpStatus).toBe(404);
    expect(await categoryRow(group.id)).toBeDefined();
  });
});
