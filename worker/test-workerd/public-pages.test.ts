import { problemListQuery } from '@contract/problem';
import { afterAll, describe, expect, it } from 'vitest';
import { openCloudflareScope } from '../src/cloudflare/platform';
import { cacheApiSharedCache, defaultWorkersCache } from '../src/cloudflare/shared-cache';
import { PROBLEM_PAGES, problemListInputs } from '../src/domains/problem/public-pages';
import { SITE_CONFIG_PAGES } from '../src/domains/site/service';
import { randomId } from '../src/lib/random';
import { sharedPageKey } from '../src/lib/shared-page';
import { callWorker as call, signInRoot, testEnv } from './support/helpers';

/**
 * Anonymous public pages come from the Cache API (lib/shared-page.ts). A page planted in the cache
 * under the key the worker would use proves where an answer came from: only a request without
 * credentials may get it, and a write through this isolate makes the worker stop using it.
 */
describe('anonymous public pages', () => {
  // The isolate's cache scope, as every request of the worker sees it (cloudflare/platform.ts).
  const scope = openCloudflareScope(testEnv);
  const shared = cacheApiSharedCache(defaultWorkersCache());
  afterAll(() => scope.finish());

  const planted = (marker: string) =>
    JSON.stringify({ status: 200, data: { planted: marker }, msg: 'success' });

  it('serves the problem list from the shared cache to anonymous visitors only, until a bank write', async () => {
    const token = await signInRoot();
    // A page far past the bank's end, so that its key is this test's alone and its real answer has no rows.
    const currentPage = String(1_000_000 + Math.floor(Math.random() * 1_000_000));
    const marker = `page-${currentPage}`;
    const path = `/api/get-problem-list?currentPage=${currentPage}&limit=30`;
    const query = problemListQuery.parse({ currentPage, limit: '30' });
    const key = sharedPageKey(scope.platform.db, PROBLEM_PAGES, problemListInputs(query));
    await shared.put(key, planted(marker), 60);

    const anonymous = await call(path);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('Content-Type')).toContain('application/json');
    expect(await anonymous.text()).toBe(planted(marker));

    // Signed in, or carrying any credential at all, the page is read for the caller.
    const credentials: Record<string, string>[] = [{ Authorization: token }, { Cookie: 'session=anything' }];
    for (const headers of credentials) {
      const personal = (await (await call(path, { headers })).json()) as { data: { records: unknown[] } };
      expect(personal.data).toEqual(expect.objectContaining({ records: [] }));
    }

    // A tag edit through this isolate renews the bank's version: the planted page is not used again.
    const tag = await call('/api/admin/tag', {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `tag ${marker}`, color: '#409eff', oj: 'ME' }),
    });
    expect(tag.status).toBe(200);
    const fresh = (await (await call(path)).json()) as { data: { records: unknown[] } };
    expect(fresh.data).toEqual(expect.objectContaining({ records: [] }));
  });

  it('reads a keyword search fresh for anonymous visitors too, never from the shared cache', async () => {
    const keyword = `search-${randomId()}`;
    const query = problemListQuery.parse({ keyword, currentPage: '1', limit: '30' });
    await shared.put(
      sharedPageKey(scope.platform.db, PROBLEM_PAGES, problemListInputs(query)),
      planted(keyword),
      60,
    );
    const answer = await call(`/api/get-problem-list?keyword=${keyword}&currentPage=1&limit=30`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { total: number; records: unknown[] } };
    expect(body.data).toEqual(expect.objectContaining({ total: 0, records: [] }));
  });

  it('serves the website configuration from the shared cache until it is saved through this isolate', async () => {
    const marker = `config-${randomId()}`;
    await shared.put(sharedPageKey(scope.platform.db, SITE_CONFIG_PAGES, null), planted(marker), 60);
    expect(await (await call('/api/get-website-config')).text()).toBe(planted(marker));

    const token = await signInRoot();
    const signedIn = (await (
      await call('/api/get-website-config', { headers: { Authorization: token } })
    ).json()) as {
      data: { name: string };
    };
    expect(typeof signedIn.data.name).toBe('string');

    const name = `Judge ${marker}`.slice(0, 40);
    const saved = await call('/api/admin/config/set-web-config', {
      method: 'PUT',
      headers: { Authorization: token, 'Url-Type': 'admin', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(saved.status).toBe(200);
    const after = (await (await call('/api/get-website-config')).json()) as { data: { name: string } };
    expect(after.data.name).toBe(name);
  });
});
