import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingRecord, trainingRegister } from '../../worker/src/db/schema';
import { insertGroup } from '../support/contest-fixtures';
import { insertProblem, insertSubmission } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { addTrainingProblem, insertPrivateTraining, insertTraining } from '../support/training-fixtures';

type User = { uid: string; username: string; token: string };
let t: TestApp;
let owner: User;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const register = (token: string | null, body: unknown) =>
  t.request('POST', '/api/register-training', { token, body });
const access = (token: string, tid: number) =>
  t.request('GET', '/api/get-training-access', { token, query: { tid } });

async function registrations(tid?: number) {
  const [row] = await t.platform.db
    .select({ n: count() })
    .from(trainingRegister)
    .where(tid === undefined ? undefined : eq(trainingRegister.tid, tid));
  return Number(row!.n);
}

async function records(tid: number, uid: string) {
  return t.platform.db
    .select({ submitId: trainingRecord.submitId, pid: trainingRecord.pid })
    .from(trainingRecord)
    .where(and(eq(trainingRecord.tid, tid), eq(trainingRecord.uid, uid)));
}

describe('POST /api/register-training', () => {
  it('registers with the right password once; access follows', async () => {
    const row = await insertPrivateTraining(t, owner, 'secret');
    const user = await t.createUser();
    expect((await access(user.token, row.id)).body.data).toEqual({ access: false });
    const res = await register(user.token, { tid: row.id, password: 'secret' });
    expect(res.body).toMatchObject({ status: 200, msg: 'Register training successfully', data: null });
    expect((await access(user.token, row.id)).body.data).toEqual({ access: true });
    const again = await register(user.token, { tid: String(row.id), password: 'secret' });
    expect(again.httpStatus).toBe(400);
    expect(again.body.msg).toBe(
      'You have already registered for this training, please do not register again',
    );
    expect(await registrations(row.id)).toBe(1);
  });

  it('needs a login', async () => {
    const row = await insertPrivateTraining(t, owner, 'secret');
    const res = await register(null, { tid: row.id, password: 'secret' });
    expect(res.httpStatus).toBe(401);
    expect(res.body.msg).toBe('Please login first');
    expect(await registrations(row.id)).toBe(0);
  });

  it('refuses a wrong, empty or missing password, and a public training, with 400', async () => {
    const row = await insertPrivateTraining(t, owner, 'secret');
    const user = await t.createUser();
    const wrong = await register(user.token, { tid: row.id, password: 'Secret' });
    expect(wrong.body).toMatchObject({ status: 400, msg: 'Wrong training password, please try again' });
    for (const password of ['', null, undefined]) {
      const res = await register(user.token, { tid: row.id, password });
      expect(res.body).toMatchObject({ status: 400, msg: 'tid or password can not be empty' });
    }
    const open = await insertTraining(t, owner, { privatePwd: 'secret' });
    const pub = await register(user.token, { tid: open.id, password: 'secret' });
    expect(pub.body).toMatchObject({ status: 400, msg: 'Wrong training password, please try again' });
    expect(await registrations(row.id)).toBe(0);
    expect(await registrations(open.id)).toBe(0);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const user = await t.createUser();
    const before = await registrations();
    const bodies: unknown[] = [
      { password: 'x' },
      { tid: 0, password: 'x' },
      { tid: -1, password: 'x' },
      { tid: 2147483648, password: 'x' },
      { tid: 'abc', password: 'x' },
      { tid: 1.5, password: 'x' },
      { tid: 1, password: 'a\u0000b' },
      { tid: 1, password: 'x'.repeat(201) },
      { tid: 1, password: 12 },
      [],
      'text',
    ];
    for (const body of bodies) {
      expect((await register(user.token, body)).httpStatus, JSON.stringify(body)).toBe(400);
    }
    expect(await registrations()).toBe(before);
  });

  it('does not find disabled or absent trainings (404), refuses group trainings to non-members (403)', async () => {
    const user = await t.createUser();
    const disabled = await insertPrivateTraining(t, owner, 'secret', { status: false });
    const group = await insertGroup(t, owner, 'reg');
    const grouped = await insertPrivateTraining(t, owner, 'secret', { gid: group.id, isGroup: true });
    for (const tid of [disabled.id, 2147483647]) {
      const res = await register(user.token, { tid, password: 'secret' });
      expect(res.httpStatus).toBe(404);
      expect(res.body.msg).toBe('The training does not exist');
    }
    expect((await register(user.token, { tid: grouped.id, password: 'secret' })).httpStatus).toBe(403);
    expect(await registrations(grouped.id)).toBe(0);
    expect(await registrations(disabled.id)).toBe(0);
    expect(await registrations(grouped.id)).toBe(0);
  });

  it('two registrations at once leave one row and one success', async () => {
    const row = await insertPrivateTraining(t, owner, 'secret');
    const user = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => register(user.token, { tid: row.id, password: 'secret' })),
    );
    expect(answers.map((a) => a.httpStatus).sort()).toEqual([200, 400, 400, 400]);
    expect(await registrations(row.id)).toBe(1);
  });

  it('brings the user’s earlier accepted submissions of its problems into the training’s records', async () => {
    const row = await insertPrivateTraining(t, owner, 'secret');
    const other = await insertPrivateTraining(t, owner, 'secret');
    const p = await insertProblem(t.platform);
    const q = await insertProblem(t.platform);
    const outside = await insertProblem(t.platform);
    await addTrainingProblem(t, row.id, p.id);
    await addTrainingProblem(t, row.id, q.id);
    await addTrainingProblem(t, other.id, p.id);
    const user = await t.createUser();
    const base = { uid: user.uid, username: user.username };
    const ac = await insertSubmission(t.platform, { ...base, pid: p.id, status: 0 });
    await insertSubmission(t.platform, { ...base, pid: q.id, status: -1 });
    await insertSubmission(t.platform, { ...base, pid: q.id, status: 0, cid: 7 });
    await insertSubmission(t.platform, { ...base, pid: outside.id, status: 0 });
    expect((await register(user.token, { tid: row.id, password: 'secret' })).httpStatus).toBe(200);
    expect(await records(row.id, user.uid)).toEqual([{ submitId: ac, pid: p.id }]);
    // The same submission also counts in another training the user joins.
    expect((await register(user.token, { tid: other.id, password: 'secret' })).httpStatus).toBe(200);
    expect(await records(other.id, user.uid)).toEqual([{ submitId: ac, pid: p.id }]);
  });
});
