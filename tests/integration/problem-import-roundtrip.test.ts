import { Role } from '@contract/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeTemplate, problem, problemCase } from '../../worker/src/db/schema';
import { readZip } from '../../worker/src/domains/problem/import-export/zip-reader';
import {
  fixture,
  IMPORT_PATHS,
  importTableCounts,
  pidOf,
  problemSnapshot,
  upload,
} from '../support/problem-import';
import { createTestApp, type TestApp } from '../support/test-app';

/** Export then import gives the same problem; the export call and the progress record. */

let t: TestApp;
let problemAdmin: { token: string; username: string; uid: string };
let originals: number[];

beforeAll(async () => {
  t = await createTestApp();
  problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  const res = await upload(t, IMPORT_PATHS.hoj, problemAdmin.token, 'hoj.zip', fixture('hoj-export.zip'));
  expect(res.httpStatus).toBe(200);
  originals = [await pidOf(t, 'HOJ-1'), await pidOf(t, 'HOJ-2')];
  // Details the HOJ format has no field for: a disabled template and a case shown in results.
  const db = t.platform.db;
  await db.update(codeTemplate).set({ status: false }).where(eq(codeTemplate.pid, originals[0]!));
  await db
    .update(problemCase)
    .set({ isOpen: true })
    .where(and(eq(problemCase.pid, originals[0]!), eq(problemCase.caseIndex, 2)));
});
afterAll(async () => {
  await t?.close();
});

async function exportZip(query: Record<string, string | (string | number)[]>, token = problemAdmin.token) {
  const url = new URL('/api/file/export-problem', 'http://localhost');
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
  }
  return t.request('GET', url.pathname + url.search, { token, headers: { 'Url-Type': 'admin' } });
}

/** A problem as the round trip must keep it: everything but its ids, author and times. */
function identity(snapshot: Awaited<ReturnType<typeof problemSnapshot>>) {
  const {
    id: _id,
    problemId: _problemId,
    gmtCreate: _c,
    gmtModified: _m,
    author: _a,
    ...fields
  } = snapshot.row;
  return {
    ...fields,
    hint: fields.hint ?? '',
    source: fields.source ?? '',
    cases: snapshot.cases,
    tags: snapshot.tags,
    languages: snapshot.languages,
    templates: snapshot.templates,
  };
}

describe('export', () => {
  it('writes the HOJ layout: problem_<pid>.json and a folder of test files per problem', async () => {
    const res = await exportZip({ pidList: originals });
    expect(res.httpStatus).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="problem_export_\d+\.zip"$/,
    );
    const files = readZip(new Uint8Array(await res.raw.arrayBuffer()));
    const [a, b] = originals;
    expect([...files.keys()].sort()).toEqual(
      [
        `problem_${a}.json`,
        `problem_${a}/1.in`,
        `problem_${a}/1.out`,
        `problem_${a}/2.in`,
        `problem_${a}/2.out`,
        `problem_${a}/3.in`,
        `problem_${a}/3.out`,
        `problem_${b}.json`,
        `problem_${b}/1.in`,
        `problem_${b}/1.out`,
      ].sort(),
    );
    const document = JSON.parse(new TextDecoder().decode(files.get(`problem_${a}.json`)));
    expect(document).toMatchObject({
      problem: {
        problemId: 'HOJ-1',
        title: 'Subtask Sum',
        judgeCaseMode: 'subtask_lowest',
        isFileIO: true,
        ioReadFileName: 'sum.in',
        userExtraFile: '{"helper.h":"#define N 100\\n"}',
        isUploadCase: true,
      },
      languages: ['C', 'C++', 'Python3'],
      samples: [
        { input: '1.in', output: '1.out', score: 30, groupNum: 1 },
        { input: '2.in', output: '2.out', score: 30, groupNum: 1, isOpen: true },
        { input: '3.in', output: '3.out', score: 70, groupNum: 2 },
      ],
      tags: ['math', 'subtask'],
      codeTemplates: [{ language: 'C++', code: '#include <cstdio>\nint main() {}\n', status: false }],
      userExtraFile: { 'helper.h': '#define N 100\n' },
      judgeMode: 'default',
    });
    expect(document.problem.author).toBeUndefined();
  });

  it('accepts pidList repeated, as pidList[], comma separated, as a JSON array and as pid', async () => {
    const queries: Record<string, string | string[]>[] = [
      { pidList: originals.map(String) },
      { 'pidList[]': originals.map(String) },
      { pidList: originals.join(',') },
      { pidList: JSON.stringify(originals) },
      { pid: originals.map(String) },
    ];
    for (const query of queries) {
      const res = await exportZip(query);
      expect(res.httpStatus, JSON.stringify(query)).toBe(200);
      expect(readZip(new Uint8Array(await res.raw.arrayBuffer())).size).toBe(10);
    }
  });

  it('needs at least one existing problem the caller manages', async () => {
    const empty = await exportZip({});
    expect(empty.httpStatus).toBe(400);
    expect(empty.body.msg).toBe('Export needs at least one problem');
    const bad = await exportZip({ pidList: 'abc' });
    expect(bad.body.msg).toBe('pidList: abc is not a problem id');
    const missing = await exportZip({ pidList: '999999' });
    expect(missing.httpStatus).toBe(404);
    expect(missing.body.msg).toBe('The problem 999999 does not exist');
    const admin = await t.createUser({ roles: [Role.ADMIN] });
    const notTheirs = await exportZip({ pidList: String(originals[0]) }, admin.token);
    expect(notTheirs.httpStatus).toBe(403);
    expect(notTheirs.body.msg).toBe(
      'Sorry, you can only export the problems you manage (HOJ-1 is not yours)',
    );
  });
});

describe('round trip', () => {
  it('gives identical problems under new display ids, then under the old ones after deleting the originals', async () => {
    const res = await exportZip({ pidList: originals });
    const archive = new Uint8Array(await res.raw.arrayBuffer());
    const before = await Promise.all(originals.map((pid) => problemSnapshot(t, pid)));

    const renamed = await upload(t, IMPORT_PATHS.hoj, problemAdmin.token, 'export.zip', archive, {
      duplicate: 'rename',
    });
    expect(renamed.httpStatus).toBe(200);
    expect(renamed.body.data.problems.map((p: { problemId: string }) => p.problemId)).toEqual([
      'HOJ-1-1',
      'HOJ-2-1',
    ]);
    const copies = await Promise.all(
      renamed.body.data.problems.map((p: { id: number }) => problemSnapshot(t, p.id)),
    );
    expect(copies.map(identity)).toEqual(before.map(identity));
    expect(copies.map((c) => c.row.caseVersion)).toEqual(before.map((b) => b.row.caseVersion));

    for (const pid of originals) {
      const deleted = await t.request('DELETE', '/api/admin/problem', {
        token: problemAdmin.token,
        query: { pid },
        headers: { 'Url-Type': 'admin' },
      });
      expect(deleted.httpStatus).toBe(200);
    }
    const again = await upload(t, IMPORT_PATHS.hoj, problemAdmin.token, 'export.zip', archive);
    expect(again.httpStatus).toBe(200);
    const restored = await Promise.all(originals.map((_, i) => pidOf(t, ['HOJ-1', 'HOJ-2'][i]!)));
    const after = await Promise.all(restored.map((pid) => problemSnapshot(t, pid)));
    expect(after.map(identity)).toEqual(before.map(identity));
    expect(after.map((a) => a.row.problemId)).toEqual(['HOJ-1', 'HOJ-2']);
  });
});

describe('progress', () => {
  it('is recorded under the id the client chose, for that client only', async () => {
    const res = await upload(t, IMPORT_PATHS.fps, problemAdmin.token, 'fps.xml', fixture('fps-hustoj.xml'), {
      importId: 'client-chosen-1',
    });
    expect(res.httpStatus).toBe(200);
    const progress = await t.request('GET', '/api/file/import-progress', {
      token: problemAdmin.token,
      query: { id: 'client-chosen-1' },
    });
    expect(progress.body.data).toEqual(res.body.data);
    expect(progress.body.data).toMatchObject({
      importId: 'client-chosen-1',
      state: 'done',
      phase: 'finished',
      done: 2,
      total: 2,
      finishedAt: expect.any(String),
    });

    const reused = await upload(
      t,
      IMPORT_PATHS.fps,
      problemAdmin.token,
      'fps.xml',
      fixture('fps-hustoj.xml'),
      {
        importId: 'client-chosen-1',
      },
    );
    expect(reused.httpStatus).toBe(409);
    expect(reused.body.msg).toBe('The import id client-chosen-1 is already in use; choose another');

    const other = await t.createUser({ roles: [Role.ROOT] });
    const foreign = await t.request('GET', '/api/file/import-progress', {
      token: other.token,
      query: { id: 'client-chosen-1' },
    });
    expect(foreign.httpStatus).toBe(404);
    expect(foreign.body.msg).toBe('The import does not exist or has expired');
  });

  it('reports the test data being stored while the import runs', async () => {
    const files = t.platform.files;
    const seen: { phase: string; done: number; total: number }[] = [];
    t.platform.files = {
      ...files,
      put: async (key, data, options) => {
        if (key.startsWith('testcase/')) {
          t.clock.advance(1000);
          const res = await t.request('GET', '/api/file/import-progress', {
            token: problemAdmin.token,
            query: { id: 'watched-import' },
          });
          seen.push({ phase: res.body.data.phase, done: res.body.data.done, total: res.body.data.total });
        }
        return files.put(key, data, options);
      },
    };
    try {
      const qduoj = await upload(
        t,
        IMPORT_PATHS.qduoj,
        problemAdmin.token,
        'q.zip',
        fixture('qduoj-export.zip'),
        {
          importId: 'watched-import',
          duplicate: 'rename',
        },
      );
      expect(qduoj.httpStatus).toBe(200);
    } finally {
      t.platform.files = files;
    }
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.every((s) => s.phase === 'storing' && s.total === 10)).toBe(true);
    expect(seen.map((s) => s.done)).toEqual([...seen.map((s) => s.done)].sort((a, b) => a - b));
    expect(seen.at(-1)!.done).toBeGreaterThan(0);
  });

  it('runs in the background on request, answering at once', async () => {
    const background: Promise<unknown>[] = [];
    const waitUntil = t.platform.waitUntil;
    t.platform.waitUntil = (promise) => background.push(promise);
    try {
      const before = await importTableCounts(t);
      const res = await upload(
        t,
        IMPORT_PATHS.hydro,
        problemAdmin.token,
        'h.zip',
        fixture('hydro-export.zip'),
        {
          background: 'true',
          importId: 'background-1',
        },
      );
      expect(res.httpStatus).toBe(200);
      expect(res.body.msg).toBe('The import has started');
      expect(res.body.data).toMatchObject({ importId: 'background-1', state: 'running', phase: 'reading' });
      expect(background).toHaveLength(1);
      await Promise.all(background);
      const done = await t.request('GET', '/api/file/import-progress', {
        token: problemAdmin.token,
        query: { id: 'background-1' },
      });
      expect(done.body.data).toMatchObject({
        state: 'done',
        problems: [{ title: 'Copy File' }, { problemId: 'P1000' }],
      });
      expect((await importTableCounts(t)).problem).toBe(before.problem + 2);
    } finally {
      t.platform.waitUntil = waitUntil;
    }
  });

  it('records a refused background import as failed', async () => {
    const background: Promise<unknown>[] = [];
    const waitUntil = t.platform.waitUntil;
    t.platform.waitUntil = (promise) => background.push(promise);
    try {
      const res = await upload(
        t,
        IMPORT_PATHS.hydro,
        problemAdmin.token,
        'h.zip',
        fixture('hydro-export.zip'),
        {
          background: 'true',
          importId: 'background-2',
        },
      );
      expect(res.httpStatus).toBe(200);
      await Promise.all(background);
      const failed = await t.request('GET', '/api/file/import-progress', {
        token: problemAdmin.token,
        query: { id: 'background-2' },
      });
      expect(failed.body.data).toMatchObject({
        state: 'failed',
        message:
          'These display ids already exist: P1000. Delete or rename those problems, or import with duplicate=rename',
      });
    } finally {
      t.platform.waitUntil = waitUntil;
    }
  });
});

describe('who may import and export', () => {
  it("imports an ordinary admin's problems as private, since only problem admins and root publish", async () => {
    const admin = await t.createUser({ roles: [Role.ADMIN] });
    const res = await upload(t, IMPORT_PATHS.qduoj, admin.token, 'q.zip', fixture('qduoj-export.zip'), {
      duplicate: 'rename',
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.warnings).toContain(
      'The problems were imported as private: only the super administrator and problem admins can make a problem public',
    );
    const rows = await t.platform.db.select().from(problem).where(eq(problem.author, admin.username));
    expect(rows.map((r) => r.auth)).toEqual([2, 2]);
  });

  it('refuses anonymous callers and ordinary users', async () => {
    const user = await t.createUser();
    for (const path of Object.values(IMPORT_PATHS)) {
      const anonymous = await upload(t, path, null, 'x.zip', new Uint8Array([1]));
      expect(anonymous.httpStatus).toBe(401);
      const refused = await upload(t, path, user.token, 'x.zip', new Uint8Array([1]));
      expect(refused.httpStatus).toBe(403);
    }
    expect((await exportZip({ pidList: '1' }, user.token)).httpStatus).toBe(403);
    const progress = await t.request('GET', '/api/file/import-progress', {
      token: user.token,
      query: { id: 'background-1' },
    });
    expect(progress.httpStatus).toBe(403);
    expect((await t.platform.db.select().from(problem).where(eq(problem.author, user.username))).length).toBe(
      0,
    );
  });
});
