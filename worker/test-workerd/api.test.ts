import { exports } from 'cloudflare:workers';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheEntry, userInfo, userSession } from '../src/db/schema';
import { openTestDatabase, testEnv } from './support/helpers';

const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;
const call = (path: string, init?: RequestInit) =>
  worker.fetch(new Request(`https://judge.test${path}`, init));

describe('the worker over HTTP', () => {
  const database = openTestDatabase();
  afterAll(() => database.close());

  it('answers the health check and bootstraps the database on its first request', async () => {
    const response = await call('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 200, data: { ok: true }, msg: 'success' });

    const [root] = await database.db
      .select({ username: userInfo.username })
      .from(userInfo)
      .where(eq(userInfo.username, 'root'));
    expect(root?.username).toBe('root');
    const markers = await database.db.select({ key: cacheEntry.key }).from(cacheEntry);
    expect(markers.map((row) => row.key)).toContainEqual(expect.stringMatching(/^bootstrap:/));
  });

  it('logs root in with ROOT_PASSWORD and accepts the token on an authenticated call', async () => {
    const login = await call('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: testEnv.ROOT_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const token = login.headers.get('Authorization');
    expect(token).toBeTruthy();

    const info = await call('/api/get-user-auth-info', {
      headers: { Authorization: token!, 'Url-Type': 'general' },
    });
    expect(info.status).toBe(200);
    const body = (await info.json()) as { status: number; data: { roles: string[] } };
    expect(body.status).toBe(200);
    expect(body.data.roles).toContain('root');

    const anonymous = await call('/api/get-user-auth-info');
    expect(anonymous.status).toBe(401);
  });

  it('records the client address from CF-Connecting-IP, never from a header the client can write', async () => {
    const login = await call('/api/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'CF-Connecting-IP': '203.0.113.9',
        'X-Forwarded-For': '198.51.100.1',
        'X-Real-IP': '198.51.100.2',
      },
      body: JSON.stringify({ username: 'root', password: testEnv.ROOT_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const addresses = await database.db
      .select({ ip: userSession.ip })
      .from(userSession)
      .innerJoin(userInfo, eq(userInfo.uid, userSession.uid))
      .where(eq(userInfo.username, 'root'))
      .orderBy(desc(userSession.gmtCreate))
      .limit(1);
    expect(addresses).toEqual([{ ip: '203.0.113.9' }]);
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const response = await call('/api/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: 404,
      data: null,
      msg: 'Query error, unable to find the resource to request',
    });
  });

  it('answers a CORS preflight and exposes the renewed-token headers', async () => {
    const response = await call('/api/login', {
      method: 'OPTIONS',
      headers: { Origin: 'https://other.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Url-Type');
  });
});
