import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMember, trainingRecord, userInfo } from '../../worker/src/db/schema';
import { insertGroup } from '../support/contest-fixtures';
import { insertProblem, insertSubmission } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  addTrainingProblem,
  insertPrivateTraining,
  insertTraining,
  insertTrainingRegister,
} from '../support/training-fixtures';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PENDING, SYSTEM_ERROR } = JudgeStatus;
type User = { uid: string; username: string; token: string };
let t: TestApp;
let owner: User;
let rootToken: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  rootToken = await t.rootToken();
});
afterAll(async () => {
  await t?.close();
});

const rank = (token: string | null, query: Record<string, string | number | undefined>) =>
  t.request('GET', '/api/get-training-rank', { token, query });

let minute = 0;
/** A judged submission made inside the training, as the submit path records it. */
async function judged(
  tid: number,
  link: { id: number; pid: number },
  user: { uid: string; username: string },
  status: number,
  time: number,
) {
  const submitId = await insertSubmission(t.platform, {
    pid: link.pid,
    uid: user.uid,
    username: user.username,
    status,
    time,
    submitTime: new Date(Date.UTC(2026, 0, 1, 0, ++minute)),
  });
  await t.platform.db
    .insert(trainingRecord)
    .values({ tid, tpid: link.id, pid: link.pid, uid: user.uid, submitId });
  return submitId;
}

async function privateTraining(values = {}) {
  const row = await insertPrivateTraining(t, owner, 'pw', values);
  const a = await insertProblem(t.platform);
  const b = await insertProblem(t.platform);
  const linkA = await addTrainingProblem(t, row.id, a.id, { displayId: 'A' });
  const linkB = await addTrainingProblem(t, row.id, b.id);
  return { row, linkA, linkB, keyB: b.problemId };
}

describe('GET /api/get-training-rank', () => {
  it('ranks by solved then total run time, first accepted per problem, fastest accepted time', async () => {
    const { row, linkA, linkB, keyB } = await privateTraining();
    const [x, y, z] = [await t.createUser(), await t.createUser(), await t.createUser()];
    for (const u of [x, y, z]) await insertTrainingRegister(t, row.id, u.uid);
    await t.platform.db
      .update(userInfo)
      .set({ school: 'North', realname: 'Real X', gender: 'female' })
      .where(eq(userInfo.uid, x.uid));
    await judged(row.id, linkA, x, WA, 5);
    await judged(row.id, linkA, x, AC, 300);
    await judged(row.id, linkA, x, AC, 100);
    await judged(row.id, linkA, x, WA, 1);
    await judged(row.id, linkB, x, AC, 50);
    await judged(row.id, linkA, y, AC, 10);
    await judged(row.id, linkB, y, AC, 20);
    await judged(row.id, linkA, z, WA, 10);
    await judged(row.id, linkB, z, PENDING, 0);
    await judged(row.id, linkB, z, SYSTEM_ERROR, 0);

    const res = await rank(x.token, { tid: row.id });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data).toMatchObject({ total: 3, current: 1, size: 30 });
    const rows = res.body.data.records;
    expect(rows.map((r: { uid: string }) => r.uid)).toEqual([y.uid, x.uid, z.uid]);
    expect(rows[0]).toMatchObject({ ac: 2, totalRunTime: 30 });
    expect(rows[1]).toEqual({
      uid: x.uid,
      username: x.username,
      realname: null,
      nickname: null,
      school: 'North',
      gender: 'female',
      avatar: null,
      ac: 2,
      totalRunTime: 150,
      submissionInfo: {
        A: { status: AC, score: null, isAC: true, runTime: 100 },
        [keyB]: { status: AC, score: null, isAC: true, runTime: 50 },
      },
    });
    expect(rows[2]).toMatchObject({
      ac: 0,
      totalRunTime: 0,
      submissionInfo: { A: { status: WA, score: null } },
    });
    expect(rows[2].submissionInfo).not.toHaveProperty(keyB);
  });

  it('shows real names to training admins only, and leaves the creator, root and group roots unranked', async () => {
    const group = await insertGroup(t, owner, 'rank');
    const { row, linkA } = await privateTraining({ gid: group.id, isGroup: true });
    const member = await t.createUser();
    const groupRoot = await t.createUser();
    await t.platform.db.insert(groupMember).values({ gid: group.id, uid: groupRoot.uid, auth: 5 });
    const superAdmin = await t.createUser({ roles: [Role.ROOT] });
    await insertTrainingRegister(t, row.id, member.uid);
    await t.platform.db.update(userInfo).set({ realname: 'Member Real' }).where(eq(userInfo.uid, member.uid));
    for (const u of [member, owner, groupRoot, superAdmin]) await judged(row.id, linkA, u, AC, 10);

    const byOwner = await rank(owner.token, { tid: row.id });
    expect(byOwner.body.data.records.map((r: { uid: string }) => r.uid)).toEqual([member.uid]);
    expect(byOwner.body.data.records[0].realname).toBe('Member Real');
    expect((await rank(rootToken, { tid: row.id })).body.data.records[0].realname).toBe('Member Real');
    // A site admin sees the group training but is no training admin.
    const admin = await t.createUser({ roles: [Role.ADMIN] });
    expect((await rank(admin.token, { tid: row.id })).body.data.records[0].realname).toBeNull();
  });

  it('searches usernames and schools for everyone, real names only for admins, and pages', async () => {
    const { row, linkA } = await privateTraining();
    const users: User[] = [];
    for (let i = 0; i < 5; i++) {
      const u = await t.createUser();
      users.push(u);
      await insertTrainingRegister(t, row.id, u.uid);
      await judged(row.id, linkA, u, AC, 10 * (i + 1));
    }
    await t.platform.db
      .update(userInfo)
      .set({ school: 'Harbour Academy' })
      .where(eq(userInfo.uid, users[3]!.uid));
    await t.platform.db
      .update(userInfo)
      .set({ realname: 'Zed Secret' })
      .where(eq(userInfo.uid, users[4]!.uid));
    const viewer = users[0]!;
    const bySchool = await rank(viewer.token, { tid: row.id, keyword: 'harbour' });
    expect(bySchool.body.data.records.map((r: { uid: string }) => r.uid)).toEqual([users[3]!.uid]);
    const byName = await rank(viewer.token, { tid: row.id, keyword: users[2]!.username.toUpperCase() });
    expect(byName.body.data.records.map((r: { uid: string }) => r.uid)).toEqual([users[2]!.uid]);
    expect((await rank(viewer.token, { tid: row.id, keyword: 'zed secret' })).body.data.total).toBe(0);
    expect((await rank(owner.token, { tid: row.id, keyword: 'zed secret' })).body.data.total).toBe(1);

    const page = await rank(viewer.token, { tid: row.id, limit: 2, currentPage: 2 });
    expect(page.body.data).toMatchObject({ total: 5, current: 2, size: 2 });
    expect(page.body.data.records.map((r: { uid: string }) => r.uid)).toEqual([users[2]!.uid, users[3]!.uid]);
    expect((await rank(viewer.token, { tid: row.id, currentPage: 9 })).body.data.records).toEqual([]);
  });

  it('refuses guests (401), unregistered users (403), public trainings (400), hidden ones (404) and bad input (400)', async () => {
    const { row } = await privateTraining();
    const stranger = await t.createUser();
    expect((await rank(null, { tid: row.id })).httpStatus).toBe(401);
    const refused = await rank(stranger.token, { tid: row.id });
    expect(refused.httpStatus).toBe(403);
    const open = await insertTraining(t, owner);
    const pub = await rank(stranger.token, { tid: open.id });
    expect(pub.body).toMatchObject({ status: 400, msg: 'Only private trainings have a rank' });
    const disabled = await insertPrivateTraining(t, owner, 'pw', { status: false });
    expect((await rank(stranger.token, { tid: disabled.id })).httpStatus).toBe(404);
    await insertTrainingRegister(t, row.id, stranger.uid);
    for (const keyword of ['a\u0000b', 'k'.repeat(101)]) {
      expect((await rank(stranger.token, { tid: row.id, keyword })).httpStatus).toBe(400);
    }
    expect((await rank(stranger.token, { tid: row.id })).httpStatus).toBe(200);
  });
});
