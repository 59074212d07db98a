import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildZip, zipOf } from '../../../../../tests/support/zip-builder';
import { ImportError } from './model';
import { checkPath, DEFAULT_ZIP_LIMITS, readZip, stripSingleRoot } from './zip-reader';

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return error as ImportError;
  }
  throw new Error('expected the archive to be refused');
};

describe('readZip', () => {
  it('reads stored and deflated files, skipping folders and macOS noise', () => {
    const archive = zipSync({
      '1/problem.json': new TextEncoder().encode('{"a":1}'),
      '1/testcase/1.in': new TextEncoder().encode('1 2\n'),
      '__MACOSX/1/._problem.json': new Uint8Array([0]),
      '1/.DS_Store': new Uint8Array([1]),
      'big.txt': new TextEncoder().encode('x'.repeat(100_000)),
    });
    const files = readZip(archive);
    expect([...files.keys()].sort()).toEqual(['1/problem.json', '1/testcase/1.in', 'big.txt']);
    expect(text(files.get('1/problem.json'))).toBe('{"a":1}');
    expect(files.get('big.txt')!.length).toBe(100_000);
  });

  it('reads archives with folder entries and UTF-8 names', () => {
    const files = readZip(
      buildZip([
        { name: '题目/' },
        { name: '题目/1.in', data: 'a' },
        { name: 'x.out', data: 'b', method: 'store' },
      ]),
    );
    expect([...files.keys()]).toEqual(['题目/1.in', 'x.out']);
  });

  it('takes sizes from the central directory when local headers defer them to a data descriptor', () => {
    const archive = buildZip([{ name: 'a.txt', data: 'streamed by Java' }]);
    const view = new DataView(archive.buffer);
    view.setUint16(6, 0x808, true);
    for (const at of [14, 18, 22]) view.setUint32(at, 0, true);
    expect(text(readZip(archive).get('a.txt'))).toBe('streamed by Java');
  });

  it.each([
    ['../evil.txt', 'paths may not climb with ".."'],
    ['a/../../evil.txt', 'paths may not climb with ".."'],
    ['/etc/passwd', 'absolute paths are not allowed'],
    ['C:/Windows/evil.dll', 'drive letters are not allowed'],
    ['a\\..\\evil.txt', 'backslashes are not allowed in paths'],
    ['a//b.txt', 'paths may not contain "." or empty segments'],
    ['./a.txt', 'paths may not contain "." or empty segments'],
    ['a\u0000.txt', 'control characters are not allowed in paths'],
  ])('refuses the zip-slip path %j', (name, why) => {
    const error = refusal(() =>
      readZip(
        buildZip([
          { name: 'ok.txt', data: 'fine' },
          { name, data: 'x' },
        ]),
      ),
    );
    expect(error.message).toBe(`The zip archive entry "${name}" was refused: ${why}`);
  });

  it('refuses names that are not UTF-8', () => {
    const gbk = new Uint8Array([0xb2, 0xe2, 0xca, 0xd4, 0x2e, 0x69, 0x6e]); // "测试.in" in GBK
    const error = refusal(() => readZip(buildZip([{ name: gbk, data: '1' }])));
    expect(error.message).toBe(
      'The zip archive has a file name that is not UTF-8 (e.g. GBK); re-create it with UTF-8 file names',
    );
  });

  it('refuses a file that inflates past its declared size (zip bomb) without inflating it all', () => {
    const archive = buildZip([
      { name: 'bomb.txt', data: new Uint8Array(4 * 1024 * 1024), declaredSize: 1000 },
    ]);
    const error = refusal(() => readZip(archive));
    expect(error.message).toBe('"bomb.txt" inflates beyond its declared size; it looks like a zip bomb');
    expect(error.status).toBe(413);
  });

  it('refuses declared sizes over the limits before inflating', () => {
    const limits = { ...DEFAULT_ZIP_LIMITS, maxEntryBytes: 1000, maxTotalBytes: 1500 };
    expect(refusal(() => readZip(zipOf({ a: 'x'.repeat(1001) }), limits)).message).toBe(
      '"a" inflates to 1001 bytes; one file may be at most 1000 bytes',
    );
    expect(refusal(() => readZip(zipOf({ a: 'x'.repeat(800), b: 'y'.repeat(800) }), limits)).message).toBe(
      'The archive inflates to 1.6 KB; at most 1.5 KB is allowed',
    );
  });

  it('refuses an archive whose compression ratio is implausible', () => {
    const limits = { ...DEFAULT_ZIP_LIMITS, ratioFloorBytes: 1024, maxRatio: 50 };
    const error = refusal(() => readZip(zipOf({ zeros: new Uint8Array(1024 * 1024) }), limits));
    expect(error.message).toMatch(/^The archive inflates \d+ times its size; it looks like a zip bomb$/);
  });

  it('refuses too many entries', () => {
    const limits = { ...DEFAULT_ZIP_LIMITS, maxEntries: 2 };
    expect(refusal(() => readZip(zipOf({ a: '1', b: '2', c: '3' }), limits)).message).toBe(
      'The zip archive has 3 entries; at most 2 are allowed',
    );
  });

  it('refuses overlapping entries (non-recursive zip bomb)', () => {
    const archive = buildZip([
      { name: 'a.txt', data: 'x'.repeat(1000) },
      { name: 'b.txt', data: 'x'.repeat(1000), sameDataAs: 0 },
    ]);
    expect(refusal(() => readZip(archive)).message).toBe(
      'The zip archive has overlapping entries ("b.txt"); it looks like a zip bomb',
    );
  });

  it('refuses duplicate names, symbolic links, encryption and corrupt data', () => {
    expect(
      refusal(() =>
        readZip(
          buildZip([
            { name: 'a', data: '1' },
            { name: 'a', data: '2' },
          ]),
        ),
      ).message,
    ).toBe('The zip archive lists "a" twice');
    expect(
      refusal(() => readZip(buildZip([{ name: 'link', data: '/etc/passwd', unixMode: 0o120777 }]))).message,
    ).toBe('"link" is a symbolic link; links are not allowed in problem archives');
    expect(refusal(() => readZip(buildZip([{ name: 'secret', data: '1', flags: 0x801 }]))).message).toBe(
      '"secret" is encrypted; encrypted archives are not supported',
    );
    const archive = zipOf({ a: 'hello world hello world' });
    archive[31 + 1] = archive[31 + 1]! ^ 0xff;
    expect(refusal(() => readZip(archive)).message).toMatch(/^The zip archive is corrupt \("a" /);
  });

  it('refuses files that are not zip archives or are empty', () => {
    expect(refusal(() => readZip(new TextEncoder().encode('<fps></fps>'))).message).toBe(
      'The file is not a zip archive',
    );
    expect(refusal(() => readZip(buildZip([]))).message).toBe('The zip archive is empty');
  });
});

describe('checkPath', () => {
  it('accepts ordinary relative paths and folders', () => {
    for (const name of ['1/problem.json', 'problem_1000/1.in', 'a/b/', 'file..name.txt']) {
      expect(() => checkPath(name)).not.toThrow();
    }
  });
});

describe('stripSingleRoot', () => {
  it('drops one shared top folder', () => {
    const files = new Map([
      ['export/1/problem.json', new Uint8Array()],
      ['export/1/testcase/1.in', new Uint8Array()],
    ]);
    expect([...stripSingleRoot(files).keys()]).toEqual(['1/problem.json', '1/testcase/1.in']);
  });

  it('keeps archives with files at the root or several folders', () => {
    const files = new Map([
      ['a/x', new Uint8Array()],
      ['b/y', new Uint8Array()],
    ]);
    expect(stripSingleRoot(files)).toBe(files);
    const rooted = new Map([['x.json', new Uint8Array()]]);
    expect(stripSingleRoot(rooted)).toBe(rooted);
  });
});
