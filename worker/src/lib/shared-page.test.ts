import { describe, expect, it } from 'vitest';
import { shareCacheScope } from '../platform/cache-scope';
import type { Db } from '../platform/db';
import type { Logger, SharedCache } from '../platform/platform';
import { isAnonymousRequest, renewSharedPages, sharedPageKey, sharedPublicPage } from './shared-page';

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
  return {
    platform: { db, sharedCache, log, waitUntil: (work: Promise<unknown>) => background.push(work) },
    settle: () => Promise.all(background),
    warnings,
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
  it('builds a page once, puts it with the area TTL, and serves it from the cache after', async () => {
    const { cache, entries } = memoryCache();
    const { platform, settle } = platformWith(cache);
    let builds = 0;
    const build = async () => JSON.stringify({ n: ++builds });
    const first = await sharedPublicPage(platform, AREA, ['a', 1], build);
    await settle();
    expect(JSON.parse(first)).toEqual({ n: 1 });
    expect(entries.get(sharedPageKey(platform.db, AREA, ['a', 1]))).toEqual({ value: first, ttlSeconds: 3 });
    expect(await sharedPublicPage(platform, AREA, ['a', 1], build)).toBe(first);
    expect(JSON.parse(await sharedPublicPage(platform, AREA, ['a', 2], build))).toEqual({ n: 2 });
    expect(builds).toBe(2);
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
    await sharedPublicPage(platform, AREA, null, build);
    await settle();
    renewSharedPages(writer, AREA.name);
    expect(await sharedPublicPage(platform, AREA, null, build)).toBe('2');
    const other = { name: 'other', ttlSeconds: 3 };
    await sharedPublicPage(platform, other, null, build);
    await settle();
    renewSharedPages(writer, AREA.name);
    expect(await sharedPublicPage(platform, other, null, build)).toBe('3');
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
