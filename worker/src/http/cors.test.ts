import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppBindings } from '../platform/platform';
import type { AppEnv } from './context';
import { allowedOrigin, apiCors } from './cors';

function appWith(corsOrigins: string[]) {
  const app = new Hono<AppEnv>()
    .use('*', apiCors)
    .get('/json', (c) => c.json({ ok: true }))
    .get('/raw', () => new Response('file bytes', { headers: { 'Content-Type': 'application/zip' } }))
    .get('/redirect', () => Response.redirect('http://elsewhere.test/x', 302))
    .get('/fails', () => {
      throw new Error('boom');
    })
    .onError((_error, c) => c.json({ status: 500 }, 500));
  const bindings = { platform: { config: { corsOrigins } } } as unknown as AppBindings;
  return (path: string, init: RequestInit = {}) => app.request(path, init, bindings);
}

describe('allowedOrigin', () => {
  it('allows any origin without a list, and only listed ones with one', () => {
    expect(allowedOrigin([], undefined)).toBe('*');
    expect(allowedOrigin([], 'http://a.test')).toBe('*');
    expect(allowedOrigin(['http://a.test'], 'http://a.test')).toBe('http://a.test');
    expect(allowedOrigin(['http://a.test'], 'http://b.test')).toBeNull();
    expect(allowedOrigin(['http://a.test'], undefined)).toBeNull();
  });
});

describe('apiCors', () => {
  it('gives JSON answers, answers of their own, redirects and errors the same headers', async () => {
    const request = appWith([]);
    for (const path of ['/json', '/raw', '/redirect', '/fails']) {
      const res = await request(path, { headers: { Origin: 'http://a.test' } });
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-expose-headers'), path).toBe(
        'Authorization,Refresh-Token,Content-Disposition',
      );
      expect(res.headers.get('vary'), path).toBeNull();
    }
    const raw = await request('/raw');
    expect(await raw.text()).toBe('file bytes');
    expect(raw.headers.get('content-type')).toBe('application/zip');
    expect((await request('/redirect')).headers.get('location')).toBe('http://elsewhere.test/x');
  });

  it('echoes a listed origin, varies by origin, and allows no other', async () => {
    const request = appWith(['http://a.test', 'http://b.test']);
    for (const path of ['/json', '/raw']) {
      const listed = await request(path, { headers: { Origin: 'http://b.test' } });
      expect(listed.headers.get('access-control-allow-origin'), path).toBe('http://b.test');
      expect(listed.headers.get('vary'), path).toBe('Origin');
      const other = await request(path, { headers: { Origin: 'http://evil.test' } });
      expect(other.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(other.headers.get('vary'), path).toBe('Origin');
    }
  });

  it('answers a preflight with the allowed methods, headers and how long to keep them', async () => {
    const res = await appWith(['http://a.test'])('/json', {
      method: 'OPTIONS',
      headers: { Origin: 'http://a.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://a.test');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,DELETE,OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Url-Type,Content-Type,Refresh-Token',
    );
    expect(res.headers.get('access-control-max-age')).toBe('86400');
  });
});
