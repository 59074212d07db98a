import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMember } from '../../worker/src/db/schema';
import { addRecord, MIN, makeContest, outsideOf, rankOf, type User } from '../support/contest-board';
import { insertGroup } from '../support/contest-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const { ACCEPTED: AC, WRONG_ANSWER: WA, COMPILE_ERROR: CE } = JudgeStatus;

let t: TestApp;
let owner: User;
let root: User;
let users: User[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  root = await t.createUser({ roles: [Role.ROOT] });
  users = [];
  for (let i = 0; i < 6; i++) users.push(await t.createUser());
});
afterAll(async () => {
  await t?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: rows are checked field by field
const uidsOf = (records: any[]) => records.map((r) => r.uid);

describe('POST /api/get-contest-rank (ACM)', () => {
  it('ranks by solved then penalty, shares ties, marks first ACs, counts every record, leaves out root and the creator', async () => {
    const [a, b, c, d] = users as [User, User, User, User];
    const row = await makeContest(t, owner);
    await addRecord(t, row, a, 'A', 10, WA);
    await addRecord(t, row, a, 'A', 11, CE);
    await addRecord(t, row, a, 'A', 20, AC);
    await addRecord(t, row, a, 'A', 21, WA);
    await addRecord(t, row, a, 'B', 30, AC);
    await addRecord(t, row, b, 'A', 5, AC);
    await addRecord(t, row, c, 'A', 5, AC);
    await addRecord(t, row, d, 'B', 1, null);
    await addRecord(t, row, root, 'A', 1, AC);
    await addRecord(t, row, owner, 'A', 1, AC);

    const res = await rankOf(t, row.id, d.token);
    expect(res.httpStatus).toBe(200);
    const { records, total } = res.body.data;
    expect(total).toBe(3);
    expect(uidsOf(records)).toEqual([a.uid, b.uid, c.uid]);
    expect(records.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 2]);
    const first = records[0];
    expect(first).toMatchObject({
      ac: 2,
      total: 5,
      totalTime: 20 * 60 + 1200 + 30 * 60,
      isWinAward: false,
      username: a.username,
    });
    expect(first.submissionInfo.A).toEqual({ errorNum: 1, isAC: true, ACTime: 1200, isFirstAC: false });
    expect(first.submissionInfo.B.isFirstAC).toBe(true);
    expect(records[1].submissionInfo.A.isFirstAC).toBe(true);
    expect(records[2].submissionInfo.A.isFirstAC).toBe(true);
    for (const key of [
      'realname',
      'nickname',
      'school',
      'gender',
      'avatar',
      'awardName',
      'awardBackground',
      'awardColor',
    ]) {
      expect(first).toHaveProperty(key);
    }
  });

  it("leaves out the group's roots in a group contest, but not its other members", async () => {
    const [a, b] = users as [User, User];
    const group = await insertGroup(t, owner, 'board');
    await t.platform.db.insert(groupMember).values([
      { gid: group.id, uid: a.uid, auth: 5 },
      { gid: group.id, uid: b.uid, auth: 4 },
    ]);
    const row = await makeContest(t, owner, { isGroup: true, gid: group.id });
    await addRecord(t, row, a, 'A', 1, AC);
    await addRecord(t, row, b, 'A', 2, AC);
    const res = await rankOf(t, row.id, root.token);
    expect(uidsOf(res.body.data.records)).toEqual([b.uid]);
  });

  it('puts the viewer first and followed users next; paging counts them', async () => {
    const row = await makeContest(t, owner);
    for (const [i, u] of users.entries()) await addRecord(t, row, u, 'A', i + 1, AC);
    const viewer = users[4]!;
    const res = await rankOf(t, row.id, viewer.token, {
      limit: 3,
      concernedList: [users[5]!.uid, viewer.uid, users[2]!.uid, 'nobody'],
    });
    expect(uidsOf(res.body.data.records)).toEqual([viewer.uid, users[2]!.uid, users[5]!.uid]);
    expect(res.body.data.total).toBe(9);
    const second = await rankOf(t, row.id, viewer.token, {
      limit: 3,
      currentPage: 2,
      concernedList: [users[5]!.uid, users[2]!.uid],
    });
    expect(uidsOf(second.body.data.records)).toEqual([users[0]!.uid, users[1]!.uid, users[2]!.uid]);
    const last = await rankOf(t, row.id, viewer.token, {
      limit: 3,
      currentPage: 3,
      concernedList: [users[2]!.uid],
    });
    expect(uidsOf(last.body.data.records)).toEqual([users[4]!.uid, users[5]!.uid]);
    expect(last.body.data.total).toBe(8);
  });

  it('filters by school or the shown name', async () => {
    const row = await makeContest(t, owner, { rankShowName: 'username' });
    for (const u of users.slice(0, 3)) await addRecord(t, row, u, 'A', 1, AC);
    const res = await rankOf(t, row.id, owner.token, { keyword: users[1]!.username.toUpperCase() });
    expect(uidsOf(res.body.data.records)).toEqual([users[1]!.uid]);
  });

  it('seals: a user sees tries after the seal, a contest admin sees the real board only with forceRefresh', async () => {
    const now = t.clock.now().getTime();
    const row = await makeContest(t, owner, { sealRank: true, sealRankTime: new Date(now - 30 * MIN) });
    const [a, b] = users as [User, User];
    await addRecord(t, row, a, 'A', 10, AC);
    await addRecord(t, row, b, 'A', 100, WA);
    await addRecord(t, row, b, 'A', 101, AC);

    const sealed = await rankOf(t, row.id, a.token, { forceRefresh: true });
    expect(uidsOf(sealed.body.data.records)).toEqual([a.uid, a.uid, b.uid]);
    expect(sealed.body.data.records[2]).toMatchObject({ ac: 0, total: 2 });
    expect(sealed.body.data.records[2].submissionInfo.A).toEqual({ errorNum: 0, isAC: false, tryNum: 2 });

    const adminPlain = await rankOf(t, row.id, owner.token);
    expect(adminPlain.body.data.records[1].ac).toBe(0);
    const adminReal = await rankOf(t, row.id, owner.token, { forceRefresh: true });
    expect(adminReal.body.data.records.map((r: { ac: number }) => r.ac)).toEqual([1, 1]);
    expect(adminReal.body.data.records[1].submissionInfo.A).toEqual({
      errorNum: 1,
      isAC: true,
      ACTime: 101 * 60,
      isFirstAC: false,
    });
  });

  it('after the end, the seal stays without autoRealRank and lifts with it', async () => {
    const now = t.clock.now().getTime();
    const times = {
      startTime: new Date(now - 300 * MIN),
      endTime: new Date(now - 60 * MIN),
      sealRank: true,
      sealRankTime: new Date(now - 120 * MIN),
    };
    const kept = await makeContest(t, owner, { ...times, autoRealRank: false });
    const lifted = await makeContest(t, owner, { ...times, autoRealRank: true });
    for (const row of [kept, lifted]) await addRecord(t, row, users[0]!, 'A', 200, AC);
    expect((await rankOf(t, kept.id, users[1]!.token)).body.data.records[0].ac).toBe(0);
    expect((await rankOf(t, lifted.id, users[1]!.token)).body.data.records[0].ac).toBe(1);
  });

  it('counts records at or after the end only with containsEnd on a contest that allows them, marked isAfterContest', async () => {
    const now = t.clock.now().getTime();
    const times = { startTime: new Date(now - 300 * MIN), endTime: new Date(now - 60 * MIN) };
    const open = await makeContest(t, owner, { ...times, allowEndSubmit: true });
    const closed = await makeContest(t, owner, times);
    for (const row of [open, closed]) {
      await addRecord(t, row, users[0]!, 'A', 10, AC);
      await addRecord(t, row, users[0]!, 'B', 240, AC);
    }
    const without = await rankOf(t, open.id, users[1]!.token);
    expect(without.body.data.records[0]).toMatchObject({ ac: 1, total: 1 });
    const withEnd = await rankOf(t, open.id, users[1]!.token, { containsEnd: true });
    expect(withEnd.body.data.records[0]).toMatchObject({ ac: 2, total: 2 });
    expect(withEnd.body.data.records[0].submissionInfo.B.isAfterContest).toBe(true);
    expect(withEnd.body.data.records[0].submissionInfo.A.isAfterContest).toBeUndefined();
    const notAllowed = await rankOf(t, closed.id, users[1]!.token, { containsEnd: true });
    expect(notAllowed.body.data.records[0].ac).toBe(1);
  });

  it('ranks star users -1 without an award, or removes them with removeStar; an admin edit shows at once', async () => {
    const row = await makeContest(t, owner, {
      description: 'Stars and awards',
      awardType: 2,
      awardConfig: [
        { priority: 1, name: 'Gold', background: '#f5c400', color: '#fff', num: 1 },
        { priority: 2, name: 'Silver', background: '#ccc', color: '#000', num: 1 },
      ],
    });
    const [a, b, c, d] = users as [User, User, User, User];
    await addRecord(t, row, a, 'A', 1, AC);
    await addRecord(t, row, b, 'A', 2, AC);
    await addRecord(t, row, c, 'A', 3, AC);
    await addRecord(t, row, d, 'A', 4, WA);
    const before = await rankOf(t, row.id, owner.token);
    expect(before.body.data.records.map((r: { awardName: string | null }) => r.awardName)).toEqual([
      'Gold',
      'Silver',
      null,
      null,
    ]);

    // The organiser stars a user through the admin call, as the admin page does.
    const rootToken = await t.rootToken();
    const admin = { token: rootToken, headers: { 'Url-Type': 'admin' } };
    const stored = await t.request('GET', '/api/admin/contest', { ...admin, query: { cid: row.id } });
    const edited = await t.request('PUT', '/api/admin/contest', {
      ...admin,
      body: { ...stored.body.data, starAccount: [a.username] },
    });
    expect(edited.body).toMatchObject({ status: 200 });
    const starred = await rankOf(t, row.id, owner.token);
    expect(
      starred.body.data.records.map((r: { uid: string; rank: number; awardName: string | null }) => [
        r.uid,
        r.rank,
        r.awardName,
      ]),
    ).toEqual([
      [a.uid, -1, null],
      [b.uid, 1, 'Gold'],
      [c.uid, 2, 'Silver'],
      [d.uid, 3, null],
    ]);
    expect(starred.body.data.records[0].isWinAward).toBe(false);
    const removed = await rankOf(t, row.id, owner.token, { removeStar: true });
    expect(uidsOf(removed.body.data.records)).toEqual([b.uid, c.uid, d.uid]);
  });

  it('awards by proportion: floor(num·0.01·N) of the non-star rows, only to rows that solved something', async () => {
    const row = await makeContest(t, owner, {
      awardType: 1,
      starAccount: [users[0]!.username],
      awardConfig: [{ priority: 1, name: 'Top half', background: '#000', color: '#fff', num: 50 }],
    });
    for (const [i, u] of users.slice(0, 5).entries()) await addRecord(t, row, u, 'A', i + 1, AC);
    await addRecord(t, row, users[5]!, 'A', 9, WA);
    const res = await rankOf(t, row.id, owner.token);
    // Five ranked rows (the star left out): floor(0.5 × 5) = 2 winners.
    expect(
      res.body.data.records.filter((r: { isWinAward: boolean }) => r.isWinAward).map((r: User) => r.uid),
    ).toEqual([users[1]!.uid, users[2]!.uid]);
  });
});

describe('POST /api/get-contest-rank (OI)', () => {
  it('Recent and Highest scores; time sums the best full-score runs; sealed records are left out', async () => {
    const [a, b] = users as [User, User];
    for (const oiRankScoreType of ['Recent', 'Highest']) {
      const row = await makeContest(t, owner, { type: 1, oiRankScoreType });
      await addRecord(t, row, a, 'A', 1, AC, { score: 100, useTime: 300 });
      await addRecord(t, row, a, 'A', 2, JudgeStatus.PARTIAL_ACCEPTED, { score: 30, useTime: 10 });
      await addRecord(t, row, b, 'A', 3, JudgeStatus.PARTIAL_ACCEPTED, { score: 60, useTime: 10 });
      const { records } = (await rankOf(t, row.id, owner.token)).body.data;
      if (oiRankScoreType === 'Recent') {
        expect(records.map((r: { uid: string; totalScore: number }) => [r.uid, r.totalScore])).toEqual([
          [b.uid, 60],
          [a.uid, 30],
        ]);
      } else {
        expect(records[0]).toMatchObject({
          uid: a.uid,
          totalScore: 100,
          totalTime: 300,
          timeInfo: { A: 300 },
        });
        expect(records[0].submissionInfo).toEqual({ A: 100 });
      }
    }
    const now = t.clock.now().getTime();
    const sealed = await makeContest(t, owner, {
      type: 1,
      sealRank: true,
      sealRankTime: new Date(now - 10 * MIN),
    });
    await addRecord(t, sealed, a, 'A', 1, JudgeStatus.PARTIAL_ACCEPTED, { score: 10 });
    await addRecord(t, sealed, a, 'A', 115, AC, { score: 100, useTime: 5 });
    expect((await rankOf(t, sealed.id, b.token)).body.data.records[0].totalScore).toBe(10);
    expect(
      (await rankOf(t, sealed.id, owner.token, { forceRefresh: true })).body.data.records[0].totalScore,
    ).toBe(100);
  });
});

describe('POST /api/get-contest-outside-scoreboard', () => {
  it('needs no login but an open rank, and a started contest', async () => {
    const closed = await makeContest(t, owner);
    const refused = await outsideOf(t, closed.id, null);
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.msg).toMatch(/scoreboard/);

    const now = t.clock.now().getTime();
    const later = await makeContest(t, owner, {
      openRank: true,
      startTime: new Date(now + 60 * MIN),
      endTime: new Date(now + 120 * MIN),
    });
    expect((await outsideOf(t, later.id, null)).httpStatus).toBe(403);

    const open = await makeContest(t, owner, { openRank: true });
    await addRecord(t, open, users[0]!, 'A', 1, AC);
    await addRecord(t, open, users[1]!, 'A', 2, AC);
    const anonymous = await outsideOf(t, open.id, null);
    expect(anonymous.httpStatus).toBe(200);
    expect(uidsOf(anonymous.body.data.records)).toEqual([users[0]!.uid, users[1]!.uid]);
    // The viewer's own row is not repeated outside; followed users are.
    const followed = await outsideOf(t, open.id, users[1]!.token, { concernedList: [users[1]!.uid] });
    expect(uidsOf(followed.body.data.records)).toEqual([users[1]!.uid, users[0]!.uid, users[1]!.uid]);
  });

  it('serves the page another instance built from the shared cache, but never to a contest admin', async () => {
    const open = await makeContest(t, owner, { openRank: true });
    await addRecord(t, open, users[0]!, 'A', 1, AC);
    const entries = new Map<string, { value: string; ttlSeconds: number }>();
    t.platform.sharedCache = {
      get: async (key) => entries.get(key)?.value ?? null,
      put: async (key, value, ttlSeconds) => {
        entries.set(key, { value, ttlSeconds });
      },
    };
    try {
      const first = await outsideOf(t, open.id, null);
      expect(uidsOf(first.body.data.records)).toEqual([users[0]!.uid]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect([...entries.values()]).toEqual([{ value: JSON.stringify(first.body), ttlSeconds: 15 }]);

      // Another instance's page, as the shared cache holds it, is what the next visitor gets.
      const [key] = [...entries.keys()];
      const elsewhere = { ...first.body, data: { ...first.body.data, total: 99 } };
      entries.set(key!, { value: JSON.stringify(elsewhere), ttlSeconds: 15 });
      expect((await outsideOf(t, open.id, users[2]!.token)).body.data.total).toBe(99);
      expect((await outsideOf(t, open.id, owner.token)).body.data.total).toBe(1);
    } finally {
      t.platform.sharedCache = undefined;
    }
  });
});

describe('access and bad input', () => {
  it('needs a login and a visible contest', async () => {
    const row = await makeContest(t, owner, { auth: 1, pwd: 'secret' });
    expect((await rankOf(t, row.id, null)).httpStatus).toBe(401);
    expect((await rankOf(t, row.id, users[0]!.token)).httpStatus).toBe(403);
    expect((await rankOf(t, row.id, owner.token)).httpStatus).toBe(200);
    expect((await rankOf(t, 2_147_483_647, owner.token)).httpStatus).toBe(404);
  });

  it('refuses bad ids, limits, pages, lists and NUL with a 400 envelope', async () => {
    const row = await makeContest(t, owner, { openRank: true });
    const bad: Record<string, unknown>[] = [
      { cid: 0 },
      { cid: -1 },
      { cid: 2_147_483_648 },
      { cid: 'x' },
      { cid: 1.5 },
      { cid: null },
      { cid: row.id, limit: 1_000_000 },
      { cid: row.id, limit: 0 },
      { cid: row.id, currentPage: -1 },
      { cid: row.id, keyword: 'a\u0000b' },
      { cid: row.id, keyword: 'x'.repeat(101) },
      { cid: row.id, concernedList: 'abc' },
      { cid: row.id, concernedList: Array.from({ length: 501 }, (_, i) => `u${i}`) },
      { cid: row.id, removeStar: 'maybe' },
    ];
    for (const body of bad) {
      for (const path of ['/api/get-contest-rank', '/api/get-contest-outside-scoreboard']) {
        const res = await t.request('POST', path, { token: owner.token, body });
        expect(res.httpStatus, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
        expect(res.body).toMatchObject({ status: 400, data: null });
        expect(typeof res.body.msg).toBe('string');
      }
    }
    const notJson = await t.request('POST', '/api/get-contest-rank', {
      token: owner.token,
      rawBody: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.httpStatus).toBe(400);
  });
});

describe('a cached board follows later records', () => {
  it('shows records written after the first look once the window passes, without a full read', async () => {
    const row = await makeContest(t, owner);
    await addRecord(t, row, users[0]!, 'A', 1, AC);
    expect((await rankOf(t, row.id, owner.token)).body.data.total).toBe(1);
    await addRecord(t, row, users[1]!, 'A', 2, AC);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await rankOf(t, row.id, owner.token);
    expect(uidsOf(later.body.data.records)).toEqual([users[0]!.uid, users[1]!.uid]);
  });
});
