import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { TRAINING_ADMIN_MESSAGES as M } from '@contract/training-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  problem,
  training,
  trainingProblem,
  trainingRecord,
  trainingRegister,
} from '../../worker/src/db/schema';
import { insertProblem, insertSubmission } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  addTrainingProblem,
  insertPrivateTraining,
  insertTraining,
  insertTrainingRegister,
} from '../support/training-fixtures';

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

const add = (token: string | null, body: Record<string, unknown>) =>
  t.request('POST', '/api/admin/training/add-problem-from-public', { token, body });
const picks = (token: string | null, query: Record<string, string | number | boolean>) =>
  t.request('GET', '/api/admin/training/get-problem-list', { token, query });
const linksOf = (tid: number) =>
  t.platform.db.select().from(trainingProblem).where(eq(trainingProblem.tid, tid));

describe('POST /api/admin/training/add-problem-from-public', () => {
  it('links a public problem under its display id and refuses it a second time', async () => {
    const row = await insertTraining(t, problemAdmin);
    const p = await insertProblem(t.platform, { title: 'Two sums' });
    const res = await add(problemAdmin.token, { pid: p.id, tid: row.id, displayId: ' T1 ' });
    expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
    expect(await linksOf(row.id)).toMatchObject([{ pid: p.id, displayId: 'T1', rank: 0 }]);
    const [touched] = await t.platform.db.select().from(training).where(eq(training.id, row.id));
    expect(touched!.gmtModified.getTime()).toBeGreaterThan(row.gmtModified.getTime());

    const again = await add(problemAdmin.token, { pid: p.id, tid: row.id, displayId: 'T2' });
    expect(again.httpStatus).toBe(400);
    expect(again.body.msg).toBe(M.problemAlreadyAdded);
    const other = await insertProblem(t.platform);
    const sameDisplay = await add(problemAdmin.token, { pid: other.id, tid: row.id, displayId: 'T1' });
    expect(sameDisplay.httpStatus).toBe(400);
    expect(await linksOf(row.id)).toHaveLength(1);
  });

  it('writes one row when the same problem is added twice at once', async () => {
    const row = await insertTraining(t, admin);
    const p = await insertProblem(t.platform);
    const results = await Promise.all([
      add(admin.token, { pid: p.id, tid: row.id, displayId: 'A' }),
      add(admin.token, { pid: p.id, tid: row.id, displayId: 'B' }),
      add(root, { pid: p.id, tid: row.id, displayId: 'C' }),
    ]);
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 400, 400]);
    expect(await linksOf(row.id)).toHaveLength(1);
  });

  it('refuses missing problems (404), private, contest and group problems (400) and bad input (400)', async () => {
    const row = await insertTraining(t, admin);
    const missing = await add(admin.token, { pid: 2147483647, tid: row.id, displayId: 'X' });
    expect(missing.httpStatus).toBe(404);
    expect(missing.body.msg).toBe(M.problemNotFound);
    for (const fields of [{ auth: 2 }, { auth: 3 }, { isGroup: true, gid: 4 }]) {
      const p = await insertProblem(t.platform, fields);
      const res = await add(admin.token, { pid: p.id, tid: row.id, displayId: 'X' });
      expect(res.httpStatus, JSON.stringify(fields)).toBe(400);
      expect(res.body.msg).toBe(M.problemNotPublic);
    }
    const p = await insertProblem(t.platform);
    const bodies = [
      { pid: p.id, tid: row.id },
      { pid: p.id, tid: row.id, displayId: '  ' },
      { pid: p.id, tid: row.id, displayId: 'a\u0000' },
      { pid: p.id, tid: row.id, displayId: 'x'.repeat(101) },
      { pid: 2147483648, tid: row.id, displayId: 'X' },
      { pid: p.id, tid: 2147483648, displayId: 'X' },
      { pid: 0, tid: row.id, displayId: 'X' },
    ];
    for (const body of bodies) {
      const res = await add(admin.token, body);
      expect(res.httpStatus, JSON.stringify(body)).toBe(400);
    }
    const unknownTraining = await add(admin.token, { pid: p.id, tid: 2147483647, displayId: 'X' });
    expect(unknownTraining.httpStatus).toBe(404);
    expect(await linksOf(row.id)).toHaveLength(0);
  });

  it('refuses guests, users and admins who do not own the training', async () => {
    const row = await insertTraining(t, admin);
    const p = await insertProblem(t.platform);
    expect((await add(null, { pid: p.id, tid: row.id, displayId: 'X' })).httpStatus).toBe(401);
    expect((await add(user.token, { pid: p.id, tid: row.id, displayId: 'X' })).httpStatus).toBe(403);
    const notOwner = await add(problemAdmin.token, { pid: p.id, tid: row.id, displayId: 'X' });
    expect(notOwner.httpStatus).toBe(403);
    expect(notOwner.body.msg).toBe(M.notOwner);
    const group = await insertTraining(t, admin, { isGroup: true, gid: 5 });
    expect((await add(root, { pid: p.id, tid: group.id, displayId: 'X' })).httpStatus).toBe(404);
    expect(await linksOf(row.id)).toHaveLength(0);
    expect(await linksOf(group.id)).toHaveLength(0);
  });

  it('counts earlier accepted submissions of registered users in a private training, as HOJ syncs them', async () => {
    const row = await insertPrivateTraining(t, admin, 'pw');
    const p = await insertProblem(t.platform);
    const registered = await t.createUser();
    await insertTrainingRegister(t, row.id, registered.uid);
    const accepted = await insertSubmission(t.platform, {
      pid: p.id,
      uid: registered.uid,
      username: registered.username,
      status: JudgeStatus.ACCEPTED,
    });
    await insertSubmission(t.platform, {
      pid: p.id,
      uid: registered.uid,
      username: registered.username,
      status: JudgeStatus.WRONG_ANSWER,
    });
    await insertSubmission(t.platform, {
      pid: p.id,
      uid: user.uid,
      username: user.username,
      status: JudgeStatus.ACCEPTED,
    });
    const res = await add(root, { pid: p.id, tid: row.id, displayId: 'P1' });
    expect(res.httpStatus).toBe(200);
    const records = await t.platform.db.select().from(trainingRecord).where(eq(trainingRecord.tid, row.id));
    const [link] = await linksOf(row.id);
    expect(records).toMatchObject([{ uid: registered.uid, submitId: accepted, pid: p.id, tpid: link!.id }]);
  });
});

describe('GET /api/admin/training/get-problem-list', () => {
  it('lists the training’s problems by rank with trainingProblemMap, and the public bank problems not in it', async () => {
    const tag = `Pick${Date.now() % 100000}`;
    const row = await insertTraining(t, admin);
    const a = await insertProblem(t.platform, { title: `${tag} a` });
    const b = await insertProblem(t.platform, { title: `${tag} b` });
    const c = await insertProblem(t.platform, { title: `${tag} c` });
    await insertProblem(t.platform, { title: `${tag} hidden`, auth: 2 });
    await insertProblem(t.platform, { title: `${tag} group`, isGroup: true, gid: 9 });
    await addTrainingProblem(t, row.id, a.id, { rank: 5, displayId: 'A' });
    await addTrainingProblem(t, row.id, b.id, { rank: 1, displayId: 'B' });

    const existed = await picks(admin.token, { tid: row.id, queryExisted: true });
    expect(existed.httpStatus).toBe(200);
    expect(existed.body.data.problemList.records.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(existed.body.data.problemList.total).toBe(2);
    expect(existed.body.data.trainingProblemMap[String(a.id)]).toMatchObject({
      pid: a.id,
      rank: 5,
      displayId: 'A',
    });

    const filtered = await picks(admin.token, { tid: row.id, queryExisted: true, keyword: `${tag} a` });
    expect(filtered.body.data.problemList.records.map((r: { id: number }) => r.id)).toEqual([a.id]);

    const bank = await picks(admin.token, { tid: row.id, queryExisted: false, keyword: tag });
    expect(bank.body.data.problemList.records.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect(bank.body.data.problemList.records[0]).toMatchObject({
      title: `${tag} c`,
      problemId: c.problemId,
    });

    const paged = await picks(admin.token, { tid: row.id, queryExisted: true, limit: 1, currentPage: 2 });
    expect(paged.body.data.problemList.records.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const empty = await picks(admin.token, { tid: (await insertTraining(t, admin)).id, queryExisted: true });
    expect(empty.body.data.problemList).toMatchObject({ records: [], total: 0 });
  });

  it('refuses guests, users, non-owners, unknown and bad tids', async () => {
    const row = await insertTraining(t, admin);
    expect((await picks(null, { tid: row.id })).httpStatus).toBe(401);
    expect((await picks(user.token, { tid: row.id })).httpStatus).toBe(403);
    expect((await picks(problemAdmin.token, { tid: row.id })).httpStatus).toBe(403);
    expect((await picks(root, { tid: 2147483647 })).httpStatus).toBe(404);
    expect((await picks(root, { tid: 2147483648 })).httpStatus).toBe(400);
    expect((await picks(root, {})).httpStatus).toBe(400);
  });
});

describe('PUT /api/admin/training/problem', () => {
  it('changes the rank (HOJ sends the whole map entry back) and the display id', async () => {
    const row = await insertTraining(t, problemAdmin);
    const p = await insertProblem(t.platform);
    const q = await insertProblem(t.platform);
    const link = await addTrainingProblem(t, row.id, p.id, { displayId: 'P' });
    await addTrainingProblem(t, row.id, q.id, { displayId: 'Q' });
    const entry = (await picks(problemAdmin.token, { tid: row.id, queryExisted: true })).body.data
      .trainingProblemMap[String(p.id)];
    const res = await t.request('PUT', '/api/admin/training/problem', {
      token: problemAdmin.token,
      body: { ...entry, rank: 2147483647 },
    });
    expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: link.id, rank: 2147483647, displayId: 'P' });
    const byPair = await t.request('PUT', '/api/admin/training/problem', {
      token: root,
      body: { tid: row.id, pid: p.id, rank: 0, displayId: 'P0' },
    });
    expect(byPair.httpStatus).toBe(200);
    expect((await linksOf(row.id)).find((l) => l.pid === p.id)).toMatchObject({ rank: 0, displayId: 'P0' });
  });

  it('refuses bad ranks, a taken display id, admins (HOJ: root and problem admins only) and others', async () => {
    const row = await insertTraining(t, admin);
    const p = await insertProblem(t.platform);
    const q = await insertProblem(t.platform);
    const link = await addTrainingProblem(t, row.id, p.id, { rank: 3, displayId: 'P' });
    await addTrainingProblem(t, row.id, q.id, { displayId: 'Q' });
    const put = (token: string | null, body: Record<string, unknown>) =>
      t.request('PUT', '/api/admin/training/problem', { token, body });
    for (const body of [
      { id: link.id, rank: -1 },
      { id: link.id, rank: 2147483648 },
      { id: link.id, rank: 'high' },
      { id: link.id },
      { rank: 1 },
      { tid: row.id, rank: 1 },
      { id: 2147483648, rank: 1 },
      { id: link.id, displayId: 'a\u0000' },
    ]) {
      const res = await put(root, body);
      expect(res.httpStatus, JSON.stringify(body)).toBe(400);
    }
    const taken = await put(root, { id: link.id, displayId: 'Q' });
    expect(taken.httpStatus).toBe(400);
    expect(taken.body.msg).toBe(M.problemAlreadyAdded);
    expect((await put(root, { id: 2147483647, rank: 1 })).httpStatus).toBe(404);
    expect((await put(null, { id: link.id, rank: 1 })).httpStatus).toBe(401);
    expect((await put(user.token, { id: link.id, rank: 1 })).httpStatus).toBe(403);
    const asAdmin = await put(admin.token, { id: link.id, rank: 1 });
    expect(asAdmin.httpStatus).toBe(403);
    expect(asAdmin.body.msg).toBe(M.removerOnly);
    expect((await put(problemAdmin.token, { id: link.id, rank: 1 })).httpStatus).toBe(403);
    expect((await linksOf(row.id)).find((l) => l.pid === p.id)).toMatchObject({ rank: 3, displayId: 'P' });
  });
});

describe('DELETE /api/admin/training/problem', () => {
  it('removes the problem from the training only; the bank keeps it', async () => {
    const row = await insertTraining(t, problemAdmin);
    const p = await insertProblem(t.platform);
    await addTrainingProblem(t, row.id, p.id);
    const del = (token: string | null, query: Record<string, number | string>) =>
      t.request('DELETE', '/api/admin/training/problem', { token, query });
    expect((await del(null, { pid: p.id, tid: row.id })).httpStatus).toBe(401);
    expect((await del(user.token, { pid: p.id, tid: row.id })).httpStatus).toBe(403);
    expect((await del(admin.token, { pid: p.id, tid: row.id })).httpStatus).toBe(403);
    expect((await del(problemAdmin.token, { pid: p.id })).httpStatus).toBe(400);
    expect((await del(problemAdmin.token, { pid: p.id, tid: 2147483648 })).httpStatus).toBe(400);
    expect(await linksOf(row.id)).toHaveLength(1);

    const res = await del(problemAdmin.token, { pid: p.id, tid: row.id });
    expect(res.httpStatus).toBe(200);
    expect(await linksOf(row.id)).toHaveLength(0);
    expect(await t.platform.db.select().from(problem).where(eq(problem.id, p.id))).toHaveLength(1);
    expect((await del(problemAdmin.token, { pid: p.id, tid: row.id })).httpStatus).toBe(404);
  });
});

describe('deleting a training', () => {
  it('takes its problem links, registrations and records with it', async () => {
    const row = await insertPrivateTraining(t, admin, 'pw');
    const p = await insertProblem(t.platform);
    const link = await addTrainingProblem(t, row.id, p.id);
    await insertTrainingRegister(t, row.id, user.uid);
    const submitId = await insertSubmission(t.platform, {
      pid: p.id,
      uid: user.uid,
      username: user.username,
    });
    await t.platform.db
      .insert(trainingRecord)
      .values({ tid: row.id, tpid: link.id, pid: p.id, uid: user.uid, submitId });
    const res = await t.request('DELETE', '/api/admin/training', { token: root, query: { tid: row.id } });
    expect(res.httpStatus).toBe(200);
    expect(await linksOf(row.id)).toHaveLength(0);
    expect(
      await t.platform.db.select().from(trainingRegister).where(eq(trainingRegister.tid, row.id)),
    ).toHaveLength(0);
    expect(
      await t.platform.db.select().from(trainingRecord).where(eq(trainingRecord.tid, row.id)),
    ).toHaveLength(0);
    expect(await t.platform.db.select().from(problem).where(eq(problem.id, p.id))).toHaveLength(1);
  });
});
