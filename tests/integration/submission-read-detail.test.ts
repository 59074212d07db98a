import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemCase } from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import {
  addContestProblem,
  createViaEditor,
  hoursFromNow,
  insertContest,
  insertJudgeCases,
  insertProblem,
  insertSubmission,
} from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createUser']>>;
let other: Awaited<ReturnType<TestApp['createUser']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  other = await t.createUser();
  admin = await t.createUser({ roles: [Role.ADMIN] });
});
afterAll(async () => {
  await t?.close();
});

const detail = (submitId: number, token: string | null) =>
  t.request('GET', '/api/get-submission-detail', { token, query: { submitId } });

describe('submission detail and who sees the code', () => {
  it('shows the owner and admins the code, others the submission without it', async () => {
    const p = await insertProblem(t.platform);
    const submitId = await insertSubmission(t.platform, {
      pid: p.id,
      uid: owner.uid,
      username: owner.username,
      code: 'secret code',
      status: -1,
      errorMessage: 'checker said 3 != 4',
    });
    const mine = await detail(submitId, owner.token);
    expect(mine.httpStatus).toBe(200);
    expect(mine.body.data.submission).toMatchObject({
      submitId,
      code: 'secret code',
      status: -1,
      errorMessage: null,
    });
    expect(mine.body.data.codeShare).toBe(true);
    expect((await detail(submitId, admin.token)).body.data.submission).toMatchObject({
      code: 'secret code',
      errorMessage: 'checker said 3 != 4',
    });
    for (const token of [other.token, null]) {
      const res = await detail(submitId, token);
      expect(res.httpStatus).toBe(200);
      expect(res.body.data.submission).toMatchObject({ submitId, code: null, status: -1 });
    }
  });

  it('shows shared code to everyone only while the problem allows sharing', async () => {
    const sharing = await insertProblem(t.platform, { codeShare: true });
    const closed = await insertProblem(t.platform, { codeShare: false });
    const shared = await insertSubmission(t.platform, {
      pid: sharing.id,
      uid: owner.uid,
      username: owner.username,
      share: true,
      code: 'a',
    });
    const sharedButClosed = await insertSubmission(t.platform, {
      pid: closed.id,
      uid: owner.uid,
      username: owner.username,
      share: true,
      code: 'b',
    });
    expect((await detail(shared, null)).body.data.submission.code).toBe('a');
    const res = await detail(sharedButClosed, other.token);
    expect(res.body.data).toMatchObject({ codeShare: false, submission: { code: null } });
  });

  it('hides non-contest code from everyone but admins when the site switch is on', async () => {
    const p = await insertProblem(t.platform);
    const submitId = await insertSubmission(t.platform, {
      pid: p.id,
      uid: owner.uid,
      username: owner.username,
      code: 'hidden',
    });
    await writeConfig(t.platform.db, 'switch', { hideNonContestSubmissionCode: true });
    try {
      expect((await detail(submitId, owner.token)).body.data.submission.code).toBeNull();
      const problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
      expect((await detail(submitId, problemAdmin.token)).body.data.submission.code).toBe('hidden');
    } finally {
      await writeConfig(t.platform.db, 'switch', { hideNonContestSubmissionCode: false });
    }
  });

  it('keeps contest code to the owner and contest admins until the contest ends, and needs a login', async () => {
    const p = await insertProblem(t.platform, { auth: 3 });
    const running = await insertContest(t.platform, {
      startTime: hoursFromNow(t.clock, -1),
      endTime: hoursFromNow(t.clock, 1),
    });
    await addContestProblem(t.platform, running.id, p.id, 'C');
    const submitId = await insertSubmission(t.platform, {
      pid: p.id,
      uid: owner.uid,
      username: owner.username,
      cid: running.id,
      code: 'contest code',
      share: true,
    });
    expect((await detail(submitId, null)).httpStatus).toBe(401);
    const own = await detail(submitId, owner.token);
    expect(own.body.data.submission).toMatchObject({
      code: 'contest code',
      displayId: 'C',
      title: 'Contest C',
      time: 12,
    });
    const stranger = await detail(submitId, other.token);
    expect(stranger.body.data.submission).toMatchObject({
      code: null,
      time: null,
      memory: null,
      length: null,
    });
    // Contest admins are the creator, root and the group's roots; a site admin is not one.
    expect((await detail(submitId, admin.token)).body.data.submission.code).toBeNull();
    expect((await detail(submitId, await t.rootToken())).body.data.submission.code).toBe('contest code');

    t.clock.advance(2 * 3600_000);
    try {
      expect((await detail(submitId, other.token)).body.data.submission).toMatchObject({
        code: 'contest code',
        time: 12,
      });
    } finally {
      t.clock.advance(-2 * 3600_000);
    }
  });

  it('answers 404 for an unknown submission and 400 without an id', async () => {
    const missing = await detail(987654, owner.token);
    expect(missing.httpStatus).toBe(404);
    expect(missing.body.msg).toBe('The submission does not exist');
    const noId = await t.request('GET', '/api/get-submission-detail');
    expect(noId.body.msg).toBe('submitId is required');
  });

  it('answers concurrent requests that share one read each with their own submission and rules', async () => {
    const shared = await insertProblem(t.platform, { title: 'Shared one' });
    const closed = await insertProblem(t.platform, { title: 'Closed one', codeShare: false });
    const submitIds = [];
    for (const [p, code] of [
      [shared, 'first code'],
      [closed, 'second code'],
    ] as const) {
      submitIds.push(
        await insertSubmission(t.platform, {
          pid: p.id,
          uid: owner.uid,
          username: owner.username,
          code,
          status: 0,
        }),
      );
    }
    const asks = [
      [submitIds[0]!, owner.token],
      [submitIds[1]!, other.token],
      [submitIds[1]!, owner.token],
      [987655, other.token],
    ] as const;
    const answers = await Promise.all(asks.map(([submitId, token]) => detail(submitId, token)));
    expect(answers[0]!.body.data.submission).toMatchObject({
      submitId: submitIds[0],
      title: 'Shared one',
      code: 'first code',
    });
    expect(answers[1]!.body.data).toMatchObject({
      codeShare: false,
      submission: { submitId: submitIds[1], code: null },
    });
    expect(answers[2]!.body.data.submission).toMatchObject({ title: 'Closed one', code: 'second code' });
    expect(answers[3]!.httpStatus).toBe(404);
  });
});

describe('case results', () => {
  let pid: number;
  let caseIds: number[];

  beforeAll(async () => {
    const root = await t.rootToken();
    const created = await createViaEditor(t, root, {
      samples: [
        { input: 'open input', output: 'open output', isOpen: true },
        { input: 'hidden input', output: 'hidden output' },
      ],
    });
    pid = created.pid;
    caseIds = (await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, pid)))
      .sort((a, b) => a.caseIndex - b.caseIndex)
      .map((c) => c.id);
  });

  const results = (submitId: number, token: string | null) =>
    t.request('GET', '/api/get-all-case-result', { token, query: { submitId } });

  it('gives names and sizes of test data to users, the data of open cases, and everything to admins', async () => {
    const submitId = await insertSubmission(t.platform, {
      pid,
      uid: owner.uid,
      username: owner.username,
      status: -1,
    });
    await insertJudgeCases(t.platform, submitId, owner.uid, pid, [
      { caseId: caseIds[0], status: 0, userOutput: 'open output', message: 'ok' },
      {
        caseId: caseIds[1],
        status: -1,
        userOutput: 'hidden input echoed',
        message: 'expected hidden output',
      },
    ]);
    const res = await results(submitId, owner.token);
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.judgeCaseMode).toBe('default');
    expect(res.body.data.subTaskJudgeCaseVoList).toBeNull();
    const [open, hidden] = res.body.data.judgeCaseList;
    expect(open).toMatchObject({
      seq: 1,
      status: 0,
      isOpen: true,
      inputData: 'open input',
      outputData: 'open output',
      userOutput: 'open output',
    });
    expect(hidden).toMatchObject({
      seq: 2,
      status: -1,
      isOpen: false,
      inputData: '2.in',
      outputData: '2.out',
      inputSize: 12,
      outputSize: 13,
      userOutput: null,
      message: null,
    });
    const forAdmin = await results(submitId, admin.token);
    expect(forAdmin.body.data.judgeCaseList[1]).toMatchObject({
      userOutput: 'hidden input echoed',
      message: 'expected hidden output',
    });
  });

  it('groups subtasks and hides results when the problem closes them, except from admins', async () => {
    const closed = await insertProblem(t.platform, {
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      openCaseResult: false,
    });
    const submitId = await insertSubmission(t.platform, {
      pid: closed.id,
      uid: owner.uid,
      username: owner.username,
      status: 8,
    });
    await insertJudgeCases(t.platform, submitId, owner.uid, closed.id, [
      { status: 0, score: 40, groupNum: 1, mode: 'subtask_lowest' },
      { status: -1, score: 0, groupNum: 2, mode: 'subtask_lowest' },
    ]);
    const hidden = await results(submitId, owner.token);
    expect(hidden.httpStatus).toBe(200);
    expect(hidden.body.data).toBeNull();
    const shown = await results(submitId, admin.token);
    expect(shown.body.data.judgeCaseMode).toBe('subtask_lowest');
    expect(
      shown.body.data.subTaskJudgeCaseVoList.map((s: { groupNum: number; status: number; score: number }) => [
        s.groupNum,
        s.status,
        s.score,
      ]),
    ).toEqual([
      [1, 0, 40],
      [2, -1, 0],
    ]);
  });

  it('hides case results of a running ACM contest from participants', async () => {
    const contest = await insertContest(t.platform, {
      startTime: hoursFromNow(t.clock, -1),
      endTime: hoursFromNow(t.clock, 1),
    });
    const submitId = await insertSubmission(t.platform, {
      pid,
      uid: owner.uid,
      username: owner.username,
      cid: contest.id,
    });
    await insertJudgeCases(t.platform, submitId, owner.uid, pid, [{ caseId: caseIds[0], status: 0 }]);
    expect((await results(submitId, null)).httpStatus).toBe(401);
    expect((await results(submitId, owner.token)).body.data).toBeNull();
    expect((await results(submitId, await t.rootToken())).body.data.judgeCaseList).toHaveLength(1);
  });
});

describe('sharing and the last accepted code', () => {
  it('lets only the owner share a submission outside contests', async () => {
    const p = await insertProblem(t.platform);
    const submitId = await insertSubmission(t.platform, {
      pid: p.id,
      uid: owner.uid,
      username: owner.username,
    });
    const body = { submitId, share: true, uid: owner.uid };
    expect((await t.request('PUT', '/api/submission', { body })).httpStatus).toBe(401);
    const foreign = await t.request('PUT', '/api/submission', {
      token: other.token,
      body: { ...body, uid: other.uid },
    });
    expect(foreign.httpStatus).toBe(403);
    expect(foreign.body.msg).toBe("Sorry, you cannot change the sharing of another user's submission");
    const shared = await t.request('PUT', '/api/submission', { token: owner.token, body });
    expect(shared.body.msg).toBe('Shared successfully');
    expect((await detail(submitId, other.token)).body.data.submission.share).toBe(true);
    const unshared = await t.request('PUT', '/api/submission', {
      token: owner.token,
      body: { ...body, share: false },
    });
    expect(unshared.body.msg).toBe('Cancel Sharing Successfully');

    const contest = await insertContest(t.platform, {
      startTime: hoursFromNow(t.clock, -1),
      endTime: hoursFromNow(t.clock, 1),
    });
    const inContest = await insertSubmission(t.platform, {
      pid: p.id,
      uid: owner.uid,
      username: owner.username,
      cid: contest.id,
    });
    const refused = await t.request('PUT', '/api/submission', {
      token: owner.token,
      body: { submitId: inContest, share: true },
    });
    expect(refused.body.msg).toBe('Sorry, the code of a contest submission cannot be shared');
    const badShare = await t.request('PUT', '/api/submission', { token: owner.token, body: { submitId } });
    expect(badShare.body.msg).toBe('share must be true or false');
  });

  it('returns the latest accepted code, or says the problem is not solved', async () => {
    const p = await insertProblem(t.platform);
    const notPassed = await t.request('GET', '/api/get-last-ac-code', {
      token: owner.token,
      query: { pid: p.id },
    });
    expect(notPassed.httpStatus).toBe(400);
    expect(notPassed.body.msg).toBe(
      "You haven't passed the problem so you cannot get the code passed recently",
    );
    await insertSubmission(t.platform, {
      pid: p.id,
      uid: owner.uid,
      username: owner.username,
      code: 'old',
      language: 'C',
    });
    await insertSubmission(t.platform, {
      pid: p.id,
      uid: owner.uid,
      username: owner.username,
      code: 'new',
      language: 'Java',
    });
    await insertSubmission(t.platform, {
      pid: p.id,
      uid: owner.uid,
      username: owner.username,
      code: 'wrong',
      status: -1,
    });
    const res = await t.request('GET', '/api/get-last-ac-code', {
      token: owner.token,
      query: { pid: p.id, cid: 0 },
    });
    expect(res.body.data).toEqual({ code: 'new', language: 'Java' });
    expect((await t.request('GET', '/api/get-last-ac-code', { query: { pid: p.id } })).httpStatus).toBe(401);
  });
});
