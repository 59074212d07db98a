import type { OtherContest } from '@contract/remote-judge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedCache } from '../../worker/src/platform/platform';
import { ATCODER_UPCOMING } from '../support/remote-judges/atcoder';
import { startStandIn } from '../support/remote-judges/index';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * GET /api/get-recent-other-contest: the upcoming contests of Codeforces and AtCoder, read from
 * their stand-ins, merged, cached, and an empty list (never a 500) when they cannot be reached.
 * Each test starts its own stand-ins: the cache is keyed by where a judge is reached.
 */

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((x) => x.close()));
});

/** Counts the requests the server sends to the judges at these origins. */
function countRequests(...origins: string[]) {
  const seen: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (origins.some((origin) => url.startsWith(origin))) seen.push(url);
    return realFetch(input, init);
  });
  return seen;
}

async function setUp(
  options: { cf?: 'normal' | 'down'; ac?: 'normal' | 'down'; sharedCache?: SharedCache } = {},
) {
  const cf = await startStandIn('CF', { behaviour: options.cf ?? 'normal' });
  const ac = await startStandIn('AC', { behaviour: options.ac ?? 'normal' });
  const t = await createTestApp({ remoteJudgeUrls: { CF: cf.url, AC: ac.url } });
  opened.push(cf, ac, t);
  const warnings: { message: string; context?: Record<string, unknown> }[] = [];
  t.platform.log = {
    ...t.platform.log,
    warn: (message, context) => warnings.push({ message, context }),
  };
  if (options.sharedCache) t.platform.sharedCache = options.sharedCache;
  return { t, cf, ac, warnings };
}

const recent = async (t: TestApp) => {
  const res = await t.request<OtherContest[]>('GET', '/api/get-recent-other-contest');
  expect(res.httpStatus).toBe(200);
  expect(res.body.status).toBe(200);
  return res.body.data;
};

const atcoderTitles = ATCODER_UPCOMING.map((c) => c.name);

function expectSortedByBegin(list: OtherContest[]) {
  const begins = list.map((c) => Date.parse(c.beginTime));
  expect(begins).toEqual([...begins].sort((a, b) => a - b));
}

/** A shared cache in memory, as the Cache API would hold it across isolates. */
function memoryCache(): SharedCache & { entries: Map<string, { value: string; ttlSeconds: number }> } {
  const entries = new Map<string, { value: string; ttlSeconds: number }>();
  return {
    entries,
    async get(key) {
      return entries.get(key)?.value ?? null;
    },
    async put(key, value, ttlSeconds) {
      entries.set(key, { value, ttlSeconds });
    },
  };
}

describe('GET /api/get-recent-other-contest', () => {
  it('lists the upcoming contests of both judges, merged and soonest first, to anyone', async () => {
    const { t, cf, ac, warnings } = await setUp();
    const list = await recent(t);
    const codeforces = list.filter((c) => c.oj === 'Codeforces');
    const atcoder = list.filter((c) => c.oj === 'AtCoder');
    // The stand-in lists two contests before their start, one running and one finished.
    expect(codeforces.map((c) => c.title)).toEqual([
      'Educational Codeforces Round 160',
      'Codeforces Round 903 (Div. 2)',
    ]);
    expect(codeforces[0]!.url).toBe(`${cf.url}/contest/2002`);
    expect(Date.parse(codeforces[0]!.endTime) - Date.parse(codeforces[0]!.beginTime)).toBe(7200_000);
    expect(atcoder.map((c) => c.title)).toEqual(atcoderTitles);
    expect(atcoder[0]!.url).toBe(`${ac.url}/contests/${ATCODER_UPCOMING[0].id}`);
    expect(atcoder[0]!.beginTime).toBe(new Date('2099-12-01T12:00:00Z').toISOString());
    expect(list).toHaveLength(4);
    expectSortedByBegin(list);
    expect(warnings).toEqual([]);
  });

  it('answers a second call from its cache without asking the judges, until the list expires', async () => {
    const { t, cf, ac } = await setUp();
    const requests = countRequests(cf.url, ac.url);
    const first = await recent(t);
    expect(requests).toHaveLength(2);
    expect(await recent(t)).toEqual(first);
    t.clock.advance(29 * 60_000);
    expect(await recent(t)).toEqual(first);
    expect(requests).toHaveLength(2);
    cf.setBehaviour('down');
    ac.setBehaviour('down');
    t.clock.advance(2 * 60_000);
    expect(await recent(t)).toEqual([]);
    expect(requests).toHaveLength(4);
  });

  it('lists the other judge when one is down, with one warning naming the one that failed', async () => {
    const { t, warnings } = await setUp({ cf: 'down' });
    const list = await recent(t);
    expect(list.map((c) => c.title)).toEqual(atcoderTitles);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('Codeforces');
    expect(String(warnings[0]!.context?.error)).toContain('502');
  });

  it('answers an empty list when both are down, and keeps the failure briefly', async () => {
    const { t, cf, ac, warnings } = await setUp({ cf: 'down', ac: 'down' });
    const requests = countRequests(cf.url, ac.url);
    expect(await recent(t)).toEqual([]);
    expect(warnings.map((w) => w.message.includes('Codeforces') || w.message.includes('AtCoder'))).toEqual([
      true,
      true,
    ]);
    cf.setBehaviour('normal');
    ac.setBehaviour('normal');
    // Within the failure's short life the judges are not asked again.
    expect(await recent(t)).toEqual([]);
    expect(warnings).toHaveLength(2);
    expect(requests).toHaveLength(2);
    t.clock.advance(3 * 60_000);
    expect(await recent(t)).toHaveLength(4);
  });

  it('answers an empty list for a page it cannot read, and for a judge that asks to slow down', async () => {
    const { t, cf, ac, warnings } = await setUp();
    cf.setBehaviour('rate-limited');
    ac.setBehaviour('malformed');
    expect(await recent(t)).toEqual([]);
    expect(warnings).toHaveLength(2);
  });

  it('asks the judges once for views arriving together', async () => {
    const { t, cf, ac } = await setUp();
    const requests = countRequests(cf.url, ac.url);
    const lists = await Promise.all([recent(t), recent(t), recent(t)]);
    expect(lists[0]).toHaveLength(4);
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
    expect(requests.filter((url) => url.startsWith(cf.url))).toHaveLength(1);
    expect(requests.filter((url) => url.startsWith(ac.url))).toHaveLength(1);
  });

  it('keeps the lists in the shared cache (30 minutes; a failure 2) and reads them from there', async () => {
    const shared = memoryCache();
    const { t, cf } = await setUp({ ac: 'down', sharedCache: shared });
    const list = await recent(t);
    const cfKey = `recent-other-contest:CF:${cf.url}`;
    expect(shared.entries.get(cfKey)?.ttlSeconds).toBe(1800);
    expect([...shared.entries.values()].map((e) => e.ttlSeconds).sort()).toEqual([120, 1800]);

    // Another instance of the app (here: another site whose judges are down) reads the shared entry.
    const other = await setUp({ cf: 'down', ac: 'down', sharedCache: shared });
    const copied = shared.entries.get(cfKey)!;
    shared.entries.set(`recent-other-contest:CF:${other.cf.url}`, copied);
    const fromShared = await recent(other.t);
    expect(fromShared).toEqual(list);
    expect(other.warnings.map((w) => w.message)).toEqual([expect.stringContaining('AtCoder')]);
  });

  it('never fails on a shared cache that throws or holds garbage', async () => {
    const broken: SharedCache = {
      async get() {
        throw new Error('cache offline');
      },
      async put() {
        throw new Error('cache offline');
      },
    };
    const { t, warnings } = await setUp({ sharedCache: broken });
    expect(await recent(t)).toHaveLength(4);
    expect(warnings.length).toBeGreaterThan(0);

    const garbage = memoryCache();
    const second = await setUp({ sharedCache: garbage });
    garbage.entries.set(`recent-other-contest:CF:${second.cf.url}`, { value: '{not json', ttlSeconds: 60 });
    expect(await recent(second.t)).toHaveLength(4);
  });
});
