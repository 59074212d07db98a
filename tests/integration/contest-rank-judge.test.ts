import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestProblem, problem, submission } from '../../worker/src/db/schema';
import { addRecord, MIN, makeContest, rankOf, type User } from '../support/contest-board';
import { createTestApp, type TestApp } from '../support/test-app';

const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;

let t: TestApp;
let owner: User;
let rootToken: string;
let users: User[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  rootToken = await t.rootToken();
  users = [];
  for (let i = 0; i < 3; i++) users.push(await t.createUser());
});
afterAll(async () => {
  await t?.close();
});

/** A judged contest submission and its contest record, as the judge leaves them. */
async function judged(
  row: { id: number; startTime: Date },
  user: User,
  displayId: string,
  minutes: number,
  status: number,
) {
  const [sub] = await t.platform.db
    .insert(submission)
    .values({
      pid: 1,
      displayPid: displayId,
      uid: user.uid,
      username: user.username,
      submitTime: new Date(row.startTime.getTime() + minutes * MIN),
      status,
      length: 1,
      code: 'x',
      language: 'C++',
      cid: row.id,
    })
    .returning({ submitId: submission.submitId });
  await addRecord(t, row, user, displayId, minutes, status, { submitId: sub!.submitId });
  return sub!.submitId;
}

const acOf = async (cid: number) =>
  (await rankOf(t, cid, owner.token)).body.data.records.map(
    (r: { uid: string; ac: number; total: number }) => [r.uid, r.ac, r.total],
  );

describe('the board stays consistent with the judge', () => {
  it('a rejudge takes the record off the board until judged again', async () => {
    const row = await makeContest(t, owner);
    const [a, b] = users as [User, User];
    const id = await judged(row, a, 'A', 5, AC);
    await judged(row, b, 'A', 10, AC);
    expect(await acOf(row.id)).toEqual([
      [a.uid, 1, 1],
      [b.uid, 1, 1],
    ]);
    const res = await t.request('GET', '/api/admin/judge/rejudge', {
      token: rootToken,
      query: { submitId: id },
    });
    expect(res.httpStatus).toBe(200);
    const board = (await rankOf(t, row.id, owner.token)).body.data.records;
    expect(board.map((r: User) => r.uid)).toEqual([b.uid]);
    expect(board[0].submissionInfo.A.isFirstAC).toBe(true);
  });

  it('a cancelled submission stays a try without a penalty', async () => {
    const row = await makeContest(t, owner);
    const [a, b] = users as [User, User];
    await judged(row, a, 'A', 5, WA);
    const id = await judged(row, a, 'A', 6, AC);
    await judged(row, b, 'A', 10, AC);
    // a: 6 minutes plus 20 for the wrong answer, behind b's 10 minutes.
    expect(await acOf(row.id)).toEqual([
      [b.uid, 1, 1],
      [a.uid, 1, 2],
    ]);
    const res = await t.request('GET', '/api/admin/judge/cancel-judge', {
      token: rootToken,
      query: { submitId: id },
    });
    expect(res.httpStatus).toBe(200);
    const board = (await rankOf(t, row.id, owner.token)).body.data.records;
    expect(board.map((r: { uid: string; ac: number; total: number }) => [r.uid, r.ac, r.total])).toEqual([
      [b.uid, 1, 1],
      [a.uid, 0, 2],
    ]);
    expect(board[1].submissionInfo.A).toEqual({ errorNum: 1, isAC: false });
  });

  it('a manual judgement moves the row at once', async () => {
    const row = await makeContest(t, owner);
    const [a, b] = users as [User, User];
    const id = await judged(row, a, 'A', 5, WA);
    await judged(row, b, 'A', 10, AC);
    expect(await acOf(row.id)).toEqual([
      [b.uid, 1, 1],
      [a.uid, 0, 1],
    ]);
    const res = await t.request('GET', '/api/admin/judge/manual-judge', {
      token: rootToken,
      query: { submitId: id, status: AC, score: 100 },
    });
    expect(res.httpStatus).toBe(200);
    const board = (await rankOf(t, row.id, owner.token)).body.data.records;
    expect(board.map((r: { uid: string; totalTime: number }) => [r.uid, r.totalTime])).toEqual([
      [a.uid, 300],
      [b.uid, 600],
    ]);
    expect(board[0].submissionInfo.A.isFirstAC).toBe(true);
    expect(board[1].submissionInfo.A.isFirstAC).toBe(false);
  });
});

describe('GET /api/file/download-contest-rank', () => {
  it('gives contest admins an xlsx with HOJ columns; refuses others', async () => {
    const row = await makeContest(t, owner, { starAccount: [users[1]!.username] });
    await t.platform.db.insert(contestProblem).values([
      { cid: row.id, pid: 1, displayId: 'A', displayTitle: 'A' },
      { cid: row.id, pid: 2, displayId: 'B', displayTitle: 'B' },
    ]);
    await addRecord(t, row, users[0]!, 'A', 1, WA);
    await addRecord(t, row, users[0]!, 'A', 2, AC);
    await addRecord(t, row, users[1]!, 'B', 3, WA);
    const refused = await t.request('GET', '/api/file/download-contest-rank', {
      token: users[0]!.token,
      query: { cid: row.id },
    });
    expect(refused.httpStatus).toBe(403);
    expect(
      (await t.request('GET', '/api/file/download-contest-rank', { token: owner.token, query: { cid: 'x' } }))
        .httpStatus,
    ).toBe(400);

    const res = await fetchFile(row.id, owner.token);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(`contest_${row.id}_rank.xlsx`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const sheetNames = Object.keys(files).filter((name) => name.startsWith('xl/worksheets/'));
    expect(sheetNames.length).toBeGreaterThan(0);
    const text = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const word of [
      'Rank',
      'Username',
      'ShowName',
      'Real Name',
      'School',
      'AC',
      'Total Submission',
      'Total Penalty Time',
    ]) {
      expect(text).toContain(`>${word}<`);
    }
    expect(text).toContain('+(2)');
    expect(text).toContain('-(1)');
    expect(text).toContain(users[1]!.username);
  });
});

async function fetchFile(cid: number, token: string) {
  const res = await t.request('GET', '/api/file/download-contest-rank', { token, query: { cid } });
  expect(res.httpStatus).toBe(200);
  return res.raw;
}

describe('scroll board', () => {
  it('serves an ended sealed ACM contest to its admins: info and the submissions before the end', async () => {
    const now = t.clock.now().getTime();
    const row = await makeContest(t, owner, {
      startTime: new Date(now - 300 * MIN),
      endTime: new Date(now - 60 * MIN),
      sealRank: true,
      sealRankTime: new Date(now - 120 * MIN),
      starAccount: [users[1]!.username],
    });
    const [pub] = await t.platform.db
      .insert(problem)
      .values({ problemId: `SB${row.id}`, title: 'Scroll', author: owner.username, auth: 1 })
      .returning({ id: problem.id });
    await t.platform.db
      .insert(contestProblem)
      .values({ cid: row.id, pid: pub!.id, displayId: 'A', displayTitle: 'A', color: '#f00' });
    await addRecord(t, row, users[0]!, 'A', 10, AC);
    await addRecord(t, row, users[1]!, 'A', 20, WA);
    await addRecord(t, row, users[0]!, 'A', 250, AC);
    await addRecord(t, row, users[2]!, 'A', 30, JudgeStatus.CANCELLED);

    const info = await t.request('GET', '/api/get-contest-scroll-board-info', {
      token: owner.token,
      query: { cid: row.id },
    });
    expect(info.body.data).toMatchObject({
      id: row.id,
      problemCount: 1,
      balloonColor: { A: '#f00' },
      rankShowName: 'username',
      starUserList: [users[1]!.username],
      sealRankTime: row.sealRankTime!.toISOString(),
    });
    const all = await t.request('GET', '/api/get-contest-scroll-board-submission', {
      token: owner.token,
      query: { cid: row.id, removeStar: false },
    });
    expect(all.body.data.map((s: { uid: string }) => s.uid)).toEqual([users[1]!.uid, users[0]!.uid]);
    expect(all.body.data[0]).toMatchObject({ displayId: 'A', status: WA, username: users[1]!.username });
    const noStars = await t.request('GET', '/api/get-contest-scroll-board-submission', {
      token: owner.token,
      query: { cid: row.id, removeStar: true },
    });
    expect(noStars.body.data.map((s: { uid: string }) => s.uid)).toEqual([users[0]!.uid]);

    const other = await t.request('GET', '/api/get-contest-scroll-board-info', {
      token: users[0]!.token,
      query: { cid: row.id },
    });
    expect(other.httpStatus).toBe(403);
    const running = await makeContest(t, owner, { sealRank: true, sealRankTime: new Date(now) });
    const early = await t.request('GET', '/api/get-contest-scroll-board-info', {
      token: owner.token,
      query: { cid: running.id },
    });
    expect(early.httpStatus).toBe(400);
    const oi = await makeContest(t, owner, { type: 1, endTime: new Date(now - MIN), sealRank: true });
    expect(
      (
        await t.request('GET', '/api/get-contest-scroll-board-submission', {
          token: owner.token,
          query: { cid: oi.id },
        })
      ).httpStatus,
    ).toBe(400);
    for (const cid of ['0', '-1', '2147483648', 'x']) {
      const bad = await t.request('GET', '/api/get-contest-scroll-board-info', {
        token: owner.token,
        query: { cid },
      });
      expect(bad.httpStatus).toBe(400);
    }
  });

  it('is for contest admins only: root sees it too', async () => {
    const root = await t.createUser({ roles: [Role.ROOT] });
    const now = t.clock.now().getTime();
    const row = await makeContest(t, owner, {
      startTime: new Date(now - 300 * MIN),
      endTime: new Date(now - 60 * MIN),
      sealRank: true,
      sealRankTime: new Date(now - 120 * MIN),
    });
    const res = await t.request('GET', '/api/get-contest-scroll-board-info', {
      token: root.token,
      query: { cid: row.id },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.problemCount).toBe(0);
  });
});
