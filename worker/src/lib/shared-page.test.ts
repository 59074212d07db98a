import { describe, expect, it } from 'vitest';
import { shareCacheScope } from '../platform/cache-scope';
import type { Db } from '../platform/db';
import type { Logger, SharedCache } from '../platform/platform';
import {
  ADMIT_WINDOW_MS,
  isAnonymousRequest,
  renewSharedPages,
  sharedPageKey,
  sharedPublicPage,
} from './shared-page';

const AREA = { name: 'things', ttlSeconds: 3 };

function memoryCache() {
  const entries = new Map<string, { value: string; ttlSeconds: number }>();
  const cache: SharedCache = {
    async get(key) {
      return entries.get(key)?.value ?? null;
    },
    async put(key, value, ttlSeconds) {
      entries.set(key, { value, ttlSeconds });
    },
  };
  return { cache, entries };
}

function platformWith(sharedCache: SharedCache | undefined, db = {} as Db) {
  const background: Promise<unknown>[] = [];
  const warnings: string[] = [];
  const log: Logger = { info() {}, warn: (message) => warnings.push(message), error() {} };
  const time = { ms: Date.parse('2026-11-25T00:00:00Z') };
  const clock = { now: () => new Date(time.ms) };
  return {
    platform: { db, sharedCache, log, clock, waitUntil: (work: Promise<unknown>) => background.push(work) },
    settle: () => Promise.all(background),
    warnings,
    time,
  };
}

const headers = (values: Record<string, string>) => ({ header: (name: string) => values[name] });

describe('isAnonymousRequest', () => {
  it('is true only without a user, an Authorization header and a cookie', () => {
    expect(isAnonymousRequest(headers({}), null)).toBe(true);
    expect(isAnonymousRequest(headers({}), { uid: 'u' })).toBe(false);
    expect(isAnonymousRequest(headers({ Authorization: 'expired-token' }), null)).toBe(false);
    expect(isAnonymousRequest(headers({ Cookie: 'a=b' }), null)).toBe(false);
  });
});

describe('sharedPublicPage', () => {
  it('puts a page with the area TTL on its second build, and serves it from the cache after', async () => {
    const { cache, entries } = memoryCache();
    const { platform, settle } = platformWith(cache);
    let builds = 0;
    const build = async () => JSON.stringify({ n: ++builds });
    const key = sharedPageKey(platform.db, AREA, ['a', 1]);
    const first = await sharedPublicPage(platform, AREA, ['a', 1], build);
    await settle();
    expect(JSON.parse(first)).toEqual({ n: 1 });
    expect(entries.has(key)).toBe(false);
    const second = await sharedPublicPage(platform, AREA, ['a', 1], build);
    await settle();
    expect(entries.get(key)).toEqual({ value: second, ttlSeconds: 3 });
    expect(await sharedPublicPage(platform, AREA, ['a', 1], build)).toBe(second);
    expect(JSON.parse(await sharedPublicPage(platform, AREA, ['a', 2], build))).toEqual({ n: 3 });
    expect(builds).toBe(3);
  });

  it('never puts a page built once, nor one whose first build is older than the window', async () => {
    const { cache, entries } = memoryCache();
    const { platform, settle, time } = platformWith(cache);
    const build = async () => 'page';
    for (let i = 0; i < 50; i++) await sharedPublicPage(platform, AREA, ['one-off', i], build);
    await sharedPublicPage(platform, AREA, ['late'], build);
    time.ms += ADMIT_WINDOW_MS + 1;
    await sharedPublicPage(platform, AREA, ['late'], build);
    await settle();
    expect(entries.size).toBe(0);
    // The late build started a window of its own: one more within it admits the page.
    await sharedPublicPage(platform, AREA, ['late'], build);
    await settle();
    expect([...entries.keys()]).toEqual([sharedPageKey(platform.db, AREA, ['late'])]);
  });

  it('remembers builds per cache scope, so two isolates each build a page twice before sharing it', async () => {
    const { cache, entries } = memoryCache();
    const first = platformWith(cache, {} as Db);
    const second = platformWith(cache, {} as Db);
    const build = async () => 'page';
    await sharedPublicPage(first.platform, AREA, null, build);
    await sharedPublicPage(second.platform, AREA, null, build);
    await Promise.all([first.settle(), second.settle()]);
    expect(entries.size).toBe(0);
    await sharedPublicPage(second.platform, AREA, null, build);
    await second.settle();
    expect(entries.size).toBe(1);
  });

  it('stops using pages of an area once a write renewed it in the same cache scope', async () => {
    const { cache } = memoryCache();
    const isolate = {};
    const [reader, writer] = [{} as Db, {} as Db];
    shareCacheScope(reader, isolate);
    shareCacheScope(writer, isolate);
    const { platform, settle } = platformWith(cache, reader);
    let builds = 0;
    const build = async () => String(++builds);
    // Built twice, so shared; the next read is the cache's.
    await sharedPublicPage(platform, AREA, null, build);
    await sharedPublicPage(platform, AREA, null, build);
    await settle();
    expect(await sharedPublicPage(platform, AREA, null, build)).toBe('2');
    renewSharedPages(writer, AREA.name);
    expect(await sharedPublicPage(platform, AREA, null, build)).toBe('3');
    const other = { name: 'other', ttlSeconds: 3 };
    await sharedPublicPage(platform, other, null, build);
    await sharedPublicPage(platform, other, null, build);
    await settle();
    renewSharedPages(writer, AREA.name);
    expect(await sharedPublicPage(platform, other, null, build)).toBe('5');
  });

  it('builds every time without a shared cache, and when the cache cannot be read', async () => {
    let builds = 0;
    const build = async () => String(++builds);
    const bare = platformWith(undefined);
    await sharedPublicPage(bare.platform, AREA, null, build);
    await sharedPublicPage(bare.platform, AREA, null, build);
    expect(builds).toBe(2);

    const failing: SharedCache = {
      get: () => Promise.reject(new Error('cache down')),
      put: async () => {},
    };
    const broken = platformWith(failing);
    expect(await sharedPublicPage(broken.platform, AREA, null, build)).toBe('3');
    expect(broken.warnings).toEqual(['shared cache read failed; building the page']);
  });
});
