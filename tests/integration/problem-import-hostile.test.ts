import { Role } from '@contract/roles';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, IMPORT_PATHS, importTableCounts, upload } from '../support/problem-import';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildZip, type ZipBuildEntry, zipOf } from '../support/zip-builder';

/**
 * Malformed and hostile archives are refused with a message naming the problem, and the
 * database is exactly as before: not one row of any table an import writes.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.createUser({ roles: [Role.PROBLEM_ADMIN] })).token;
});
afterAll(async () => {
  await t?.close();
});

const encoder = new TextEncoder();
const json = (value: unknown) => JSON.stringify(value, null, 4);

const qduojProblem = {
  display_id: 'Q1',
  title: 'Echo',
  description: { format: 'html', value: 'd' },
  input_description: { format: 'html', value: 'i' },
  output_description: { format: 'html', value: 'o' },
  hint: { format: 'html', value: '' },
  test_case_score: [{ score: 100, input_name: '1.in', output_name: '1.out' }],
  time_limit: 1000,
  memory_limit: 256,
  samples: [],
  template: {},
  spj: null,
  rule_type: 'ACM',
  source: '',
  tags: [],
};

const hojDocument = (problemId: string, title: string) => ({
  problem: { problemId, title, input: 'i', output: 'o', timeLimit: 1000, memoryLimit: 256 },
  languages: ['C++'],
  samples: [{ input: '1.in', output: '1.out' }],
  tags: [],
  codeTemplates: [],
});

/** Uploads, expects the refusal, and checks nothing was written. */
async function expectRefused(
  path: string,
  fileName: string,
  bytes: Uint8Array,
  status: number,
  message: string | RegExp,
  query: Record<string, string> = {},
) {
  const before = await importTableCounts(t);
  const res = await upload(t, path, token, fileName, bytes, query);
  expect(res.httpStatus).toBe(status);
  expect(res.body.status).toBe(status);
  if (typeof message === 'string') expect(res.body.msg).toBe(message);
  else expect(res.body.msg).toMatch(message);
  expect(await importTableCounts(t)).toEqual(before);
  return res;
}

const qduojWith = (extra: ZipBuildEntry[]) =>
  buildZip([
    { name: '1/problem.json', data: json(qduojProblem) },
    { name: '1/testcase/1.in', data: '1\n' },
    { name: '1/testcase/1.out', data: '1\n' },
    ...extra,
  ]);

describe('zip-slip', () => {
  it.each([
    ['../1/evil.txt', 'paths may not climb with ".."'],
    ['1/testcase/../../../etc/cron.d/x', 'paths may not climb with ".."'],
    ['/etc/passwd', 'absolute paths are not allowed'],
    ['1\\testcase\\2.in', 'backslashes are not allowed in paths'],
    ['C:/Windows/System32/evil.dll', 'drive letters are not allowed'],
  ])('refuses %j', async (name, why) => {
    const archive = qduojWith([{ name, data: 'x' }]);
    const res = await expectRefused(
      IMPORT_PATHS.qduoj,
      'q.zip',
      archive,
      400,
      `The zip archive entry "${name}" was refused: ${why}`,
    );
    expect(res.body.data).toMatchObject({ state: 'failed', format: 'qduoj', problems: [] });
  });
});

describe('zip bombs', () => {
  it('stops inflating a file that grows past its declared size', async () => {
    const archive = qduojWith([
      { name: '1/testcase/2.in', data: new Uint8Array(8 * 1024 * 1024), declaredSize: 10 },
    ]);
    await expectRefused(
      IMPORT_PATHS.qduoj,
      'q.zip',
      archive,
      413,
      '"1/testcase/2.in" inflates beyond its declared size; it looks like a zip bomb',
    );
  });

  it('refuses declared sizes over the limits before inflating anything', async () => {
    const archive = qduojWith([{ name: '1/testcase/2.in', data: 'x', declaredSize: 300 * 1024 * 1024 }]);
    await expectRefused(
      IMPORT_PATHS.qduoj,
      'q.zip',
      archive,
      413,
      '"1/testcase/2.in" inflates to 300 MB; one file may be at most 128 MB',
    );
  });

  it('refuses overlapping entries', async () => {
    const archive = buildZip([
      { name: '1/problem.json', data: json(qduojProblem) },
      { name: '1/testcase/1.in', data: '1\n'.repeat(1000) },
      { name: '1/testcase/1.out', data: '1\n'.repeat(1000), sameDataAs: 1 },
    ]);
    await expectRefused(
      IMPORT_PATHS.qduoj,
      'q.zip',
      archive,
      400,
      'The zip archive has overlapping entries ("1/testcase/1.out"); it looks like a zip bomb',
    );
  });
});

describe('wrong encodings', () => {
  it('refuses GBK file names', async () => {
    const gbkName = new Uint8Array([
      ...encoder.encode('1/testcase/'),
      0xb2,
      0xe2,
      0xca,
      0xd4,
      ...encoder.encode('.in'),
    ]);
    await expectRefused(
      IMPORT_PATHS.qduoj,
      'q.zip',
      qduojWith([{ name: gbkName, data: '1' }]),
      400,
      'The zip archive has a file name that is not UTF-8 (e.g. GBK); re-create it with UTF-8 file names',
    );
  });

  it('refuses a problem.json that is not UTF-8', async () => {
    const gbkJson = new Uint8Array([...encoder.encode('{"title": "'), 0xb2, 0xe2, ...encoder.encode('"}')]);
    await expectRefused(
      IMPORT_PATHS.qduoj,
      'q.zip',
      zipOf({ '1/problem.json': gbkJson }),
      400,
      '1/problem.json is not valid UTF-8 text; save it as UTF-8 and try again',
    );
  });

  it('refuses an FPS file in another encoding', async () => {
    const xml = new Uint8Array([
      ...encoder.encode('<?xml version="1.0" encoding="GB2312"?><fps version="1.2"><item><title>'),
      0xb2,
      0xe2,
      ...encoder.encode('</title></item></fps>'),
    ]);
    await expectRefused(
      IMPORT_PATHS.fps,
      'gbk.xml',
      xml,
      400,
      'The FPS file is not valid UTF-8 text; save it as UTF-8 and try again',
    );
  });
});

describe('malformed documents', () => {
  it('refuses broken JSON, YAML and XML with the file at fault', async () => {
    await expectRefused(
      IMPORT_PATHS.qduoj,
      'q.zip',
      zipOf({ '1/problem.json': '{"title": "A",' }),
      400,
      /^1\/problem\.json is not valid JSON: /,
    );
    await expectRefused(
      IMPORT_PATHS.hydro,
      'h.zip',
      zipOf({
        'P1/problem.yaml': 'title: [A',
        'P1/problem.md': 'x',
        'P1/testdata/1.in': '1',
        'P1/testdata/1.out': '1',
      }),
      400,
      /^P1\/problem\.yaml is not valid YAML: /,
    );
    await expectRefused(
      IMPORT_PATHS.fps,
      'f.xml',
      encoder.encode('<fps version="1.2"><item><title>A</item></fps>'),
      400,
      /^The FPS file is not well-formed XML: Expected closing tag 'title'/,
    );
    await expectRefused(
      IMPORT_PATHS.fps,
      'f.xml',
      encoder.encode('<!DOCTYPE fps [<!ENTITY x SYSTEM "file:///etc/passwd">]><fps version="1.2">&x;</fps>'),
      400,
      'The FPS file declares a DOCTYPE or entities, which FPS never uses; it was refused',
    );
  });

  it('refuses files that are not archives, and the wrong kind of file', async () => {
    await expectRefused(
      IMPORT_PATHS.hoj,
      'p.zip',
      fixture('fps-hustoj.xml'),
      400,
      'The file is not a zip archive',
    );
    await expectRefused(
      IMPORT_PATHS.qduoj,
      'p.xml',
      fixture('qduoj-export.zip'),
      400,
      'Please upload the QDUOJ problems as a .zip archive',
    );
    await expectRefused(
      IMPORT_PATHS.fps,
      'p.zip',
      fixture('qduoj-export.zip'),
      400,
      'Please upload the FPS problem set as an .xml file',
    );
  });

  it('refuses a Hydro archive given to the QDUOJ importer', async () => {
    await expectRefused(
      IMPORT_PATHS.qduoj,
      'hydro.zip',
      fixture('hydro-export.zip'),
      400,
      'No problem found: a QDUOJ archive holds 1/problem.json, 2/problem.json, … and their testcase folders',
    );
  });

  it('refuses XML nested deeper than the parser allows, naming the parser failure', async () => {
    const depth = 10_000;
    const xml = `<fps version="1.2"><item>${'<b>'.repeat(depth)}${'</b>'.repeat(depth)}</item></fps>`;
    await expectRefused(
      IMPORT_PATHS.fps,
      'deep.xml',
      encoder.encode(xml),
      400,
      'The FPS file could not be read: Maximum nested tags exceeded',
    );
  });

  it('refuses truncated and corrupted archives with 400 and a message, whatever bytes break', async () => {
    const archive = fixture('qduoj-export.zip');
    const damaged: Uint8Array[] = [archive.slice(0, archive.length >> 1), archive.slice(archive.length >> 1)];
    // Seeded, so a failure names the same bytes every run.
    let seed = 9;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 12; i++) {
      const copy = archive.slice();
      // Mostly the tail, where the central directory and its offsets live.
      const from = i % 2 === 0 ? copy.length - 200 : 0;
      for (let k = 0; k < 8; k++)
        copy[from + Math.floor(random() * (copy.length - from))] = Math.floor(random() * 256);
      damaged.push(copy);
    }
    for (const [index, bytes] of damaged.entries()) {
      const before = await importTableCounts(t);
      const res = await upload(t, IMPORT_PATHS.qduoj, token, `damaged-${index}.zip`, bytes);
      // A flipped byte inside file data may leave a readable archive; the rest must be refused.
      expect([200, 400, 409, 413], `archive ${index}: ${res.body.msg}`).toContain(res.httpStatus);
      expect(res.body.status).toBe(res.httpStatus);
      expect(res.body.msg).toBeTruthy();
      if (res.httpStatus !== 200) expect(await importTableCounts(t)).toEqual(before);
    }
  });
});

describe('missing files', () => {
  it('refuses a problem whose listed test data is absent', async () => {
    await expectRefused(
      IMPORT_PATHS.qduoj,
      'q.zip',
      zipOf({ '1/problem.json': json(qduojProblem), '1/testcase/1.in': '1' }),
      400,
      '1/problem.json lists 1.out, but 1/testcase/1.out is missing',
    );
    await expectRefused(
      IMPORT_PATHS.hoj,
      'p.zip',
      zipOf({ 'problem_1.json': JSON.stringify(hojDocument('X-1', 'A')) }),
      400,
      'problem_1.json has no test case folder: problem_1/ is missing or empty',
    );
    await expectRefused(
      IMPORT_PATHS.hydro,
      'h.zip',
      zipOf({
        'P1/problem.yaml': 'title: A',
        'P1/problem.md': 'x',
        'P1/testdata/config.yaml': 'checker_type: testlib\nchecker: chk.cc',
        'P1/testdata/1.in': '1',
        'P1/testdata/1.out': '1',
      }),
      400,
      'P1/testdata/config.yaml names the checker chk.cc, but P1/testdata/chk.cc is missing',
    );
  });
});

describe('all or nothing', () => {
  it('rolls back the problems already saved when a later one is refused by the problem rules', async () => {
    const archive = zipSync({
      'problem_1.json': encoder.encode(JSON.stringify(hojDocument('ROLLBACK-1', 'First is fine'))),
      'problem_1/1.in': encoder.encode('1'),
      'problem_1/1.out': encoder.encode('1'),
      'problem_2.json': encoder.encode(JSON.stringify({ ...hojDocument('ROLLBACK-2', 'x'.repeat(300)) })),
      'problem_2/1.in': encoder.encode('2'),
      'problem_2/1.out': encoder.encode('2'),
    });
    await expectRefused(
      IMPORT_PATHS.hoj,
      'p.zip',
      archive,
      400,
      `problem_2.json ("${'x'.repeat(300)}"): problem.title: title must be at most 255 characters`,
    );
  });

  it('refuses two problems with the same display id in one archive', async () => {
    const archive = zipSync({
      'problem_1.json': encoder.encode(JSON.stringify(hojDocument('twin', 'A'))),
      'problem_1/1.in': encoder.encode('1'),
      'problem_1/1.out': encoder.encode('1'),
      'problem_2.json': encoder.encode(JSON.stringify(hojDocument('TWIN', 'B'))),
      'problem_2/1.in': encoder.encode('2'),
      'problem_2/1.out': encoder.encode('2'),
    });
    await expectRefused(
      IMPORT_PATHS.hoj,
      'p.zip',
      archive,
      409,
      'These display ids already exist: TWIN (twice in the archive). Delete or rename those problems, or import with duplicate=rename',
    );
  });
});

describe('the upload itself', () => {
  it('refuses an upload over the size limit before reading it', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(10)], 'big.zip'));
    const res = await t.request('POST', IMPORT_PATHS.hoj, {
      token,
      rawBody: form,
      headers: { 'Content-Length': String(200 * 1024 * 1024) },
    });
    expect(res.httpStatus).toBe(413);
    expect(res.body.msg).toBe('The file is larger than 100 MB; split the import');
  });

  it('asks for the file and for multipart', async () => {
    const res = await t.request('POST', IMPORT_PATHS.hoj, { token, rawBody: new FormData() });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('file is required: attach a file');
    const json = await t.request('POST', IMPORT_PATHS.hoj, { token, body: {} });
    expect(json.httpStatus).toBe(400);
    expect(json.body.msg).toBe('The request must be multipart/form-data');
  });

  it('validates the query', async () => {
    const res = await upload(t, IMPORT_PATHS.hoj, token, 'p.zip', fixture('hoj-export.zip'), {
      duplicate: 'merge',
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('duplicate must be refuse or rename');
  });
});
