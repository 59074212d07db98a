import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompileCache, type CompileOutcome } from './compile-cache';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'compile-cache-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function counting() {
  const calls: string[] = [];
  const compile =
    (key: string) =>
    async (dir: string): Promise<CompileOutcome> => {
      calls.push(key);
      writeFileSync(join(dir, 'main'), key);
      return { ok: true, dir, files: ['main'] };
    };
  return { calls, compile };
}

describe('CompileCache', () => {
  it('compiles a key once, also for requests that arrive while it compiles', async () => {
    const cache = new CompileCache(join(root, 'c'), 10);
    await cache.init();
    const { calls, compile } = counting();
    const [a, b] = await Promise.all([
      cache.acquire('k1', compile('k1')),
      cache.acquire('k1', compile('k1')),
    ]);
    const c = await cache.acquire('k1', compile('k1'));
    expect(calls).toEqual(['k1']);
    expect(a.outcome).toEqual(c.outcome);
    expect(b.outcome.ok && existsSync(join(b.outcome.dir, 'main'))).toBe(true);
    for (const lease of [a, b, c]) lease.release();
  });

  it('keeps compile errors, and caches nothing when compiling itself failed', async () => {
    const cache = new CompileCache(join(root, 'c'), 10);
    await cache.init();
    let calls = 0;
    const failing = async (): Promise<CompileOutcome> => {
      calls += 1;
      return { ok: false, message: "main.c:1: error: expected ';'" };
    };
    (await cache.acquire('bad', failing)).release();
    expect((await cache.acquire('bad', failing)).outcome).toEqual({
      ok: false,
      message: "main.c:1: error: expected ';'",
    });
    expect(calls).toBe(1);
    await expect(
      cache.acquire('broken', async () => {
        throw new Error('sandbox down');
      }),
    ).rejects.toThrow('sandbox down');
    const { calls: retried, compile } = counting();
    (await cache.acquire('broken', compile('broken'))).release();
    expect(retried).toEqual(['broken']);
  });

  it('drops the least recently used entries beyond its bound, but not ones in use', async () => {
    const cache = new CompileCache(join(root, 'c'), 2);
    await cache.init();
    const { calls, compile } = counting();
    const held = await cache.acquire('a', compile('a'));
    (await cache.acquire('b', compile('b'))).release();
    (await cache.acquire('c', compile('c'))).release();
    expect(cache.size).toBe(2);
    expect(held.outcome.ok && existsSync(join(held.outcome.dir, 'main'))).toBe(true);
    (await cache.acquire('b', compile('b'))).release();
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
    held.release();
  });
});
