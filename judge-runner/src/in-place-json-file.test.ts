import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InPlaceJsonFile } from './in-place-json-file';

describe('InPlaceJsonFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'in-place-json-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds the last value written, whether its text grew or shrank, in the same file', () => {
    const file = new InPlaceJsonFile(join(dir, 'usage.json'));
    file.write({ jobs: 1, cpuMs: 0.1 + 0.2 });
    const inode = statSync(file.path).ino;
    expect(JSON.parse(readFileSync(file.path, 'utf8'))).toEqual({ jobs: 1, cpuMs: 0.1 + 0.2 });
    file.write({ jobs: 2, cpuMs: 1 });
    expect(JSON.parse(readFileSync(file.path, 'utf8'))).toEqual({ jobs: 2, cpuMs: 1 });
    file.write({ jobs: 30, cpuMs: 12.5 });
    expect(JSON.parse(readFileSync(file.path, 'utf8'))).toEqual({ jobs: 30, cpuMs: 12.5 });
    expect(statSync(file.path).ino).toBe(inode);
    file.close();
  });

  it('starts the file afresh when opened again', () => {
    const path = join(dir, 'usage.json');
    const first = new InPlaceJsonFile(path);
    first.write({ note: 'a long text from an earlier runner' });
    first.close();
    const second = new InPlaceJsonFile(path);
    second.write({ jobs: 0 });
    expect(readFileSync(path, 'utf8')).toBe('{"jobs":0}');
    second.close();
  });
});
