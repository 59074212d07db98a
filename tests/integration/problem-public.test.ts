import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMember, problem, team, training, trainingProblem } from '../../worker/src/db/schema';
import {
  addContestProblem,
  createViaEditor,
  hoursFromNow,
  insertContest,
  insertProblem,
  insertSubmission,
  setProblemCount,
  setProgress,
} from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let root: string;
let user: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  user = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

describe('the public problem list', () => {
  type Key =
    | 'math'
    | 'graph'
    | 'p999'
    | 'p1000'
    | 'p1001'
    | 'hidden'
    | 'contestOnly'
    | 'groupOnly'
    | 'remote';
  const ids = {} as Record<Key, number>;

  beforeAll(async () => {
    const random = await t.request('GET', '/api/get-random-problem');
    expect(random.httpStatus).toBe(404);
    expect(random.body.msg).toBe('The problem bank has no public problems yet');

    ids.math = (
      await t.request('POST', '/api/admin/tag', { token: root, body: { name: 'Math', color: '#ff0000' } })
    ).body.data.id;
    ids.graph = (
      await t.request('POST', '/api/admin/tag', { token: root, body: { name: 'Graph' } })
    ).body.data.id;
    const make = (problemId: string, title: string, difficulty: number, tags: number[]) =>
      createViaEditor(t, root, {
        problem: { problemId, title, difficulty },
        tags: tags.map((id) => ({ id })),
      });
    ids.p999 = (await make('999', 'Shortest Path', 2, [ids.graph, ids.math])).pid;
    ids.p1000 = (await make('1000', 'A plus B', 0, [ids.math])).pid;
    ids.p1001 = (await make('1001', 'Graph Colouring', 1, [ids.graph])).pid;
    ids.hidden = (await make('1002', 'Hidden one', 0, [ids.math])).pid;
    await t.request('PUT', '/api/admin/problem/change-problem-auth', {
      token: root,
      body: { pid: ids.hidden, auth: 2 },
    });
    ids.contestOnly = (await insertProblem(t.platform, { problemId: '1003', auth: 3 })).id;
    ids.groupOnly = (await insertProblem(t.platform, { problemId: 'GRP-1', isGroup: true, gid: 1 })).id;
    ids.remote = (
      await insertProblem(t.platform, { problemId: 'HDU-1000', title: 'Remote A+B', isRemote: true })
    ).id;
    await setProblemCount(t.platform, ids.p1000, { total: 10, ac: 4, wa: 6 });
  });

  it('lists public non-group problems in display-id order with counters and tags', async () => {
    const res = await t.request('GET', '/api/get-problem-list');
    expect(res.httpStatus).toBe(200);
    const { records, total, current, size } = res.body.data;
    expect(records.map((r: { problemId: string }) => r.problemId)).toEqual([
      '999',
      '1000',
      '1001',
      'HDU-1000',
    ]);
    expect(total).toBe(4);
    expect(current).toBe(1);
    expect(size).toBe(30);
    const row = records.find((r: { problemId: string }) => r.problemId === '1000');
    expect(row).toMatchObject({
      pid: ids.p1000,
      title: 'A plus B',
      difficulty: 0,
      type: 0,
      total: 10,
      ac: 4,
      wa: 6,
      tle: 0,
    });
    expect(row.tags).toEqual([{ id: ids.math, name: 'Math', color: '#ff0000' }]);
  });

  it('pages with currentPage and limit', async () => {
    const res = await t.request('GET', '/api/get-problem-list', { query: { currentPage: 2, limit: 2 } });
    expect(res.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual([
      '1001',
      'HDU-1000',
    ]);
    expect(res.body.data.total).toBe(4);
  });

  it('filters by keyword on display id or title, case-insensitively', async () => {
    const byTitle = await t.request('GET', '/api/get-problem-list', { query: { keyword: 'graph' } });
    expect(byTitle.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['1001']);
    const byId = await t.request('GET', '/api/get-problem-list', { query: { keyword: '100' } });
    expect(byId.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual([
      '1000',
      '1001',
      'HDU-1000',
    ]);
    const none = await t.request('GET', '/api/get-problem-list', { query: { keyword: 'nothing like this' } });
    expect(none.body.data).toMatchObject({ records: [], total: 0 });
  });

  it('filters by tags (all of them), difficulty and bank', async () => {
    const both = await t.request('GET', '/api/get-problem-list', {
      query: { tagId: `[${ids.math},${ids.graph}]` },
    });
    expect(both.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['999']);
    const one = await t.request('GET', '/api/get-problem-list', { query: { tagId: `[${ids.graph}]` } });
    expect(one.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['999', '1001']);
    const hard = await t.request('GET', '/api/get-problem-list', { query: { difficulty: 2 } });
    expect(hard.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['999']);
    const mine = await t.request('GET', '/api/get-problem-list', { query: { oj: 'Mine' } });
    expect(mine.body.data.total).toBe(3);
    const hdu = await t.request('GET', '/api/get-problem-list', { query: { oj: 'HDU' } });
    expect(hdu.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['HDU-1000']);
    const all = await t.request('GET', '/api/get-problem-list', {
      query: { oj: 'All', difficulty: '', keyword: '' },
    });
    expect(all.body.data.total).toBe(4);
  });

  it('refuses malformed filters with a message naming the field', async () => {
    const badTags = await t.request('GET', '/api/get-problem-list', { query: { tagId: '[1,' } });
    expect(badTags.httpStatus).toBe(400);
    expect(badTags.body.msg).toBe('tagId must be a JSON array of tag ids, e.g. [1,2]');
    const badOj = await t.request('GET', '/api/get-problem-list', { query: { oj: 'XYZ' } });
    expect(badOj.httpStatus).toBe(400);
    expect(badOj.body.msg).toMatch(/^oj must be All, Mine or one of/);
    const badDifficulty = await t.request('GET', '/api/get-problem-list', { query: { difficulty: 7 } });
    expect(badDifficulty.body.msg).toBe('difficulty must be 0, 1 or 2');
  });

  it('sees a change made directly in the database on the next call', async () => {
    await t.platform.db.update(problem).set({ title: 'Renamed elsewhere' }).where(eq(problem.id, ids.p1001));
    const res = await t.request('GET', '/api/get-problem-list', { query: { keyword: 'renamed' } });
    expect(res.body.data.records.map((r: { pid: number }) => r.pid)).toEqual([ids.p1001]);
  });

  it('picks a random public problem', async () => {
    const res = await t.request('GET', '/api/get-random-problem');
    expect(res.httpStatus).toBe(200);
    expect(['999', '1000', '1001', 'HDU-1000']).toContain(res.body.data.problemId);

    for (let i = 0; i < 5; i++) {
      const graphHard = await t.request('GET', '/api/get-random-problem', {
        query: { tagId: JSON.stringify([ids.graph]), difficulty: 2 },
      });
      expect(graphHard.body.data.problemId).toBe('999');
    }
    const none = await t.request('GET', '/api/get-random-problem', { query: { keyword: 'no such title' } });
    expect(none.httpStatus).toBe(404);
    expect(none.body.msg).toBe('No public problem matches these filters');
  });

  it('lists tags, tags by classification and the tags of a problem', async () => {
    const classification = await t.request('POST', '/api/admin/tag/classification', {
      token: root,
      body: { name: 'Algorithms', rank: 1 },
    });
    await t.request('PUT', '/api/admin/tag', {
      token: root,
      body: { id: ids.graph, name: 'Graph', tcid: classification.body.data.id },
    });

    const all = await t.request('GET', '/api/get-all-problem-tags', { query: { oj: 'Mine' } });
    expect(all.body.data.map((tag: { name: string }) => tag.name)).toEqual(['Math', 'Graph']);
    const grouped = await t.request('GET', '/api/get-problem-tags-and-classification', {
      query: { oj: 'ME' },
    });
    expect(grouped.body.data).toEqual([
      {
        classification: expect.objectContaining({ name: 'Algorithms' }),
        tagList: [expect.objectContaining({ name: 'Graph' })],
      },
      { classification: null, tagList: [expect.objectContaining({ name: 'Math' })] },
    ]);
    const ofProblem = await t.request('GET', '/api/get-problem-tags', { query: { pid: ids.p999 } });
    expect(ofProblem.body.data.map((tag: { name: string }) => tag.name).sort()).toEqual(['Graph', 'Math']);
    const missingPid = await t.request('GET', '/api/get-problem-tags');
    expect(missingPid.body.msg).toBe('pid is required');
  });

  it('gives the per-user status of a page of problems, only to signed-in users', async () => {
    const anonymous = await t.request('POST', '/api/get-user-problem-status', {
      body: { pidList: [ids.p1000] },
    });
    expect(anonymous.httpStatus).toBe(401);
    expect(anonymous.body.msg).toBe('Please login first');

    await setProgress(t.platform, user.uid, ids.p1000, 0, 100);
    await setProgress(t.platform, user.uid, ids.p999, -1);
    await insertSubmission(t.platform, { pid: ids.p1001, uid: user.uid, username: user.username, status: 5 });
    const res = await t.request('POST', '/api/get-user-problem-status', {
      token: user.token,
      body: { pidList: [ids.p1000, ids.p999, ids.p1001, ids.remote], isContestProblemList: false },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data).toEqual({
      [ids.p1000]: { status: 0 },
      [ids.p999]: { status: -1 },
      [ids.p1001]: { status: 5 },
      [ids.remote]: { status: -10 },
    });
  });
});

describe('problem detail', () => {
  let publicId: string;

  beforeAll(async () => {
    const created = await createViaEditor(t, root, {
      problem: {
        title: 'Detailed',
        userExtraFile: { 'data.txt': 'abc' },
        judgeExtraFile: { 'secret.h': 'x' },
      },
      codeTemplates: [
        { language: 'C++', code: '// C++ template', status: true },
        { language: 'Python3', code: '# disabled', status: false },
      ],
      tags: [{ name: 'Detail tag' }],
    });
    publicId = created.problemId;
  });

  it('shows the statement, counters, tags, languages and enabled templates, hiding judge files', async () => {
    const res = await t.request('GET', '/api/get-problem-detail', {
      query: { problemId: publicId.toLowerCase() },
    });
    expect(res.httpStatus).toBe(200);
    const { problem: shown, problemCount, tags, languages, codeTemplate } = res.body.data;
    expect(shown).toMatchObject({
      problemId: publicId,
      title: 'Detailed',
      timeLimit: 1000,
      memoryLimit: 256,
      isRemote: false,
      isFileIO: false,
      userExtraFile: JSON.stringify({ 'data.txt': 'abc' }),
    });
    expect(shown).not.toHaveProperty('spjCode');
    expect(shown).not.toHaveProperty('judgeExtraFile');
    expect(shown).not.toHaveProperty('caseVersion');
    expect(problemCount).toMatchObject({ total: 0, ac: 0 });
    expect(tags).toEqual([expect.objectContaining({ name: 'Detail tag' })]);
    expect(languages).toEqual(['C++', 'Python3']);
    expect(codeTemplate).toEqual({ 'C++': '// C++ template' });
  });

  it('answers 404 for an unknown problem and names a missing problemId', async () => {
    const missing = await t.request('GET', '/api/get-problem-detail', { query: { problemId: 'NOPE-1' } });
    expect(missing.httpStatus).toBe(404);
    expect(missing.body.msg).toBe('The problem does not exist');
    const noId = await t.request('GET', '/api/get-problem-detail');
    expect(noId.httpStatus).toBe(400);
    expect(noId.body.msg).toBe('problemId is required');
  });

  it('refuses private and contest problems to everyone but the admin roles', async () => {
    const hidden = await insertProblem(t.platform, { problemId: 'PRIV-1', auth: 2 });
    const contestOnly = await insertProblem(t.platform, { problemId: 'CONT-1', auth: 3 });
    for (const problemId of [hidden.problemId, contestOnly.problemId]) {
      for (const token of [null, user.token]) {
        const res = await t.request('GET', '/api/get-problem-detail', { token, query: { problemId } });
        expect(res.httpStatus).toBe(403);
        expect(res.body.msg).toBe('The problem is not public and cannot be viewed');
      }
      const problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
      const allowed = await t.request('GET', '/api/get-problem-detail', {
        token: problemAdmin.token,
        query: { problemId },
      });
      expect(allowed.httpStatus).toBe(200);
    }
    const templates = await t.request('GET', '/api/get-problem-code-template', {
      token: user.token,
      query: { pid: hidden.id },
    });
    expect(templates.httpStatus).toBe(403);
  });

  it('shows group problems to the members of the group only', async () => {
    const [group] = await t.platform.db
      .insert(team)
      .values({
        name: 'Detail group',
        shortName: 'dgrp1',
        brief: 'b',
        description: 'd',
        owner: 'root',
        uid: 'x',
        auth: 1,
      })
      .returning();
    const member = await t.createUser();
    await t.platform.db.insert(groupMember).values({ gid: group!.id, uid: member.uid, auth: 3 });
    const groupProblem = await insertProblem(t.platform, {
      problemId: 'DGRP-1',
      isGroup: true,
      gid: group!.id,
    });
    const anonymous = await t.request('GET', '/api/get-problem-detail', {
      query: { problemId: groupProblem.problemId },
    });
    expect(anonymous.httpStatus).toBe(401);
    const outsider = await t.request('GET', '/api/get-problem-detail', {
      token: user.token,
      query: { problemId: groupProblem.problemId, gid: group!.id },
    });
    expect(outsider.httpStatus).toBe(403);
    const inside = await t.request('GET', '/api/get-problem-detail', {
      token: member.token,
      query: { problemId: groupProblem.problemId, gid: group!.id },
    });
    expect(inside.httpStatus).toBe(200);
  });

  it('lists the templates (editors see disabled ones) and languages of a problem', async () => {
    const [row] = await t.platform.db
      .select({ id: problem.id })
      .from(problem)
      .where(eq(problem.problemId, publicId));
    const forUser = await t.request('GET', '/api/get-problem-code-template', { query: { pid: row!.id } });
    expect(forUser.body.data.map((x: { language: string }) => x.language)).toEqual(['C++']);
    const forAdmin = await t.request('GET', '/api/get-problem-code-template', {
      token: root,
      query: { pid: row!.id },
    });
    expect(
      forAdmin.body.data.map((x: { language: string; status: boolean }) => [x.language, x.status]),
    ).toEqual([
      ['C++', true],
      ['Python3', false],
    ]);
    const languages = await t.request('GET', '/api/get-problem-languages', { query: { pid: row!.id } });
    expect(languages.body.data.map((l: { name: string }) => l.name)).toEqual(['C++', 'Python3']);
  });

  it('lists the languages the site offers', async () => {
    const res = await t.request('GET', '/api/languages', { query: { all: false } });
    const names = res.body.data.map((l: { name: string }) => l.name);
    expect(names).toContain('C++');
    expect(names).toContain('Python3');
    expect(res.body.data.every((l: { oj: string }) => l.oj === 'ME')).toBe(true);
    const unknown = await t.request('GET', '/api/languages', { query: { pid: 999999 } });
    expect(unknown.httpStatus).toBe(404);
  });
});

describe('focus-mode problem navigation', () => {
  it('lists a contest by display id with the caller standing, refusing anonymous callers', async () => {
    const a = await insertProblem(t.platform, { auth: 3 });
    const b = await insertProblem(t.platform, { auth: 3 });
    const contest = await insertContest(t.platform, {
      startTime: hoursFromNow(t.clock, -1),
      endTime: hoursFromNow(t.clock, 2),
    });
    await addContestProblem(t.platform, contest.id, b.id, 'B');
    await addContestProblem(t.platform, contest.id, a.id, 'A');
    await insertSubmission(t.platform, {
      pid: b.id,
      uid: user.uid,
      username: user.username,
      cid: contest.id,
      status: -1,
    });
    await insertSubmission(t.platform, {
      pid: b.id,
      uid: user.uid,
      username: user.username,
      cid: contest.id,
      status: 0,
    });
    await insertSubmission(t.platform, {
      pid: b.id,
      uid: user.uid,
      username: user.username,
      cid: contest.id,
      status: -1,
    });

    const anonymous = await t.request('GET', '/api/get-full-screen-problem-list', {
      query: { cid: contest.id },
    });
    expect(anonymous.httpStatus).toBe(401);
    const res = await t.request('GET', '/api/get-full-screen-problem-list', {
      token: user.token,
      query: { cid: contest.id },
    });
    expect(res.body.data).toEqual([
      { pid: a.id, problemId: 'A', title: 'Contest A', status: -10, score: null },
      { pid: b.id, problemId: 'B', title: 'Contest B', status: 0, score: null },
    ]);
    const inContest = await t.request('POST', '/api/get-user-problem-status', {
      token: user.token,
      body: { pidList: [a.id, b.id], isContestProblemList: true, cid: contest.id },
    });
    expect(inContest.body.data).toEqual({
      [a.id]: { status: -10, score: null },
      [b.id]: { status: 0, score: null },
    });

    const future = await insertContest(t.platform, {
      startTime: hoursFromNow(t.clock, 5),
      endTime: hoursFromNow(t.clock, 6),
    });
    const early = await t.request('GET', '/api/get-full-screen-problem-list', {
      token: user.token,
      query: { cid: future.id },
    });
    expect(early.httpStatus).toBe(403);
    expect(early.body.msg).toBe('The contest has not started yet');
  });

  it('shows OI standings by the contest rule and hides them while sealed', async () => {
    const p = await insertProblem(t.platform, { auth: 3, type: 1 });
    const highest = await insertContest(t.platform, {
      type: 1,
      oiRankScoreType: 'Highest',
      startTime: hoursFromNow(t.clock, -2),
      endTime: hoursFromNow(t.clock, 2),
    });
    await addContestProblem(t.platform, highest.id, p.id, 'A');
    for (const score of [40, 90, 10]) {
      await insertSubmission(t.platform, {
        pid: p.id,
        uid: user.uid,
        username: user.username,
        cid: highest.id,
        status: 8,
        score,
      });
    }
    const best = await t.request('POST', '/api/get-user-problem-status', {
      token: user.token,
      body: { pidList: [p.id], isContestProblemList: true, cid: highest.id },
    });
    expect(best.body.data[p.id]).toEqual({ status: 8, score: 90 });

    const sealed = await insertContest(t.platform, {
      type: 1,
      startTime: hoursFromNow(t.clock, -2),
      endTime: hoursFromNow(t.clock, 2),
      sealRank: true,
      sealRankTime: hoursFromNow(t.clock, -1),
    });
    await addContestProblem(t.platform, sealed.id, p.id, 'A');
    await insertSubmission(t.platform, {
      pid: p.id,
      uid: user.uid,
      username: user.username,
      cid: sealed.id,
      status: 0,
      score: 100,
    });
    const hidden = await t.request('POST', '/api/get-user-problem-status', {
      token: user.token,
      body: { pidList: [p.id], isContestProblemList: true, cid: sealed.id },
    });
    expect(hidden.body.data[p.id]).toEqual({ status: -5, score: null });
    const missingCid = await t.request('POST', '/api/get-user-problem-status', {
      token: user.token,
      body: { pidList: [p.id], isContestProblemList: true },
    });
    expect(missingCid.body.msg).toBe('cid is required for a contest problem list');
  });

  it('lists a training in rank order, refusing private ones to unregistered users', async () => {
    const first = await insertProblem(t.platform, { title: 'First' });
    const second = await insertProblem(t.platform, { title: 'Second' });
    const [open] = await t.platform.db.insert(training).values({ title: 'Open', author: 'root' }).returning();
    await t.platform.db.insert(trainingProblem).values([
      { tid: open!.id, pid: second.id, rank: 2 },
      { tid: open!.id, pid: first.id, rank: 1 },
    ]);
    await setProgress(t.platform, user.uid, second.id, 0, null);
    const res = await t.request('GET', '/api/get-full-screen-problem-list', {
      token: user.token,
      query: { tid: open!.id },
    });
    expect(res.body.data).toEqual([
      { pid: first.id, problemId: first.problemId, title: 'First', status: -10, score: null },
      { pid: second.id, problemId: second.problemId, title: 'Second', status: 0, score: null },
    ]);
    const [closed] = await t.platform.db
      .insert(training)
      .values({ title: 'Closed', author: 'root', auth: 'Private' })
      .returning();
    const refused = await t.request('GET', '/api/get-full-screen-problem-list', {
      token: user.token,
      query: { tid: closed!.id },
    });
    expect(refused.httpStatus).toBe(403);
    const neither = await t.request('GET', '/api/get-full-screen-problem-list', { token: user.token });
    expect(neither.body.msg).toBe('tid or cid is required');
  });
});
