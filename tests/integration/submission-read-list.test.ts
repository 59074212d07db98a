import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMember, team } from '../../worker/src/db/schema';
import { invalidateLists } from '../../worker/src/domains/submission/index';
import {
  addContestProblem,
  hoursFromNow,
  insertContest,
  insertProblem,
  insertSubmission,
} from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let alice: Awaited<ReturnType<TestApp['createUser']>>;
let bob: Awaited<ReturnType<TestApp['createUser']>>;
let p1: Awaited<ReturnType<typeof insertProblem>>;
let p2: Awaited<ReturnType<typeof insertProblem>>;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser();
  bob = await t.createUser();
  p1 = await insertProblem(t.platform, { problemId: 'LIST-1', title: 'First listed' });
  p2 = await insertProblem(t.platform, { problemId: 'LIST-2', title: 'Second listed' });
  const plan: [typeof alice, typeof p1, number][] = [
    [alice, p1, 0],
    [bob, p1, -1],
    [alice, p2, 0],
    [bob, p2, 0],
    [alice, p1, 1],
  ];
  for (const [who, p, status] of plan) {
    ids.push(
      await insertSubmission(t.platform, {
        pid: p.id,
        displayPid: p.problemId,
        uid: who.uid,
        username: who.username,
        status,
      }),
    );
  }
});
afterAll(async () => {
  await t?.close();
});

const list = (query: Record<string, string | number | boolean> = {}, token: string | null = null) =>
  t.request('GET', '/api/get-submission-list', { token, query });

describe('the submission list', () => {
  it('lists submissions outside contests newest first, 15 a page by default, without code', async () => {
    const res = await list();
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([...ids].reverse());
    expect(res.body.data).toMatchObject({ total: 5, current: 1, size: 15 });
    const row = res.body.data.records[0];
    expect(row).toMatchObject({
      pid: p1.id,
      displayPid: 'LIST-1',
      title: 'First listed',
      username: alice.username,
      status: 1,
    });
    expect(row).not.toHaveProperty('code');
    expect(row).not.toHaveProperty('errorMessage');
  });

  it('pages', async () => {
    const res = await list({ currentPage: 2, limit: 2 });
    expect(res.body.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([ids[2], ids[1]]);
    expect(res.body.data.total).toBe(5);
  });

  it('filters by status, author, exact display id and fuzzy display id', async () => {
    const accepted = await list({ status: 0 });
    expect(accepted.body.data.total).toBe(3);
    const byBob = await list({ username: bob.username.toUpperCase() });
    expect(byBob.body.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([ids[3], ids[1]]);
    const exact = await list({ problemID: 'list-2', completeProblemID: true });
    expect(exact.body.data.total).toBe(2);
    const fuzzy = await list({ problemID: 'LIST', completeProblemID: false });
    expect(fuzzy.body.data.total).toBe(5);
    const nobody = await list({ username: 'no-such-user' });
    expect(nobody.body.data).toMatchObject({ records: [], total: 0 });
    const combined = await list({ username: alice.username, problemID: 'LIST-1', status: 0 });
    expect(combined.body.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([ids[0]]);
  });

  it('shows only mine when asked, and asks anonymous callers to log in', async () => {
    const anonymous = await list({ onlyMine: true });
    expect(anonymous.httpStatus).toBe(401);
    expect(anonymous.body.msg).toBe('Please login first');
    const mine = await list({ onlyMine: true }, bob.token);
    expect(mine.body.data.records.map((r: { username: string }) => r.username)).toEqual([
      bob.username,
      bob.username,
    ]);
  });

  it('leaves contest submissions out and shows group submissions to group members only', async () => {
    const contest = await insertContest(t.platform, {
      startTime: hoursFromNow(t.clock, -1),
      endTime: hoursFromNow(t.clock, 1),
    });
    await insertSubmission(t.platform, {
      pid: p1.id,
      uid: alice.uid,
      username: alice.username,
      cid: contest.id,
    });
    const [group] = await t.platform.db
      .insert(team)
      .values({
        name: 'List group',
        shortName: 'lgrp1',
        brief: 'b',
        description: 'd',
        owner: 'x',
        uid: 'x',
        auth: 1,
      })
      .returning();
    await t.platform.db.insert(groupMember).values({ gid: group!.id, uid: alice.uid, auth: 3 });
    const groupSubmission = await insertSubmission(t.platform, {
      pid: p1.id,
      uid: alice.uid,
      username: alice.username,
      gid: group!.id,
    });

    expect((await list()).body.data.total).toBe(5);
    const inGroup = await list({ gid: group!.id }, alice.token);
    expect(inGroup.body.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([groupSubmission]);
    const outsider = await list({ gid: group!.id }, bob.token);
    expect(outsider.httpStatus).toBe(403);
  });

  it('counts large lists from its cache and still sees new submissions at once', async () => {
    const bulk = await insertProblem(t.platform, { problemId: 'BULK-1' });
    await t.platform.db.execute(
      `insert into submission (pid, display_pid, uid, username, status, code, length, language, submit_time)
       select ${bulk.id}, 'BULK-1', '${alice.uid}', '${alice.username}', (g % 3) - 1, 'x', 1, 'C++', now() - interval '1 hour'
       from generate_series(1, 6000) g` as never,
    );
    const first = await list({ problemID: 'BULK-1' });
    expect(first.body.data.total).toBe(6000);
    await insertSubmission(t.platform, {
      pid: bulk.id,
      displayPid: 'BULK-1',
      uid: bob.uid,
      username: bob.username,
    });
    // A row written behind the API's back is served from the page memory for up to a second...
    expect((await list({ problemID: 'BULK-1' })).body.data.total).toBe(6000);
    // ...which a submission through the API drops at once, as this does.
    invalidateLists(t.platform.db);
    const second = await list({ problemID: 'BULK-1' });
    expect(second.body.data.total).toBe(6001);
    expect(second.body.data.records[0].username).toBe(bob.username);
    const deep = await list({ problemID: 'BULK-1', currentPage: 300, limit: 20 });
    expect(deep.body.data.records).toHaveLength(20);
    expect((await list({ problemID: 'BULK-1', status: -1 })).body.data.total).toBe(2000);
    expect((await list({ problemID: 'BULK-1', status: 0 })).body.data.total).toBe(2001);
  });
});

describe('the contest submission list', () => {
  it('needs a login and a contest, and shows everyone’s submissions with contest display ids', async () => {
    const contest = await insertContest(t.platform, {
      startTime: hoursFromNow(t.clock, -2),
      endTime: hoursFromNow(t.clock, 2),
    });
    await addContestProblem(t.platform, contest.id, p1.id, 'A');
    const before = await insertSubmission(t.platform, {
      pid: p1.id,
      uid: alice.uid,
      username: alice.username,
      cid: contest.id,
      submitTime: hoursFromNow(t.clock, -3),
    });
    const during = await insertSubmission(t.platform, {
      pid: p1.id,
      uid: bob.uid,
      username: bob.username,
      cid: contest.id,
    });

    expect(
      (await t.request('GET', '/api/contest-submissions', { query: { contestID: contest.id } })).httpStatus,
    ).toBe(401);
    const noContest = await t.request('GET', '/api/contest-submissions', { token: alice.token });
    expect(noContest.body.msg).toBe('contestID is required');
    const res = await t.request('GET', '/api/contest-submissions', {
      token: alice.token,
      query: { contestID: contest.id },
    });
    expect(res.body.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([during, before]);
    expect(res.body.data.records[0]).toMatchObject({
      displayId: 'A',
      title: 'Contest A',
      time: null,
      memory: null,
      length: null,
    });
    const started = await t.request('GET', '/api/contest-submissions', {
      token: alice.token,
      query: { contestID: contest.id, beforeContestSubmit: false, problemID: 'a' },
    });
    expect(started.body.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([during]);
    const mine = await t.request('GET', '/api/contest-submissions', {
      token: alice.token,
      query: { cid: contest.id, onlyMine: true },
    });
    expect(mine.body.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([before]);
  });

  it('shows only their own submissions to participants while the rank is sealed, hiding OI results', async () => {
    const contest = await insertContest(t.platform, {
      type: 1,
      startTime: hoursFromNow(t.clock, -2),
      endTime: hoursFromNow(t.clock, 2),
      sealRank: true,
      sealRankTime: hoursFromNow(t.clock, -1),
    });
    await addContestProblem(t.platform, contest.id, p2.id, 'A');
    const mine = await insertSubmission(t.platform, {
      pid: p2.id,
      uid: alice.uid,
      username: alice.username,
      cid: contest.id,
      score: 100,
    });
    await insertSubmission(t.platform, { pid: p2.id, uid: bob.uid, username: bob.username, cid: contest.id });
    const res = await t.request('GET', '/api/contest-submissions', {
      token: alice.token,
      query: { contestID: contest.id },
    });
    expect(res.body.data.records).toHaveLength(1);
    expect(res.body.data.records[0]).toMatchObject({ submitId: mine, status: -5, score: null });

    const owner = await t.createUser();
    const ownContest = await insertContest(t.platform, {
      uid: owner.uid,
      type: 1,
      startTime: hoursFromNow(t.clock, -2),
      endTime: hoursFromNow(t.clock, 2),
      sealRank: true,
      sealRankTime: hoursFromNow(t.clock, -1),
    });
    await insertSubmission(t.platform, {
      pid: p2.id,
      uid: bob.uid,
      username: bob.username,
      cid: ownContest.id,
      score: 40,
    });
    const asAdmin = await t.request('GET', '/api/contest-submissions', {
      token: owner.token,
      query: { contestID: ownContest.id },
    });
    expect(asAdmin.body.data.records[0]).toMatchObject({ status: 0, score: 40 });
  });
});

describe('polling statuses', () => {
  it('answers up to 50 ids outside contests, without code', async () => {
    const res = await t.request('POST', '/api/check-submissions-status', {
      body: { submitIds: [ids[0], ids[1], 999999] },
    });
    expect(Object.keys(res.body.data).map(Number).sort()).toEqual([ids[0], ids[1]].sort());
    expect(res.body.data[ids[0]!]).toMatchObject({ status: 0, time: 12, memory: 1024 });
    expect(res.body.data[ids[0]!]).not.toHaveProperty('code');
    const tooMany = await t.request('POST', '/api/check-submissions-status', {
      body: { submitIds: Array.from({ length: 101 }, (_, i) => i + 1) },
    });
    expect(tooMany.httpStatus).toBe(400);
    expect(tooMany.body.msg).toBe('submitIds: at most 100 ids per call');
  });

  it('answers contest ids within the contest rules', async () => {
    const contest = await insertContest(t.platform, {
      startTime: hoursFromNow(t.clock, -2),
      endTime: hoursFromNow(t.clock, 2),
      sealRank: true,
      sealRankTime: hoursFromNow(t.clock, -1),
    });
    const mine = await insertSubmission(t.platform, {
      pid: p1.id,
      uid: alice.uid,
      username: alice.username,
      cid: contest.id,
    });
    const theirs = await insertSubmission(t.platform, {
      pid: p1.id,
      uid: bob.uid,
      username: bob.username,
      cid: contest.id,
    });
    const body = { submitIds: [mine, theirs], cid: contest.id };
    expect((await t.request('POST', '/api/check-contest-submissions-status', { body })).httpStatus).toBe(401);
    const res = await t.request('POST', '/api/check-contest-submissions-status', {
      token: alice.token,
      body,
    });
    expect(Object.keys(res.body.data).map(Number)).toEqual([mine]);
    expect(res.body.data[mine]).toMatchObject({ status: 0, time: 12 });
    const noCid = await t.request('POST', '/api/check-contest-submissions-status', {
      token: alice.token,
      body: { submitIds: [mine] },
    });
    expect(noCid.body.msg).toBe('cid is required');
  });
});
