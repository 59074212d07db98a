import { Role } from '@contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, IMPORT_PATHS, pidOf, problemSnapshot, upload } from '../support/problem-import';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildZip } from '../support/zip-builder';

/** Each format's real-layout fixture (tests/fixtures/problem-import) imports into exactly these problems. */

let t: TestApp;
let admin: { token: string; username: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
});
afterAll(async () => {
  await t?.close();
});

const ALL_LANGUAGES_BY_DEFAULT = expect.arrayContaining(['C', 'C++', 'Java', 'Python3']);

describe('FPS import (HUSTOJ export)', () => {
  it('creates both items with statement, limits, test data, templates, images and checker', async () => {
    const res = await upload(t, IMPORT_PATHS.fps, admin.token, 'hustoj.xml', fixture('fps-hustoj.xml'));
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Import problem successfully');
    expect(res.body.data).toMatchObject({
      format: 'fps',
      fileName: 'hustoj.xml',
      state: 'done',
      phase: 'finished',
      message: 'Imported 2 problems',
      problems: [
        { problemId: '1000', title: 'A+B Problem' },
        { problemId: '1001', title: 'Any Pair With Sum' },
      ],
    });

    const aPlusB = await problemSnapshot(t, await pidOf(t, '1000'));
    expect(aPlusB.row).toMatchObject({
      title: 'A+B Problem',
      author: admin.username,
      auth: 1,
      type: 0,
      difficulty: 1,
      codeShare: false,
      timeLimit: 1000,
      memoryLimit: 128,
      judgeMode: 'default',
      examples: '<input>1 2</input><output>3</output>',
      hint: 'hint',
      source: '系统原理，熟悉OJ',
      isUploadCase: true,
    });
    expect(aPlusB.row.description).toMatch(
      /^<p>Calculate a\+b<\/p><img src="\/api\/public\/img\/[0-9a-f]{32}\.png" alt="" \/>$/,
    );
    expect(aPlusB.cases.map((c) => [c.input, c.output])).toEqual([
      ['500 17\n', '517'],
      ['1 2\n\n', '3\n'],
    ]);
    expect(aPlusB.languages).toEqual(ALL_LANGUAGES_BY_DEFAULT);
    expect(aPlusB.templates.map((x) => x.language)).toEqual(['C', 'C++', 'Java', 'Python3']);

    const image = aPlusB.row.description.match(/\/api\/public\/img\/[0-9a-f]{32}\.png/)![0];
    const served = await t.request('GET', image);
    expect(served.httpStatus).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const anyPair = await problemSnapshot(t, await pidOf(t, '1001'));
    expect(anyPair.row).toMatchObject({
      timeLimit: 1500,
      memoryLimit: 64,
      judgeMode: 'spj',
      spjLanguage: 'C++',
      examples: '<input>3\n</input><output>1 2\n</output><input>0\n</input><output>0 0\n</output>',
    });
    expect(anyPair.cases.map((c) => c.output)).toEqual(['1 2\n', '500000000 500000000\n', '']);
  });
});

describe('QDUOJ import (ExportProblemAPI zip)', () => {
  it('refuses a display id already on the site and writes nothing', async () => {
    const res = await upload(t, IMPORT_PATHS.qduoj, admin.token, 'qduoj.zip', fixture('qduoj-export.zip'));
    expect(res.httpStatus).toBe(409);
    expect(res.body.msg).toBe(
      'These display ids already exist: 1001. Delete or rename those problems, or import with duplicate=rename',
    );
    expect(res.body.data).toMatchObject({ state: 'failed', problems: [] });
    await expect(pidOf(t, 'OI-SPJ')).rejects.toThrow('no problem OI-SPJ');
  });

  it('imports the ACM problem and the OI special-judge problem, renaming the taken id on request', async () => {
    const res = await upload(t, IMPORT_PATHS.qduoj, admin.token, 'qduoj.zip', fixture('qduoj-export.zip'), {
      duplicate: 'rename',
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.problems).toEqual([
      { id: expect.any(Number), problemId: '1001-1', title: 'A + B' },
      { id: expect.any(Number), problemId: 'OI-SPJ', title: 'Split The Number' },
    ]);
    expect(res.body.data.warnings).toEqual([
      '1/problem.json: the display id 1001 is taken; imported as 1001-1',
    ]);

    const acm = await problemSnapshot(t, await pidOf(t, '1001-1'));
    expect(acm.row).toMatchObject({
      title: 'A + B',
      author: admin.username,
      description: '<p>Compute a + b.</p>',
      input: '<p>Two integers a and b.</p>',
      output: '<p>Their sum.</p>',
      hint: '<p>Use 64-bit integers.</p>',
      source: 'QDUOJ https://qduoj.com',
      timeLimit: 1000,
      memoryLimit: 256,
      type: 0,
      difficulty: 1,
      codeShare: false,
      judgeMode: 'default',
      examples: '<input>1 2</input><output>3</output><input>-1 1</input><output>0</output>',
    });
    expect(acm.tags).toEqual(['math', '入门']);
    expect(acm.templates).toEqual([
      {
        language: 'C++',
        code: '#include <cstdio>\n\nint main() {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n}\n',
        status: true,
      },
    ]);
    expect(acm.cases.map((c) => [c.inputName, c.input, c.outputName, c.output, c.score])).toEqual([
      ['1.in', '1 2\n', '1.out', '3\n', null],
      ['2.in', '1000000000 1000000000\n', '2.out', '2000000000\n', null],
    ]);

    const oi = await problemSnapshot(t, await pidOf(t, 'OI-SPJ'));
    expect(oi.row).toMatchObject({
      type: 1,
      judgeMode: 'spj',
      spjLanguage: 'C',
      spjCode: '#include <stdio.h>\nint main(){return 0;}\n',
      ioScore: 100,
      timeLimit: 2000,
      memoryLimit: 128,
      hint: null,
      source: null,
    });
    expect(oi.cases.map((c) => [c.inputName, c.input, c.output, c.score])).toEqual([
      ['1.in', '5\n', '', 30],
      ['2.in', '0\n', '', 30],
      ['3.in', '1000000000\n', '', 40],
    ]);
    expect(oi.languages).toEqual(ALL_LANGUAGES_BY_DEFAULT);
  });
});

describe('Hydro import (problem export zip)', () => {
  it('imports the subtask problem with its checker and image, and the file-IO problem', async () => {
    const res = await upload(t, IMPORT_PATHS.hydro, admin.token, 'hydro.zip', fixture('hydro-export.zip'));
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.problems).toEqual([
      { id: expect.any(Number), problemId: '1002', title: 'Copy File' },
      { id: expect.any(Number), problemId: 'P1000', title: '区间求和' },
    ]);
    expect(res.body.data.warnings).toEqual([]);

    const copy = await problemSnapshot(t, await pidOf(t, '1002'));
    expect(copy.row).toMatchObject({
      description: 'Copy the input file to the output file.',
      input: 'Any text.',
      output: 'The same text.',
      examples: '<input>hello</input><output>hello</output>',
      timeLimit: 500,
      memoryLimit: 64,
      type: 1,
      ioScore: 100,
      isFileIo: true,
      ioReadFileName: 'copy.in',
      ioWriteFileName: 'copy.out',
      judgeMode: 'default',
      judgeCaseMode: 'default',
    });
    expect(copy.languages).toEqual(['C++', 'Python3']);
    expect(copy.cases.map((c) => [c.inputName, c.outputName, c.input, c.score])).toEqual([
      ['a1.in', 'a1.ans', 'hello\n', 33],
      ['a2.in', 'a2.ans', '', 33],
      ['a10.in', 'a10.ans', 'x y z\n', 34],
    ]);

    const sum = await problemSnapshot(t, await pidOf(t, 'P1000'));
    expect(sum.row).toMatchObject({
      input: '第一行 $n, q$。',
      output: '每个询问一行。',
      hint: '$1 \\le n \\le 10^5$。',
      examples: '<input>3 1\n1 2 3\n1 3</input><output>6</output>',
      judgeMode: 'spj',
      spjLanguage: 'C++',
      judgeCaseMode: 'subtask_lowest',
      ioScore: 100,
      timeLimit: 1000,
      memoryLimit: 256,
      auth: 1,
    });
    expect(sum.row.description).toMatch(
      /^给定长度为 \$n\$ 的数列，回答 \$q\$ 次区间和询问。\n\n!\[示意图\]\(\/api\/public\/img\/[0-9a-f]{32}\.png\)$/,
    );
    expect(sum.row.spjCode).toContain('registerTestlibCmd');
    expect(sum.tags).toEqual(['入门', '前缀和']);
    expect(sum.cases.map((c) => [c.inputName, c.output, c.score, c.groupNum])).toEqual([
      ['1.in', '6\n', 40, 1],
      ['2.in', '5\n', 40, 1],
      ['3.in', '0\n', 60, 2],
    ]);
  });
});

describe('Hydro statement without sections', () => {
  it('keeps the whole statement in the description and imports with empty input and output descriptions', async () => {
    const zip = buildZip([
      { name: 'whole/problem.yaml', data: 'title: Whole Statement\npid: W1\n' },
      { name: 'whole/problem.md', data: 'Read two numbers and print their product.' },
      { name: 'whole/testdata/1.in', data: '2 3\n' },
      { name: 'whole/testdata/1.out', data: '6\n' },
    ]);
    const res = await upload(t, IMPORT_PATHS.hydro, admin.token, 'whole.zip', zip);
    expect(res.httpStatus).toBe(200);
    const whole = await problemSnapshot(t, await pidOf(t, 'W1'));
    expect(whole.row).toMatchObject({
      title: 'Whole Statement',
      description: 'Read two numbers and print their product.',
      input: '',
      output: '',
    });
    expect(whole.cases.map((c) => [c.input, c.output])).toEqual([['2 3\n', '6\n']]);
  });
});

describe('HOJ-compatible import (ProblemFileManager export zip)', () => {
  it('imports every field HOJ exports, ignoring its info file and its misplaced judge files', async () => {
    const res = await upload(t, IMPORT_PATHS.hoj, admin.token, 'hoj.zip', fixture('hoj-export.zip'));
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.problems).toEqual([
      { id: expect.any(Number), problemId: 'HOJ-1', title: 'Subtask Sum' },
      { id: expect.any(Number), problemId: 'HOJ-2', title: 'Guess The Number' },
    ]);

    const subtask = await problemSnapshot(t, await pidOf(t, 'HOJ-1'));
    expect(subtask.row).toMatchObject({
      author: admin.username,
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 64,
      description: 'Sum the numbers in **sum.in**.',
      input: 'n, then n integers',
      output: 'the sum',
      examples: '<input>2\n1 2</input><output>3</output><input>1\n5</input><output>5</output>',
      source: 'HOJ',
      difficulty: 2,
      hint: 'Mind overflow.',
      auth: 1,
      ioScore: 100,
      codeShare: true,
      isRemoveEndBlank: false,
      openCaseResult: false,
      isFileIo: true,
      ioReadFileName: 'sum.in',
      ioWriteFileName: 'sum.out',
      userExtraFile: '{"helper.h":"#define N 100\\n"}',
      judgeExtraFile: null,
    });
    expect(subtask.languages).toEqual(['C', 'C++', 'Python3']);
    expect(subtask.tags).toEqual(['math', 'subtask']);
    expect(subtask.templates).toEqual([
      { language: 'C++', code: '#include <cstdio>\nint main() {}\n', status: true },
    ]);
    expect(subtask.cases.map((c) => [c.inputName, c.input, c.output, c.score, c.groupNum])).toEqual([
      ['1.in', '2\n1 2\n', '3\n', 30, 1],
      ['2.in', '1\n5\n', '5\n', 30, 1],
      ['3.in', '3\n1000000000 1000000000 1000000000\n', '3000000000\n', 70, 2],
    ]);

    const interactive = await problemSnapshot(t, await pidOf(t, 'HOJ-2'));
    expect(interactive.row).toMatchObject({
      judgeMode: 'interactive',
      spjLanguage: 'C++',
      spjCode: '#include <cstdio>\nint main(){return 0;}\n',
      auth: 2,
      userExtraFile: null,
      judgeExtraFile: '{"testlib.h":"// testlib\\n"}',
      examples: '',
    });
    expect(interactive.languages).toEqual(['C++']);
    expect(interactive.cases.map((c) => [c.input, c.output])).toEqual([['100 42\n', '']]);
  });
});
