import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contestProblem,
  problem,
  problemCase,
  problemLanguage,
  submission,
  userProblemProgress,
  userRecord,
} from '../../worker/src/db/schema';
import { recordCheckerCompiled } from '../../worker/src/domains/problem/admin-service';
import {
  addContestProblem,
  createViaEditor,
  editorPayload,
  hoursFromNow,
  insertContest,
  insertSubmission,
  setProgress,
} from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let root: string;
let problemAdmin: Awaited<ReturnType<TestApp['createUser']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let user: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  admin = await t.createUser({ roles: [Role.ADMIN] });
  user = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const save = (method: 'POST' | 'PUT', token: string | null, body: unknown) =>
  t.request(method, '/api/admin/problem', { token, body, headers: { 'Url-Type': 'admin' } });

describe('who may use the admin problem calls', () => {
  it('refuses anonymous callers with 401 and ordinary users with 403', async () => {
    const anonymous = await save('POST', null, editorPayload());
    expect(anonymous.httpStatus).toBe(401);
    expect(anonymous.body.msg).toBe('Please login again with the administrator account!');
    for (const [method, path] of [
      ['POST', '/api/admin/problem'],
      ['GET', '/api/admin/problem/get-problem-list'],
      ['GET', '/api/admin/problem'],
      ['POST', '/api/admin/tag'],
      ['GET', '/api/admin/tag/classification'],
    ] as const) {
      const res = await t.request(method, path, {
        token: user.token,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.httpStatus, `${method} ${path}`).toBe(403);
    }
  });

  it('lets root, problem admins and admins create; problem admins edit anyone’s problems, admins only their own', async () => {
    const byRoot = await createViaEditor(t, root);
    const byAdmin = await createViaEditor(t, admin.token);
    const byProblemAdmin = await createViaEditor(t, problemAdmin.token);

    const read = (token: string, pid: number) =>
      t.request('GET', '/api/admin/problem', { token, query: { pid } });
    expect((await read(problemAdmin.token, byRoot.pid)).httpStatus).toBe(200);
    expect((await read(admin.token, byAdmin.pid)).httpStatus).toBe(200);
    const refused = await read(admin.token, byProblemAdmin.pid);
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.msg).toBe('Sorry, you can only manage the problems you created');

    const edit = editorPayload({
      problem: { id: byRoot.pid, problemId: byRoot.problemId, title: 'Edited by problem admin' },
    });
    const edited = await save('PUT', problemAdmin.token, edit);
    expect(edited.httpStatus).toBe(200);
    const [row] = await t.platform.db.select().from(problem).where(eq(problem.id, byRoot.pid));
    expect(row).toMatchObject({
      title: 'Edited by problem admin',
      modifiedUser: problemAdmin.username,
      author: 'root',
    });
    expect((await save('PUT', admin.token, edit)).httpStatus).toBe(403);
    const deleteOthers = await t.request('DELETE', '/api/admin/problem', {
      token: admin.token,
      query: { pid: byRoot.pid },
    });
    expect(deleteOthers.httpStatus).toBe(403);
  });

  it('lets only root and problem admins make a problem public', async () => {
    const own = await createViaEditor(t, admin.token, { problem: { auth: 2 } });
    const publish = (token: string, auth: number) =>
      t.request('PUT', '/api/admin/problem/change-problem-auth', { token, body: { pid: own.pid, auth } });
    const refused = await publish(admin.token, 1);
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.msg).toBe(
      'Sorry, only the super administrator and problem admins can make a problem public',
    );
    expect((await publish(admin.token, 3)).httpStatus).toBe(200);
    const byProblemAdmin = await t.request('PUT', '/api/admin/problem/change-problem-auth', {
      token: problemAdmin.token,
      body: { id: own.pid, auth: 1 },
    });
    expect(byProblemAdmin.httpStatus).toBe(200);
    const [row] = await t.platform.db
      .select({ auth: problem.auth })
      .from(problem)
      .where(eq(problem.id, own.pid));
    expect(row!.auth).toBe(1);
    const bad = await publish(root, 9);
    expect(bad.body.msg).toBe('auth must be 1 (public), 2 (private) or 3 (contest)');
  });
});

describe('saving a problem', () => {
  it('stores manual cases in the content store with CRLF normalised and a manifest version', async () => {
    const created = await createViaEditor(t, root, { problem: { title: 'Stored' } });
    const cases = await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, created.pid));
    expect(cases.map((c) => [c.caseIndex, c.inputName, c.outputName, c.inputSize, c.outputSize])).toEqual([
      [1, '1.in', '1.out', 4, 2],
      [2, '2.in', '2.out', 4, 3],
    ]);
    const stored = await t.platform.files.getBytes(`testcase/${cases[1]!.inputHash}`);
    expect(new TextDecoder().decode(stored!)).toBe('5 7\n');
    expect(created.caseVersion).toMatch(/^[0-9a-f]{64}$/);

    const view = await t.request('GET', '/api/admin/problem/get-problem-cases', {
      token: root,
      query: { pid: created.pid, isUpload: false },
    });
    expect(view.body.data.map((c: { input: string; output: string }) => [c.input, c.output])).toEqual([
      ['1 2\n', '3\n'],
      ['5 7\n', '12\n'],
    ]);

    const same = await save(
      'PUT',
      root,
      editorPayload({ problem: { id: created.pid, problemId: created.problemId, title: 'Renamed only' } }),
    );
    expect(same.body.data.caseVersion).toBe(created.caseVersion);
    const changed = await save(
      'PUT',
      root,
      editorPayload({
        problem: { id: created.pid, problemId: created.problemId },
        samples: [{ input: '2 2', output: '4' }],
      }),
    );
    expect(changed.body.data.caseVersion).not.toBe(created.caseVersion);
  });

  it('spreads OI scores to 100 when none is given and keeps given ones', async () => {
    const spread = await createViaEditor(t, root, {
      problem: { type: 1 },
      samples: [
        { input: '1', output: '1' },
        { input: '2', output: '2' },
        { input: '3', output: '3' },
      ],
    });
    const rows = await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, spread.pid));
    expect(rows.map((r) => r.score)).toEqual([33, 33, 34]);
    const [row] = await t.platform.db
      .select({ ioScore: problem.ioScore })
      .from(problem)
      .where(eq(problem.id, spread.pid));
    expect(row!.ioScore).toBe(100);

    const subtasks = await createViaEditor(t, root, {
      problem: { type: 1, judgeCaseMode: 'subtask_lowest' },
      samples: [
        { input: '1', output: '1', score: 30, groupNum: 1 },
        { input: '2', output: '2', score: 30, groupNum: 1 },
        { input: '3', output: '3', score: '70', groupNum: 2 },
      ],
    });
    const grouped = await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, subtasks.pid));
    expect(grouped.map((r) => [r.score, r.groupNum])).toEqual([
      [30, 1],
      [30, 1],
      [70, 2],
    ]);
    const [total] = await t.platform.db
      .select({ ioScore: problem.ioScore })
      .from(problem)
      .where(eq(problem.id, subtasks.pid));
    expect(total!.ioScore).toBe(100);
  });

  it('creates tags by name, links languages and templates, and refuses a taken display id', async () => {
    const created = await createViaEditor(t, root, {
      problem: { problemId: 'dup-id-1' },
      tags: [{ name: 'Brand new tag' }],
      codeTemplates: [{ language: 'C++', code: 'int main() {}', status: true }],
    });
    expect(created.problemId).toBe('DUP-ID-1');
    const detail = await t.request('GET', '/api/admin/problem', { token: root, query: { pid: created.pid } });
    expect(detail.body.data.tags.map((x: { name: string }) => x.name)).toEqual(['Brand new tag']);
    expect(detail.body.data.languages.map((x: { name: string }) => x.name)).toEqual(['C++', 'Python3']);
    expect(detail.body.data.codeTemplates).toEqual([
      expect.objectContaining({ language: 'C++', code: 'int main() {}', status: true }),
    ]);

    const again = await save('POST', root, editorPayload({ problem: { problemId: 'DUP-id-1' } }));
    expect(again.httpStatus).toBe(400);
    expect(again.body.msg).toBe('The problem_id [DUP-ID-1] already exists. Do not reuse it!');
  });

  it('moves submissions along when the display id changes', async () => {
    const created = await createViaEditor(t, root);
    await insertSubmission(t.platform, {
      pid: created.pid,
      uid: user.uid,
      username: user.username,
      displayPid: created.problemId,
    });
    await save(
      'PUT',
      root,
      editorPayload({ problem: { id: created.pid, problemId: `${created.problemId}X` } }),
    );
    const [row] = await t.platform.db
      .select({ displayPid: submission.displayPid })
      .from(submission)
      .where(eq(submission.pid, created.pid));
    expect(row!.displayPid).toBe(`${created.problemId}X`);
  });
});

describe('validation of the editor payload, in the order of spec 3 §5', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['display id', { problem: { problemId: '' } }, 'Problem display id is required'],
    ['title', { problem: { title: '  ' } }, 'Title is required'],
    ['input description', { problem: { input: '' } }, 'Input description is required'],
    ['output description', { problem: { output: '' } }, 'Output description is required'],
    [
      'file IO names',
      { problem: { isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: '' } },
      'When the read write mode is File IO the input file name or output file name cannot be empty',
    ],
    ['no samples', { samples: [] }, 'Judge Samples is required'],
    [
      'upload mode without upload',
      { isUploadTestCase: true, samples: [{ input: '1.in', output: '1.out' }] },
      'Judge Samples is required',
    ],
    [
      'empty sample',
      {
        samples: [
          { input: '1', output: '1' },
          { input: '', output: '' },
        ],
      },
      'Problem Sample2 input and output cannot both be empty',
    ],
    [
      'OI score not an integer',
      {
        problem: { type: 1 },
        samples: [
          { input: '1', output: '1', score: 50 },
          { input: '2', output: '2', score: 'abc' },
        ],
      },
      'Problem Sample2 Score must be an integer',
    ],
    [
      'OI score missing among given ones',
      {
        problem: { type: 1 },
        samples: [
          { input: '1', output: '1', score: 50 },
          { input: '2', output: '2' },
        ],
      },
      'Problem Sample2 Score must be an integer',
    ],
    [
      'negative OI score',
      { problem: { type: 1 }, samples: [{ input: '1', output: '1', score: -1 }] },
      'Score must be greater than or equal to 0',
    ],
    [
      'subtask without group',
      {
        problem: { type: 1, judgeCaseMode: 'subtask_average' },
        samples: [{ input: '1', output: '1', score: 100 }],
      },
      'Problem Sample1 subtask group number is required',
    ],
    [
      'checker code',
      { problem: { judgeMode: 'spj', spjLanguage: 'C++', spjCode: ' ' } },
      'Spj Or Interactive Code is required',
    ],
    [
      'checker not compiled',
      { problem: { judgeMode: 'interactive', spjLanguage: 'C++', spjCode: 'int main(){return 1;}' } },
      'Spj Or Interactive Code not Compile Success',
    ],
    ['languages', { languages: [] }, 'At least one language is required'],
    [
      'empty template',
      { codeTemplates: [{ language: 'C++', code: '  ', status: true }] },
      'Code template of the language cannot be empty',
    ],
    [
      'duplicate tags',
      { tags: [{ name: 'Twice' }, { name: 'twice' }] },
      'The tag has been added, please do not add it repeatedly',
    ],
    [
      'extra file without content',
      { problem: { userExtraFile: { 'a.txt': '' } } },
      'Extra file name and content are both required',
    ],
    ['unknown language', { languages: [{ name: 'Brainfuck' }] }, 'Unknown language: Brainfuck'],
    [
      'remote problem',
      { problem: { isRemote: true } },
      'A remote judge problem cannot be written in the editor: import it from its judge (Import Remote OJ Problem)',
    ],
    ['time limit bounds', { problem: { timeLimit: 0 } }, 'timeLimit must be between 1 and 60000'],
  ];

  it.each(cases)('%s', async (_name, overrides, message) => {
    const before = await t.platform.db.select({ id: problem.id }).from(problem);
    const res = await save('POST', root, editorPayload(overrides as never));
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(message);
    const after = await t.platform.db.select({ id: problem.id }).from(problem);
    expect(after.length).toBe(before.length);
  });

  it('reports the earliest problem first', async () => {
    const res = await save(
      'POST',
      root,
      editorPayload({ problem: { title: '', isFileIO: true }, samples: [], languages: [] }),
    );
    expect(res.body.msg).toBe('Title is required');
  });

  it('accepts a checker once a runner compiled exactly that code', async () => {
    const code = 'int main() { return 0; }';
    await recordCheckerCompiled(t.platform, 'C++', code);
    const created = await createViaEditor(t, root, {
      problem: { judgeMode: 'spj', spjLanguage: 'C++', spjCode: code },
    });
    const [row] = await t.platform.db.select().from(problem).where(eq(problem.id, created.pid));
    expect(row).toMatchObject({ judgeMode: 'spj', spjCode: code, spjLanguage: 'C++' });
    const unchanged = await save(
      'PUT',
      root,
      editorPayload({
        problem: {
          id: created.pid,
          problemId: created.problemId,
          judgeMode: 'spj',
          spjLanguage: 'C++',
          spjCode: code,
        },
      }),
    );
    expect(unchanged.httpStatus).toBe(200);
    const changed = await save(
      'PUT',
      root,
      editorPayload({
        problem: {
          id: created.pid,
          problemId: created.problemId,
          judgeMode: 'spj',
          spjLanguage: 'C++',
          spjCode: `${code}\n`,
        },
      }),
    );
    expect(changed.body.msg).toBe('Spj Or Interactive Code not Compile Success');
  });

  it('needs problem.id to update', async () => {
    const res = await save('PUT', root, editorPayload());
    expect(res.body.msg).toBe('problem.id is required');
  });
});

describe('the admin problem list and deletion', () => {
  it('lists every non-group problem newest first, filtered by keyword and auth', async () => {
    const hidden = await createViaEditor(t, root, { problem: { title: 'Zebra unique title', auth: 2 } });
    const res = await t.request('GET', '/api/admin/problem/get-problem-list', {
      token: problemAdmin.token,
      query: { keyword: 'zebra' },
    });
    expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual([hidden.pid]);
    expect(res.body.data.records[0]).toHaveProperty('spjCode');
    const privates = await t.request('GET', '/api/admin/problem/get-problem-list', {
      token: root,
      query: { auth: 2, limit: 100 },
    });
    expect(privates.body.data.records.every((r: { auth: number }) => r.auth === 2)).toBe(true);
    const all = await t.request('GET', '/api/admin/problem/get-problem-list', {
      token: root,
      query: { limit: 3 },
    });
    const ids = all.body.data.records.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(all.body.data.size).toBe(3);
  });

  it('deletes a problem with its cases and links, keeps its submissions, and fixes its solvers’ counters', async () => {
    const doomed = await createViaEditor(t, root);
    const submitId = await insertSubmission(t.platform, {
      pid: doomed.pid,
      uid: user.uid,
      username: user.username,
    });
    await setProgress(t.platform, user.uid, doomed.pid, 0);
    await t.platform.db.update(userRecord).set({ acCount: 1 }).where(eq(userRecord.uid, user.uid));
    const contest = await insertContest(t.platform, {
      startTime: hoursFromNow(t.clock, 1),
      endTime: hoursFromNow(t.clock, 2),
    });
    await addContestProblem(t.platform, contest.id, doomed.pid, 'A');

    const res = await t.request('DELETE', '/api/admin/problem', { token: root, query: { pid: doomed.pid } });
    expect(res.httpStatus).toBe(200);
    expect(await t.platform.db.select().from(problem).where(eq(problem.id, doomed.pid))).toEqual([]);
    expect(await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, doomed.pid))).toEqual([]);
    expect(
      await t.platform.db.select().from(problemLanguage).where(eq(problemLanguage.pid, doomed.pid)),
    ).toEqual([]);
    expect(
      await t.platform.db.select().from(contestProblem).where(eq(contestProblem.pid, doomed.pid)),
    ).toEqual([]);
    expect(
      await t.platform.db.select().from(userProblemProgress).where(eq(userProblemProgress.pid, doomed.pid)),
    ).toEqual([]);
    const [record] = await t.platform.db.select().from(userRecord).where(eq(userRecord.uid, user.uid));
    expect(record!.acCount).toBe(0);
    expect(
      await t.platform.db.select().from(submission).where(eq(submission.submitId, submitId)),
    ).toHaveLength(1);

    const again = await t.request('DELETE', '/api/admin/problem', {
      token: root,
      query: { pid: doomed.pid },
    });
    expect(again.httpStatus).toBe(404);
    expect(again.body.msg).toBe('The problem does not exist');
  });
});

describe('admin tags and classifications', () => {
  it('creates, renames, refuses duplicates and deletes tags', async () => {
    const created = await t.request('POST', '/api/admin/tag', {
      token: problemAdmin.token,
      body: { name: 'Greedy', color: '#123456' },
    });
    expect(created.httpStatus).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Greedy', color: '#123456', oj: 'ME' });
    const duplicate = await t.request('POST', '/api/admin/tag', { token: root, body: { name: 'greedy' } });
    expect(duplicate.httpStatus).toBe(400);
    expect(duplicate.body.msg).toBe('The tag name already exists, please do not add it repeatedly');
    const otherBank = await t.request('POST', '/api/admin/tag', {
      token: root,
      body: { name: 'Greedy', oj: 'HDU' },
    });
    expect(otherBank.httpStatus).toBe(200);
    const renamed = await t.request('PUT', '/api/admin/tag', {
      token: root,
      body: { id: created.body.data.id, name: 'Greedy algorithms' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Greedy algorithms', color: '#123456' });
    const badColor = await t.request('POST', '/api/admin/tag', {
      token: root,
      body: { name: 'Colourful', color: 'red; x' },
    });
    expect(badColor.body.msg).toBe('color must be a CSS colour such as #409eff');
    const noName = await t.request('POST', '/api/admin/tag', { token: root, body: { name: '' } });
    expect(noName.body.msg).toBe('name is required');
    expect(
      (await t.request('DELETE', '/api/admin/tag', { token: root, query: { tid: created.body.data.id } }))
        .httpStatus,
    ).toBe(200);
    const gone = await t.request('DELETE', '/api/admin/tag', {
      token: root,
      query: { tid: created.body.data.id },
    });
    expect(gone.httpStatus).toBe(404);
    expect(gone.body.msg).toBe('The tag does not exist');
  });

  it('manages classifications; deleting one leaves its tags unclassified', async () => {
    const made = await t.request('POST', '/api/admin/tag/classification', {
      token: root,
      body: { name: 'Basics', rank: 3 },
    });
    expect(made.body.data).toMatchObject({ name: 'Basics', rank: 3, oj: 'ME' });
    const tag = await t.request('POST', '/api/admin/tag', {
      token: root,
      body: { name: 'Loops', tcid: made.body.data.id },
    });
    const updated = await t.request('PUT', '/api/admin/tag/classification', {
      token: root,
      body: { id: made.body.data.id, name: 'Basics 2', rank: 1 },
    });
    expect(updated.body.data).toMatchObject({ name: 'Basics 2', rank: 1 });
    const listed = await t.request('GET', '/api/admin/tag/classification', {
      token: root,
      query: { oj: 'ME' },
    });
    expect(listed.body.data.map((c: { name: string }) => c.name)).toContain('Basics 2');
    await t.request('DELETE', '/api/admin/tag/classification', {
      token: root,
      query: { tcid: made.body.data.id },
    });
    const all = await t.request('GET', '/api/get-all-problem-tags');
    expect(all.body.data.find((x: { id: number }) => x.id === tag.body.data.id).tcid).toBeNull();
    const unknown = await t.request('POST', '/api/admin/tag', {
      token: root,
      body: { name: 'Orphan', tcid: 999999 },
    });
    expect(unknown.body.msg).toBe('The tag classification does not exist');
  });
});
