import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMember, problem, problemCase, team } from '../../worker/src/db/schema';
import { createViaEditor, editorPayload, insertProblem, zipOf, zipUpload } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildZip } from '../support/zip-builder';

let t: TestApp;
let root: string;
let user: Awaited<ReturnType<TestApp['createUser']>>;
const putKeys: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  user = await t.createUser();
  const files = t.platform.files;
  const put = files.put.bind(files);
  files.put = async (key, data, options) => {
    putKeys.push(key);
    return put(key, data, options);
  };
});
afterAll(async () => {
  await t?.close();
});

const upload = (
  token: string | null,
  bytes: Uint8Array,
  query: Record<string, string | number> = {},
  name = 'cases.zip',
) => t.request('POST', '/api/file/upload-testcase-zip', { token, query, rawBody: zipUpload(bytes, name) });

type UploadResult = {
  fileList: {
    input: string;
    output: string;
    score: number;
    groupNum?: number;
    inputSize: number;
    outputSize: number;
  }[];
  fileListDir: string;
  ignoredFiles: string[];
};

describe('uploading a test data zip', () => {
  it('pairs inputs with outputs in natural order and reports what it ignored', async () => {
    const res = await upload(
      root,
      zipOf({
        '10.in': '10 10\n',
        '2.in': '2 2\n',
        '2.ans': '4\n',
        '1.in': '1 1\n',
        '1.out': '2\n',
        'readme.txt': 'notes',
        'orphan.out': 'x',
      }),
    );
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Upload Testcase Successfully');
    const data = res.body.data as UploadResult;
    expect(data.fileList).toEqual([
      { input: '1.in', output: '1.out', inputSize: 4, outputSize: 2, score: 33 },
      { input: '2.in', output: '2.ans', inputSize: 4, outputSize: 2, score: 33 },
      { input: '10.in', output: '-', inputSize: 6, outputSize: 0, score: 34 },
    ]);
    expect(data.ignoredFiles).toEqual(['orphan.out', 'readme.txt']);
    expect(data.fileListDir).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives each case group 1 in the subtask modes and unwraps a single top folder', async () => {
    const res = await upload(
      root,
      zipOf({ 'data/1.in': 'a', 'data/1.out': 'b', 'data/input2.txt': 'c', 'data/output2.txt': 'd' }),
      {
        mode: 'subtask_lowest',
      },
    );
    expect((res.body.data as UploadResult).fileList).toEqual([
      { input: '1.in', output: '1.out', inputSize: 1, outputSize: 1, score: 50, groupNum: 1 },
      { input: 'input2.txt', output: 'output2.txt', inputSize: 1, outputSize: 1, score: 50, groupNum: 1 },
    ]);
    const badMode = await upload(root, zipOf({ '1.in': 'a' }), { mode: 'fastest' });
    expect(badMode.body.msg).toBe(
      'mode must be one of default, subtask_lowest, subtask_average, ergodic_without_error',
    );
  });

  it('lets admin roles and group admins upload, nobody else', async () => {
    const bytes = zipOf({ '1.in': '1', '1.out': '1' });
    expect((await upload(null, bytes)).httpStatus).toBe(401);
    const refused = await upload(user.token, bytes);
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.msg).toBe('Sorry, you do not have permission to upload test data');
    const [group] = await t.platform.db
      .insert(team)
      .values({
        name: 'Upload group',
        shortName: 'upgrp1',
        brief: 'b',
        description: 'd',
        owner: 'x',
        uid: 'x',
        auth: 1,
      })
      .returning();
    const groupAdmin = await t.createUser();
    await t.platform.db.insert(groupMember).values({ gid: group!.id, uid: groupAdmin.uid, auth: 4 });
    expect((await upload(groupAdmin.token, bytes, { gid: group!.id })).httpStatus).toBe(200);
    const problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
    expect((await upload(problemAdmin.token, bytes)).httpStatus).toBe(200);
  });
});

describe('refusing hostile or broken zips, writing nothing', () => {
  const refusals: [string, () => Uint8Array, number, string | RegExp][] = [
    [
      'zip-slip path',
      () => buildZip([{ name: '../evil.in', data: 'x' }]),
      400,
      /paths may not climb with "\.\."/,
    ],
    [
      'absolute path',
      () => buildZip([{ name: '/etc/passwd.in', data: 'x' }]),
      400,
      /absolute paths are not allowed/,
    ],
    [
      'backslash path',
      () => buildZip([{ name: '..\\evil.in', data: 'x' }]),
      400,
      /backslashes are not allowed/,
    ],
    [
      'a bomb that lies about its size',
      () => buildZip([{ name: '1.in', data: new Uint8Array(8 * 1024 * 1024), declaredSize: 1000 }]),
      413,
      /inflates beyond its declared size; it looks like a zip bomb/,
    ],
    [
      'a declared total over the limit',
      () =>
        buildZip(
          ['1.in', '2.in', '3.in'].map((name) => ({ name, data: 'x', declaredSize: 100 * 1024 * 1024 })),
        ),
      413,
      /inflates to 300 MB; at most 256 MB is allowed/,
    ],
    [
      'too many files',
      () =>
        buildZip(
          Array.from({ length: 1001 }, (_, i) => ({ name: `${i}.in`, data: '', method: 'store' as const })),
        ),
      413,
      'The zip archive has 1001 entries; at most 1000 are allowed',
    ],
    [
      'names in a legacy encoding',
      () => buildZip([{ name: new Uint8Array([0xb2, 0xe2, 0xca, 0xd4, 0x2e, 0x69, 0x6e]), data: 'x' }]),
      400,
      /file name that is not UTF-8/,
    ],
    [
      'not a zip at all',
      () => new TextEncoder().encode('just some text'),
      400,
      'The file is not a zip archive',
    ],
    [
      'no test data inside',
      () => zipOf({ 'readme.md': 'hello' }),
      400,
      'The zip contains no test data: expected files such as 1.in with 1.out (or 1.ans)',
    ],
  ];

  it.each(refusals)('%s', async (_name, build, status, message) => {
    putKeys.length = 0;
    const res = await upload(root, build());
    expect(res.httpStatus).toBe(status);
    if (typeof message === 'string') expect(res.body.msg).toBe(message);
    else expect(res.body.msg).toMatch(message);
    expect(putKeys).toEqual([]);
  });

  it('refuses files that are not zips by name and requests without a file', async () => {
    const res = await upload(root, zipOf({ '1.in': '1' }), {}, 'cases.rar');
    expect(res.body.msg).toBe('The test data must be a zip file');
    const noFile = await t.request('POST', '/api/file/upload-testcase-zip', {
      token: root,
      rawBody: new FormData(),
    });
    expect(noFile.body.msg).toBe('file is required: attach a file');
  });
});

describe('saving uploaded test data with a problem', () => {
  it('moves the upload into the content store, and the upload cannot be used twice', async () => {
    const uploaded = (await upload(root, zipOf({ 'a1.in': '3 4\r\n', 'a1.out': '7\n', 'a2.in': '1 1\n' })))
      .body.data as UploadResult;
    const payload = editorPayload({
      problem: { type: 1 },
      isUploadTestCase: true,
      uploadTestcaseDir: uploaded.fileListDir,
      samples: uploaded.fileList,
    });
    const created = await t.request('POST', '/api/admin/problem', { token: root, body: payload });
    expect(created.httpStatus).toBe(200);
    const pid = created.body.data.pid;
    const rows = await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, pid));
    expect(rows.map((r) => [r.inputName, r.outputName, r.inputSize, r.outputSize, r.score])).toEqual([
      ['a1.in', 'a1.out', 4, 2, 50],
      ['a2.in', 'a2.out', 4, 0, 50],
    ]);
    expect(
      new TextDecoder().decode((await t.platform.files.getBytes(`testcase/${rows[0]!.inputHash}`))!),
    ).toBe('3 4\n');
    const [row] = await t.platform.db.select().from(problem).where(eq(problem.id, pid));
    expect(row).toMatchObject({
      isUploadCase: true,
      caseVersion: created.body.data.caseVersion,
      ioScore: 100,
    });

    const reused = await t.request('POST', '/api/admin/problem', {
      token: root,
      body: { ...payload, problem: { ...(payload.problem as object), problemId: 'REUSE-1' } },
    });
    expect(reused.httpStatus).toBe(400);
    expect(reused.body.msg).toBe(
      'The uploaded test data has expired or does not exist: upload the zip again',
    );
  });

  it("refuses another user's upload, unknown upload ids and files missing from the upload", async () => {
    const problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
    const uploaded = (await upload(root, zipOf({ '1.in': '1', '1.out': '1' }))).body.data as UploadResult;
    const payload = (dir: string, samples: unknown[]) =>
      editorPayload({ isUploadTestCase: true, uploadTestcaseDir: dir, samples });
    const foreign = await t.request('POST', '/api/admin/problem', {
      token: problemAdmin.token,
      body: payload(uploaded.fileListDir, uploaded.fileList),
    });
    expect(foreign.body.msg).toBe(
      'The uploaded test data has expired or does not exist: upload the zip again',
    );
    const forged = await t.request('POST', '/api/admin/problem', {
      token: root,
      body: payload('../../etc', uploaded.fileList),
    });
    expect(forged.body.msg).toBe(
      'The uploaded test data has expired or does not exist: upload the zip again',
    );
    const missing = await t.request('POST', '/api/admin/problem', {
      token: root,
      body: payload(uploaded.fileListDir, [{ input: '9.in', output: '9.out' }]),
    });
    expect(missing.body.msg).toBe('Problem Sample1: 9.in is not in the uploaded zip');
  });

  it('keeps uploaded cases on update and changes only their scores and order', async () => {
    const uploaded = (await upload(root, zipOf({ '1.in': 'a', '1.out': 'b', '2.in': 'c', '2.out': 'd' })))
      .body.data as UploadResult;
    const created = await t.request('POST', '/api/admin/problem', {
      token: root,
      body: editorPayload({
        problem: { type: 1 },
        isUploadTestCase: true,
        uploadTestcaseDir: uploaded.fileListDir,
        samples: uploaded.fileList,
      }),
    });
    const pid = created.body.data.pid;
    const listed = await t.request('GET', '/api/admin/problem/get-problem-cases', {
      token: root,
      query: { pid, isUpload: true },
    });
    expect(listed.body.data.map((c: { input: string }) => c.input)).toEqual(['1.in', '2.in']);
    const [first, second] = listed.body.data as { id: number; input: string; output: string }[];
    const updated = await t.request('PUT', '/api/admin/problem', {
      token: root,
      body: editorPayload({
        problem: { id: pid, problemId: created.body.data.problemId, type: 1 },
        isUploadTestCase: true,
        samples: [
          { id: second!.id, input: second!.input, output: second!.output, score: 70 },
          { id: first!.id, input: first!.input, output: first!.output, score: 30 },
        ],
      }),
    });
    expect(updated.httpStatus).toBe(200);
    expect(updated.body.data.caseVersion).not.toBe(created.body.data.caseVersion);
    const rows = await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, pid));
    expect(rows.sort((a, b) => a.caseIndex - b.caseIndex).map((r) => [r.inputName, r.score])).toEqual([
      ['2.in', 70],
      ['1.in', 30],
    ]);
  });
});

describe('downloading test data', () => {
  it('zips the cases as 1.in, 1.out, … for the problem’s managers only', async () => {
    const created = await createViaEditor(t, root, {
      samples: [
        { input: 'x\n', output: 'y\n' },
        { input: 'p', output: 'q' },
      ],
    });
    const res = await t.request('GET', '/api/file/download-testcase', {
      token: root,
      query: { pid: created.pid },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="problem_${created.problemId}_testcase.zip"`,
    );
    const files = unzipSync(new Uint8Array(await res.raw.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['1.in', '1.out', '2.in', '2.out']);
    expect(new TextDecoder().decode(files['1.out'])).toBe('y\n');

    const refused = await t.request('GET', '/api/file/download-testcase', {
      token: user.token,
      query: { pid: created.pid },
    });
    expect(refused.httpStatus).toBe(403);
    expect(
      (await t.request('GET', '/api/file/download-testcase', { query: { pid: created.pid } })).httpStatus,
    ).toBe(401);
    const bare = await insertProblem(t.platform);
    const empty = await t.request('GET', '/api/file/download-testcase', {
      token: root,
      query: { pid: bare.id },
    });
    expect(empty.httpStatus).toBe(404);
    expect(empty.body.msg).toBe('The problem has no test data');
  });
});
