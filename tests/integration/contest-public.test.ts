import { ContestStatus } from '@contract/contest';
import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type contest,
  contestProblem,
  contestRecord,
  contestRegister,
  groupMember,
  submission,
} from '../../worker/src/db/schema';
import { type ContestValues, HOUR, insertContest, insertGroup } from '../support/contest-fixtures';
import { aPlusBCases, createJudgeProblem } from '../support/judge-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: { uid: string; username: string; token: string };
let user: { uid: string; username: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  t.clock.freeze();
  owner = await t.createUser();
  user = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const at = (offset: number) => new Date(t.clock.now().getTime() + offset);

const makeContest = (values: ContestValues = {}) =>
  insertContest(t, owner, { title: 'Public contest', ...values });

const get = (path: string, token: string | null, query: Record<string, string | number | boolean>) =>
  t.request('GET', `/api/${path}`, { token, query });

describe('GET /api/get-contest-list', () => {
  it('lists visible site contests by status, then latest start, with participant counts', async () => {
    const word = `Listed${Math.floor(Math.random() * 1e6)}`;
    const ended = await makeContest({
      title: `${word} ended`,
      startTime: at(-3 * HOUR),
      endTime: at(-2 * HOUR),
    });
    const running = await makeContest({ title: `${word} running`, type: 1 });
    const soon = await makeContest({ title: `${word} soon`, startTime: at(HOUR), endTime: at(2 * HOUR) });
    const later = await makeContest({
      title: `${word} later`,
      startTime: at(3 * HOUR),
      endTime: at(4 * HOUR),
    });
    await makeContest({ title: `${word} hidden`, visible: false });
    await makeContest({ title: `${word} group`, isGroup: true, gid: 1 });
    await t.platform.db.insert(contestRegister).values([
      { cid: running.id, uid: user.uid },
      { cid: running.id, uid: owner.uid },
    ]);

    const res = await get('get-contest-list', null, { keyword: word });
    expect(res.body.status).toBe(200);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual([
      later.id,
      soon.id,
      running.id,
      ended.id,
    ]);
    expect(res.body.data.records[2]).toMatchObject({
      title: `${word} running`,
      status: ContestStatus.RUNNING,
      type: 1,
      count: 2,
      author: owner.username,
      duration: 7200,
    });
    expect(res.body.data.records[0].status).toBe(ContestStatus.SCHEDULED);
    expect(res.body.data.records[3].status).toBe(ContestStatus.ENDED);

    const filtered = await get('get-contest-list', null, { keyword: word, status: 1 });
    expect(filtered.body.data.records.map((r: { id: number }) => r.id)).toEqual([ended.id]);
    const oi = await get('get-contest-list', null, { keyword: word, type: 1 });
    expect(oi.body.data.records.map((r: { id: number }) => r.id)).toEqual([running.id]);
    const paged = await get('get-contest-list', null, { keyword: word, limit: 3, currentPage: 2 });
    expect(paged.body.data).toMatchObject({ total: 4, current: 2, size: 3 });
    expect(paged.body.data.records.map((r: { id: number }) => r.id)).toEqual([ended.id]);
    // Wildcards in the keyword are literal.
    expect((await get('get-contest-list', null, { keyword: '%_%' })).body.data.total).toBe(0);
  });

  it('pages 10 by default and refuses bad filters', async () => {
    expect((await get('get-contest-list', null, {})).body.data.size).toBe(10);
    expect((await get('get-contest-list', null, { status: 2 })).httpStatus).toBe(400);
    expect((await get('get-contest-list', null, { type: 'x' })).httpStatus).toBe(400);
    expect((await get('get-contest-list', null, { keyword: 'a\u0000' })).httpStatus).toBe(400);
  });
});

describe('GET /api/get-contest-info', () => {
  it('answers the contest with the server clock for signed-in users', async () => {
    const c = await makeContest({ auth: 2, pwd: 'secret', sealRank: true, sealRankTime: at(HOUR / 2) });
    await t.platform.db.insert(contestRegister).values({ cid: c.id, uid: user.uid });
    expect((await get('get-contest-info', null, { cid: c.id })).httpStatus).toBe(401);
    const res = await get('get-contest-info', user.token, { cid: c.id });
    expect(res.body.data).toEqual({
      id: c.id,
      author: owner.username,
      title: 'Public contest',
      type: 0,
      description: '',
      status: ContestStatus.RUNNING,
      source: 0,
      auth: 2,
      now: t.clock.now().toISOString(),
      startTime: c.startTime.toISOString(),
      endTime: c.endTime.toISOString(),
      duration: 7200,
      sealRank: true,
      openPrint: false,
      sealRankTime: c.sealRankTime!.toISOString(),
      rankShowName: 'username',
      openRank: false,
      oiRankScoreType: 'Recent',
      count: 1,
      gid: null,
      allowEndSubmit: false,
    });
    expect(res.body.data).not.toHaveProperty('pwd');
  });

  it('hides invisible contests from all but their admins, group contests from non-members', async () => {
    const hidden = await makeContest({ visible: false });
    expect((await get('get-contest-info', user.token, { cid: hidden.id })).httpStatus).toBe(404);
    const siteAdmin = await t.createUser({ roles: [Role.ADMIN] });
    expect((await get('get-contest-info', siteAdmin.token, { cid: hidden.id })).httpStatus).toBe(404);
    expect((await get('get-contest-info', owner.token, { cid: hidden.id })).body.status).toBe(200);
    expect((await get('get-contest-info', await t.rootToken(), { cid: hidden.id })).body.status).toBe(200);

    const group = await insertGroup(t, owner, 'info');
    const member = await t.createUser();
    await t.platform.db.insert(groupMember).values({ gid: group.id, uid: member.uid, auth: 3 });
    const groupContest = await makeContest({ isGroup: true, gid: group.id });
    expect((await get('get-contest-info', user.token, { cid: groupContest.id })).httpStatus).toBe(403);
    expect((await get('get-contest-info', member.token, { cid: groupContest.id })).body.data.gid).toBe(
      group.id,
    );
  });

  it('refuses unusable ids with 400 and unknown ones with 404', async () => {
    for (const cid of ['0', '-1', '2147483648', 'abc', '']) {
      const res = await get('get-contest-info', user.token, { cid });
      expect(res.httpStatus).toBe(400);
      expect(res.body.status).toBe(400);
    }
    expect((await get('get-contest-info', user.token, { cid: 2147483647 })).httpStatus).toBe(404);
  });
});

describe('GET /api/get-contest-outsize-info', () => {
  it('answers anyone once the contest started, only with the outside scoreboard open', async () => {
    const problem = await createJudgeProblem(t.platform, { cases: aPlusBCases(1), auth: 3 });
    const open = await makeContest({ openRank: true });
    await t.platform.db
      .insert(contestProblem)
      .values([{ cid: open.id, pid: problem.id, displayId: 'B', displayTitle: 'Second', color: '#ff0000' }]);
    const res = await get('get-contest-outsize-info', null, { cid: open.id });
    expect(res.body.data.contest).toMatchObject({
      id: open.id,
      openRank: true,
      status: ContestStatus.RUNNING,
    });
    expect(res.body.data.problemList).toEqual([
      {
        id: expect.any(Number),
        displayId: 'B',
        cid: open.id,
        pid: problem.id,
        displayTitle: 'Second',
        color: '#ff0000',
      },
    ]);

    const closed = await makeContest();
    const refused = await get('get-contest-outsize-info', null, { cid: closed.id });
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.msg).toBe('This contest has not opened its outside scoreboard');
    const scheduled = await makeContest({ openRank: true, startTime: at(HOUR), endTime: at(2 * HOUR) });
    expect((await get('get-contest-outsize-info', null, { cid: scheduled.id })).httpStatus).toBe(403);
    const hidden = await makeContest({ openRank: true, visible: false });
    expect((await get('get-contest-outsize-info', null, { cid: hidden.id })).httpStatus).toBe(404);
    expect((await get('get-contest-outsize-info', null, { cid: 'abc' })).httpStatus).toBe(400);
  });
});

describe('GET /api/get-contest-problem and get-contest-problem-details', () => {
  async function contestWithProblems(values: Partial<typeof contest.$inferInsert> = {}) {
    const a = await createJudgeProblem(t.platform, { cases: aPlusBCases(1), auth: 3, title: 'Bank title A' });
    const b = await createJudgeProblem(t.platform, { cases: aPlusBCases(1), auth: 3 });
    const hiddenProblem = await createJudgeProblem(t.platform, { cases: aPlusBCases(1), auth: 2 });
    const c = await makeContest(values);
    const links = await t.platform.db
      .insert(contestProblem)
      .values([
        { cid: c.id, pid: b.id, displayId: 'B10', displayTitle: 'Ten' },
        { cid: c.id, pid: a.id, displayId: 'B2', displayTitle: 'Two', color: '#00ff00' },
        { cid: c.id, pid: hiddenProblem.id, displayId: 'C', displayTitle: 'Hidden' },
      ])
      .returning();
    const cpidOf = (displayId: string) => links.find((l) => l.displayId === displayId)!.id;
    return { c, a, b, cpidOf };
  }

  async function record(
    c: { id: number },
    cpid: number,
    pid: number,
    who: { uid: string; username: string },
    status: number,
    offset: number,
  ) {
    await t.platform.db.insert(contestRecord).values({
      cid: c.id,
      uid: who.uid,
      pid,
      cpid,
      username: who.username,
      displayId: 'x',
      submitId: Math.floor(Math.random() * 2e9),
      status,
      submitTime: at(offset),
      time: 0,
    });
  }

  it('lists the problems in display order with the contest counts, sealed for participants', async () => {
    const { c, a, cpidOf } = await contestWithProblems({ sealRank: true, sealRankTime: at(-HOUR / 2) });
    const other = await t.createUser();
    await record(c, cpidOf('B2'), a.id, user, JudgeStatus.WRONG_ANSWER, -HOUR * 0.9);
    await record(c, cpidOf('B2'), a.id, user, JudgeStatus.ACCEPTED, -HOUR * 0.8);
    // After the seal time: hidden from participants' counts.
    await record(c, cpidOf('B2'), a.id, other, JudgeStatus.ACCEPTED, -HOUR / 4);
    // The creator's own submissions never count.
    await record(c, cpidOf('B2'), a.id, owner, JudgeStatus.ACCEPTED, -HOUR * 0.9);

    const res = await get('get-contest-problem', user.token, { cid: c.id });
    expect(res.body.data).toEqual([
      {
        id: cpidOf('B2'),
        displayId: 'B2',
        cid: c.id,
        pid: a.id,
        displayTitle: 'Two',
        color: '#00ff00',
        ac: 1,
        total: 2,
      },
      expect.objectContaining({ displayId: 'B10', ac: 0, total: 0 }),
    ]);
    const admin = await get('get-contest-problem', owner.token, { cid: c.id });
    expect(admin.body.data[0]).toMatchObject({ ac: 2, total: 3 });
  });

  it('follows the contest access rules', async () => {
    const scheduled = await contestWithProblems({ startTime: at(HOUR), endTime: at(2 * HOUR) });
    expect((await get('get-contest-problem', user.token, { cid: scheduled.c.id })).httpStatus).toBe(403);
    expect((await get('get-contest-problem', owner.token, { cid: scheduled.c.id })).body.data).toHaveLength(
      2,
    );
    expect((await get('get-contest-problem', null, { cid: scheduled.c.id })).httpStatus).toBe(401);

    const priv = await contestWithProblems({ auth: 1, pwd: 'secret' });
    const refused = await get('get-contest-problem', user.token, { cid: priv.c.id });
    expect(refused.httpStatus).toBe(403);
    const details = await get('get-contest-problem-details', user.token, { cid: priv.c.id, displayId: 'B2' });
    expect(details.httpStatus).toBe(403);
    await t.platform.db.insert(contestRegister).values({ cid: priv.c.id, uid: user.uid });
    expect((await get('get-contest-problem', user.token, { cid: priv.c.id })).body.data).toHaveLength(2);

    // Protected contests are viewable without the password.
    const prot = await contestWithProblems({ auth: 2, pwd: 'secret' });
    expect((await get('get-contest-problem', user.token, { cid: prot.c.id })).body.data).toHaveLength(2);

    // An open outside scoreboard lets anyone see the list once the contest started.
    const open = await contestWithProblems({ openRank: true });
    expect((await get('get-contest-problem', null, { cid: open.c.id })).body.data).toHaveLength(2);

    const hidden = await contestWithProblems({ visible: false });
    expect((await get('get-contest-problem', user.token, { cid: hidden.c.id })).httpStatus).toBe(404);
  });

  it('shows a contest problem with its contest title, hiding the author, source and tags until the end', async () => {
    const { c, a } = await contestWithProblems();
    expect((await get('get-contest-problem-details', null, { cid: c.id, displayId: 'B2' })).httpStatus).toBe(
      401,
    );
    const res = await get('get-contest-problem-details', user.token, { cid: c.id, displayId: 'B2' });
    expect(res.body.data.problem).toMatchObject({
      id: a.id,
      problemId: a.problemId,
      title: 'Two',
      author: null,
      source: null,
    });
    expect(res.body.data.tags).toEqual([]);
    expect(res.body.data.problemCount).toMatchObject({ total: 0, ac: 0 });
    expect(Object.keys(res.body.data).sort()).toEqual([
      'codeTemplate',
      'languages',
      'problem',
      'problemCount',
      'tags',
    ]);

    const missing = await get('get-contest-problem-details', user.token, { cid: c.id, displayId: 'Z' });
    expect(missing.httpStatus).toBe(404);
    // A bank problem id or row id is not a display id of the contest.
    expect(
      (await get('get-contest-problem-details', user.token, { cid: c.id, displayId: String(a.id) }))
        .httpStatus,
    ).toBe(404);
    expect(
      (await get('get-contest-problem-details', user.token, { cid: c.id, displayId: 'C' })).httpStatus,
    ).toBe(403);
    expect(
      (await get('get-contest-problem-details', user.token, { cid: c.id, displayId: '' })).httpStatus,
    ).toBe(400);
    expect(
      (await get('get-contest-problem-details', user.token, { cid: c.id, displayId: 'B\u00002' })).httpStatus,
    ).toBe(400);
  });

  it('refuses unusable ids', async () => {
    for (const cid of ['0', '-1', '2147483648', 'abc']) {
      expect((await get('get-contest-problem', user.token, { cid })).httpStatus).toBe(400);
      expect((await get('get-contest-problem-details', user.token, { cid, displayId: 'A' })).httpStatus).toBe(
        400,
      );
    }
  });
});

describe('contest submissions and statuses around the end', () => {
  async function contestSubmission(
    cid: number,
    pid: number,
    who: { uid: string; username: string },
    status: number,
    offset: number,
  ) {
    const [row] = await t.platform.db
      .insert(submission)
      .values({
        pid,
        displayPid: 'A',
        uid: who.uid,
        username: who.username,
        status,
        submitTime: at(offset),
        cid,
        code: 'int main(){}',
        length: 12,
        language: 'C',
      })
      .returning({ submitId: submission.submitId });
    return row!.submitId;
  }

  for (const allowEndSubmit of [false, true]) {
    it(`shows after-end submissions of others only when asked and allowed (allowEndSubmit ${allowEndSubmit})`, async () => {
      const problem = await createJudgeProblem(t.platform, { cases: aPlusBCases(1), auth: 3 });
      const c = await makeContest({ startTime: at(-3 * HOUR), endTime: at(-HOUR), allowEndSubmit });
      await t.platform.db
        .insert(contestProblem)
        .values({ cid: c.id, pid: problem.id, displayId: 'A', displayTitle: 'A' });
      const other = await t.createUser();
      const during = await contestSubmission(c.id, problem.id, other, JudgeStatus.WRONG_ANSWER, -2 * HOUR);
      const othersLate = await contestSubmission(c.id, problem.id, other, JudgeStatus.ACCEPTED, -HOUR / 2);
      const mineLate = await contestSubmission(c.id, problem.id, user, JudgeStatus.ACCEPTED, -HOUR / 3);

      const list = async (query: Record<string, string | number | boolean>) =>
        (await get('contest-submissions', user.token, { contestID: c.id, ...query })).body.data.records.map(
          (r: { submitId: number }) => r.submitId,
        );
      expect(await list({})).toEqual([mineLate, during]);
      expect(await list({ containsEnd: true })).toEqual(
        allowEndSubmit ? [mineLate, othersLate, during] : [mineLate, during],
      );

      const status = async (containsEnd?: boolean) =>
        (
          await t.request('POST', '/api/get-user-problem-status', {
            token: user.token,
            body: { pidList: [problem.id], isContestProblemList: true, cid: c.id, containsEnd },
          })
        ).body.data[problem.id].status;
      expect(await status()).toBe(JudgeStatus.NOT_SUBMITTED);
      expect(await status(true)).toBe(allowEndSubmit ? JudgeStatus.ACCEPTED : JudgeStatus.NOT_SUBMITTED);
    });
  }
});

describe('GET /api/get-recent-other-contest', () => {
  it('answers an empty list: other sites are out of reach', async () => {
    const res = await get('get-recent-other-contest', null, {});
    expect(res.body).toMatchObject({ status: 200, data: [] });
  });
});
