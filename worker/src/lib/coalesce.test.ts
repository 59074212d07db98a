import { describe, expect, it } from 'vitest';
import { shareCacheScope } from '../platform/cache-scope';
import type { Db } from '../platform/db';
import { coalesce, forgetCoalesced } from './coalesce';

describe('coalesce', () => {
  it('shares one run between concurrent callers of the same key', async () => {
    const scope = {};
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = () =>
      coalesce(scope, 'k', async () => {
        runs++;
        await gate;
        return runs;
      });
    const pending = [read(), read(), read()];
    release();
    expect(await Promise.all(pending)).toEqual([1, 1, 1]);
    expect(runs).toBe(1);
  });

  it('runs again once the previous run finished', async () => {
    const scope = {};
    let runs = 0;
    await coalesce(scope, 'k', async () => ++runs);
    await coalesce(scope, 'k', async () => ++runs);
    expect(runs).toBe(2);
  });

  it('keeps keys and scopes apart and forgets failed runs', async () => {
    const a = {};
    const b = {};
    const values = await Promise.all([
      coalesce(a, 'x', async () => 'a-x'),
      coalesce(a, 'y', async () => 'a-y'),
      coalesce(b, 'x', async () => 'b-x'),
    ]);
    expect(values).toEqual(['a-x', 'a-y', 'b-x']);
    await expect(coalesce(a, 'z', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await coalesce(a, 'z', async () => 'ok')).toBe('ok');
  });
});

describe('coalesce with freshForMs', () => {
  it('serves a settled result for the fresh interval, then reads again', async () => {
    const scope = {};
    let runs = 0;
    const read = () => coalesce(scope, 'page', async () => ++runs, { freshForMs: 40 });
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await read()).toBe(2);
  });

  it('never keeps a failure', async () => {
    const scope = {};
    let runs = 0;
    const read = () =>
      coalesce(
        scope,
        'page',
        async () => {
          runs++;
          if (runs === 1) throw new Error('down');
          return runs;
        },
        { freshForMs: 1000 },
      );
    await expect(read()).rejects.toThrow('down');
    expect(await read()).toBe(2);
  });

  it('forgets remembered results by key prefix', async () => {
    const scope = {};
    let runs = 0;
    const read = (key: string) => coalesce(scope, key, async () => ++runs, { freshForMs: 10_000 });
    await read('problem-list:a');
    await read('other:a');
    forgetCoalesced(scope, 'problem-list:');
    expect(await read('problem-list:a')).toBe(3);
    expect(await read('other:a')).toBe(2);
  });

  it('keeps settled results per cache scope but runs in flight per database (Workers: per request)', async () => {
    const isolate = {};
    const [first, second] = [{} as Db, {} as Db];
    shareCacheScope(first, isolate);
    shareCacheScope(second, isolate);
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async () => {
      runs++;
      await gate;
      return runs;
    };
    const pending = [
      coalesce(first, 'page', slow, { freshForMs: 10_000 }),
      coalesce(second, 'page', slow, { freshForMs: 10_000 }),
    ];
    release();
    expect(await Promise.all(pending)).toEqual([2, 2]);
    expect(runs).toBe(2);
    const third = {} as Db;
    shareCacheScope(third, isolate);
    expect(await coalesce(third, 'page', async () => ++runs, { freshForMs: 10_000 })).toBe(2);
    forgetCoalesced(first, 'page');
    expect(await coalesce(third, 'page', async () => ++runs, { freshForMs: 10_000 })).toBe(3);
  });
});
