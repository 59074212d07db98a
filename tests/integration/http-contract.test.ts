import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('HTTP contract common to every call', () => {
  it('wraps success in the {status, data, msg} envelope', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.httpStatus).toBe(200);
    expect(res.body).toEqual({ status: 200, data: { ok: true }, msg: 'success' });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.request('GET', '/api/no-such-endpoint');
    expect(res.httpStatus).toBe(404);
    expect(res.body.status).toBe(404);
    expect(res.body.msg).toMatch(/unable to find/);
  });

  it('refuses an unknown Url-Type with 400', async () => {
    const res = await t.request('GET', '/api/health', { headers: { 'Url-Type': 'other' } });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('Url-Type must be admin or general');
  });

  it('exposes Authorization and Refresh-Token to browsers', async () => {
    const res = await t.request('OPTIONS', '/api/login', {
      headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const get = await t.request('GET', '/api/health', { headers: { Origin: 'http://example.test' } });
    expect(get.headers.get('access-control-expose-headers')).toContain('Refresh-Token');
    expect(get.headers.get('access-control-expose-headers')).toContain('Authorization');
  });

  it('treats a garbage token as anonymous on public calls', async () => {
    const res = await t.request('GET', '/api/health', { token: 'Bearer garbage' });
    expect(res.httpStatus).toBe(200);
  });
});
