import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestcaseCache } from './testcase-cache';

const quiet = { info() {}, warn() {}, error() {} };
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

let dir: string;
let served: string[];
const files = new Map<string, string>();

function fetcher(hash: string) {
  served.push(hash);
  const text = files.get(hash);
  if (text === undefined) return Promise.resolve(new Response('missing', { status: 404 }));
  return Promise.resolve(new Response(text));
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'testcase-cache-'));
  served = [];
  files.clear();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('TestcaseCache', () => {
  it('downloads once, verifies and stores files read-only', async () => {
    const a = 'input a\n';
    files.set(sha(a), a);
    const cache = new TestcaseCache(dir, 1 << 20, fetcher, quiet);
    await cache.init();
    const [first, second] = await Promise.all([cache.acquire([sha(a)]), cache.acquire([sha(a), sha(a)])]);
    expect(served).toEqual([sha(a)]);
    expect(await readFile(first.path(sha(a)), 'utf8')).toBe(a);
    expect((await stat(first.path(sha(a)))).mode & 0o777).toBe(0o444);
    first.release();
    second.release();
    const again = await cache.acquire([sha(a)]);
    again.release();
    expect(served).toHaveLength(1);
  });

  it('refuses content whose hash does not match', async () => {
    const wrong = '0'.repeat(64);
    files.set(wrong, 'not the content of that hash');
    const cache = new TestcaseCache(dir, 1 << 20, (h) => Promise.resolve(new Response(files.get(h)!)), quiet);
    await cache.init();
    await expect(cache.acquire([wrong])).rejects.toThrow(/arrived with hash/);
    expect(cache.bytes).toBe(0);
  });

  it('evicts the least recently used files beyond its bound, never pinned ones', async () => {
    const texts = ['a'.repeat(400), 'b'.repeat(400), 'c'.repeat(400)];
    for (const t of texts) files.set(sha(t), t);
    const cache = new TestcaseCache(dir, 1000, fetcher, quiet);
    await cache.init();
    const held = await cache.acquire([sha(texts[0]!)]);
    (await cache.acquire([sha(texts[1]!)])).release();
    (await cache.acquire([sha(texts[2]!)])).release();
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    await expect(stat(held.path(sha(texts[0]!)))).resolves.toBeTruthy();
    await expect(stat(join(dir, sha(texts[1]!)))).rejects.toThrow();
    held.release();
  });

  it('indexes files left by an earlier run and drops unfinished downloads', async () => {
    const a = 'kept';
    await writeFile(join(dir, sha(a)), a);
    await writeFile(join(dir, `${sha(a)}.123.tmp`), 'half');
    const cache = new TestcaseCache(dir, 1 << 20, fetcher, quiet);
    await cache.init();
    (await cache.acquire([sha(a)])).release();
    expect(served).toEqual([]);
    await expect(stat(join(dir, `${sha(a)}.123.tmp`))).rejects.toThrow();
  });

  it('keeps a file read as text in memory until the file itself is evicted', async () => {
    const answer = '3\n';
    const others = ['x'.repeat(600), 'y'.repeat(600)];
    for (const t of [answer, ...others]) files.set(sha(t), t);
    const cache = new TestcaseCache(dir, 1000, fetcher, quiet);
    await cache.init();
    const lease = await cache.acquire([sha(answer)]);
    expect(lease.text(sha(answer))).toBe(answer);
    // Read from memory from now on: the disk is not looked at again.
    await rm(lease.path(sha(answer)));
    expect(lease.text(sha(answer))).toBe(answer);
    expect(cache.textBytes).toBe(answer.length);
    lease.release();
    // Other test data pushes the file out; its text goes with it.
    (await cache.acquire([sha(others[0]!)])).release();
    (await cache.acquire([sha(others[1]!)])).release();
    expect(cache.textBytes).toBe(0);
    const again = await cache.acquire([sha(answer)]);
    expect(again.text(sha(answer))).toBe(answer);
    again.release();
  });

  it('reads a large file each time rather than keeping it', async () => {
    const large = 'z'.repeat(1024 * 1024 + 1);
    files.set(sha(large), large);
    const cache = new TestcaseCache(dir, 1 << 23, fetcher, quiet);
    await cache.init();
    const lease = await cache.acquire([sha(large)]);
    expect(lease.text(sha(large))).toBe(large);
    expect(cache.textBytes).toBe(0);
    lease.release();
  });

  it('keeps at most 8 MiB of texts, dropping the least recently read first', async () => {
    const texts = Array.from({ length: 9 }, (_, i) => String(i).repeat(1024 * 1024));
    for (const t of texts) files.set(sha(t), t);
    const cache = new TestcaseCache(dir, 1 << 24, fetcher, quiet);
    await cache.init();
    const lease = await cache.acquire(texts.map(sha));
    for (const t of texts) lease.text(sha(t));
    expect(cache.textBytes).toBe(8 * 1024 * 1024);
    await rm(lease.path(sha(texts[0]!)));
    await rm(lease.path(sha(texts[8]!)));
    expect(() => lease.text(sha(texts[0]!))).toThrow(/ENOENT/);
    expect(lease.text(sha(texts[8]!))).toBe(texts[8]);
    lease.release();
  });
});
