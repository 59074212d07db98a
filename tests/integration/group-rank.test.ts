import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMember, submission, userInfo } from '../../worker/src/db/schema';
import { addGroupMember, insertGroupWithOwner } from '../support/group-fixtures';
import { insertProblem, insertSubmission } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };
type Query = Record<string, string | number | boolean | undefined | null>;

let t: TestApp;
let owner: User;
let alice: User;
let bob: User;
let carol: User;
let dave: User;
let applicant: User;
let outsider: User;
let superAdmin: User;
let gid: number;

const rank = (token: string | null, query: Query) =>
  t.request('GET', '/api/get-group-rank-list', { token, query });
const usernames = (res: { body: { data: { records: { username: string }[] } } }) =>
  res.body.data.records.map((r) => r.username);

/** A submission to `pid` in the group (cid 0 unless given), with an OI rank score. */
async function submit(
  user: User,
  pid: number,
  status: number,
  oiRankScore: number | null = null,
  extra = {},
) {
  const id = await insertSubmission(t.platform, {
    pid,
    uid: user.uid,
    username: user.username,
    status,
    gid,
    ...extra,
  });
  if (oiRankScore !== null) {
    await t.platform.db.update(submission).set({ oiRankScore }).where(eq(submission.submitId, id));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  // Usernames sort in creation order so ties are predictable.
  owner = await t.createUser({ username: `rk0owner${process.pid}` });
  alice = await t.createUser({ username: `rk1alice${process.pid}` });
  bob = await t.createUser({ username: `rk2bob${process.pid}` });
  carol = await t.createUser({ username: `rk3carol${process.pid}` });
  dave = await t.createUser({ username: `rk4dave${process.pid}` });
  applicant = await t.createUser();
  outsider = await t.createUser();
  superAdmin = await t.createUser({ roles: [Role.ROOT] });
  gid = (await insertGroupWithOwner(t, owner)).id;
  await addGroupMember(t, gid, alice.uid, 3);
  await addGroupMember(t, gid, bob.uid, 4);
  await addGroupMember(t, gid, carol.uid, 3);
  await addGroupMember(t, gid, dave.uid, 3);
  await addGroupMember(t, gid, applicant.uid, 1);
  await t.platform.db
    .update(userInfo)
    .set({ nickname: 'Nicky', titleName: 'Champ' })
    .where(eq(userInfo.uid, carol.uid));

  const [p1, p2, p3] = await Promise.all(
    [1, 2, 3].map(() => insertProblem(t.platform, { isGroup: true, gid, type: 1 })),
  );
  const publicProblem = await insertProblem(t.platform);
  const elsewhere = await insertGroupWithOwner(t, outsider);
  // alice: 2 AC (p1 twice counts once), 4 submissions, OI best 100 + 40
  await submit(alice, p1!.id, JudgeStatus.ACCEPTED, 100);
  await submit(alice, p1!.id, JudgeStatus.ACCEPTED, 100);
  await submit(alice, p2!.id, JudgeStatus.WRONG_ANSWER, 40);
  await submit(alice, p2!.id, JudgeStatus.ACCEPTED, 30);
  // bob: 2 AC in 2 submissions, OI 100 + 20 (a lower later score does not lower the best)
  await submit(bob, p1!.id, JudgeStatus.ACCEPTED, 100);
  await submit(bob, p3!.id, JudgeStatus.ACCEPTED, 20);
  // carol: 1 AC, OI 100 + 90 + 60 = 250
  await submit(carol, p1!.id, JudgeStatus.ACCEPTED, 100);
  await submit(carol, p2!.id, JudgeStatus.WRONG_ANSWER, 90);
  await submit(carol, p3!.id, JudgeStatus.WRONG_ANSWER, 60);
  // Not counted: public problems, other groups, contests, non-members.
  await insertSubmission(t.platform, {
    pid: publicProblem.id,
    uid: dave.uid,
    username: dave.username,
    status: 0,
  });
  await insertSubmission(t.platform, {
    pid: publicProblem.id,
    uid: dave.uid,
    username: dave.username,
    status: 0,
    gid: elsewhere.id,
  });
  await submit(dave, p1!.id, JudgeStatus.ACCEPTED, 100, { cid: 7 });
  await submit(outsider, p1!.id, JudgeStatus.ACCEPTED, 100);
  await submit(applicant, p1!.id, JudgeStatus.ACCEPTED, 100);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/get-group-rank-list', () => {
  it('ranks ACM by accepted problems, then fewer submissions, then username', async () => {
    const res = await rank(alice.token, { gid });
    expect(res.httpStatus).toBe(200);
    expect(usernames(res)).toEqual([
      bob.username,
      alice.username,
      carol.username,
      owner.username,
      dave.username,
    ]);
    expect(res.body.data.total).toBe(5);
    expect(res.body.data.size).toBe(30);
    const byName = new Map(res.body.data.records.map((r: { username: string }) => [r.username, r]));
    expect(byName.get(alice.username)).toMatchObject({ ac: 2, total: 4, score: 140 });
    expect(byName.get(bob.username)).toMatchObject({ ac: 2, total: 2, score: 120 });
    expect(byName.get(carol.username)).toMatchObject({
      uid: carol.uid,
      ac: 1,
      total: 3,
      score: 250,
      nickname: 'Nicky',
      titleName: 'Champ',
    });
    expect(byName.get(dave.username)).toMatchObject({ ac: 0, total: 0, score: 0 });
  });

  it('ranks OI by score, then accepted problems', async () => {
    const res = await rank(alice.token, { gid, type: 1 });
    expect(usernames(res)).toEqual([
      carol.username,
      alice.username,
      bob.username,
      owner.username,
      dave.username,
    ]);
  });

  it('searches username, nickname and real name among members, and pages', async () => {
    expect(usernames(await rank(alice.token, { gid, searchUser: 'nick' }))).toEqual([carol.username]);
    expect(usernames(await rank(alice.token, { gid, searchUser: 'BOB' }))).toEqual([bob.username]);
    expect(usernames(await rank(alice.token, { gid, searchUser: outsider.username }))).toEqual([]);
    expect(usernames(await rank(alice.token, { gid, searchUser: '%' }))).toEqual([]);
    const page = await rank(alice.token, { gid, limit: 2, currentPage: 2 });
    expect(usernames(page)).toEqual([carol.username, owner.username]);
    expect(page.body.data.total).toBe(5);
  });

  it('is for members, group admins, the owner and super admin only', async () => {
    expect((await rank(null, { gid })).httpStatus).toBe(401);
    expect((await rank(outsider.token, { gid })).httpStatus).toBe(403);
    expect((await rank(applicant.token, { gid })).httpStatus).toBe(403);
    for (const user of [alice, bob, owner, superAdmin]) {
      expect((await rank(user.token, { gid })).httpStatus, user.username).toBe(200);
    }
    const disabled = await insertGroupWithOwner(t, owner, { status: 1 });
    expect((await rank(owner.token, { gid: disabled.id })).httpStatus).toBe(404);
    expect((await rank(superAdmin.token, { gid: disabled.id })).httpStatus).toBe(200);
  });

  it('drops a member who leaves, who also loses access', async () => {
    const leaver = await t.createUser();
    await addGroupMember(t, gid, leaver.uid, 3);
    expect(usernames(await rank(leaver.token, { gid, searchUser: leaver.username }))).toEqual([
      leaver.username,
    ]);
    await t.platform.db.delete(groupMember).where(eq(groupMember.uid, leaver.uid));
    expect((await rank(leaver.token, { gid })).httpStatus).toBe(403);
    expect(usernames(await rank(alice.token, { gid, searchUser: leaver.username }))).toEqual([]);
  });

  it('refuses bad queries', async () => {
    for (const query of [
      {},
      { gid: 0 },
      { gid: 2147483648 },
      { gid: 'x' },
      { gid, type: 2 },
      { gid, type: 'ACM' },
      { gid, searchUser: 'x'.repeat(101) },
      { gid, searchUser: 'a\u0000' },
    ]) {
      expect((await rank(alice.token, query)).httpStatus, JSON.stringify(query)).toBe(400);
    }
    expect((await rank(alice.token, { gid: 2147483647 })).httpStatus).toBe(404);
  });
});
