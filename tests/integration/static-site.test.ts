// The Node entry's static site over real HTTP (@hono/node-server, raw request targets): the
// precompressed twins by Accept-Encoding, caching headers, the SPA fallback, and paths that try
// to leave the dist folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/src/http/context';
import { acceptedEncodings, staticSite } from '../../worker/src/node/static-site';

const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};\n`;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

let base: string;
let sandbox: string;
let close: () => Promise<void>;

beforeAll(async () => {
  // The dist folder inside a sandbox, beside a secret that no request may reach.
  sandbox = mkdtempSync(join(tmpdir(), 'static-site-'));
  writeFileSync(join(sandbox, 'package.json'), '{"name":"outside the dist folder"}');
  const dist = join(sandbox, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '_headers'), '/assets/*\n  Cache-Control: immutable\n');
  writeFileSync(join(dist, 'assets/index-AbCd1234.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-AbCd1234.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/index-AbCd1234.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets/font-XyZ98765.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));

  const app = new Hono<AppEnv>();
  app.use('*', staticSite(dist));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((done) => server.once('listening', () => done()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((done) => server.close(() => done()));
});

afterAll(async () => {
  await close?.();
  rmSync(sandbox, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with the target sent exactly as written (fetch would normalise `..` and `%2e`). */
function get(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${base}/`, { method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

const SCRIPT_PATH = '/assets/index-AbCd1234.js';

describe('precompressed assets', () => {
  it('sends the brotli twin when the client accepts br, even listed after gzip', async () => {
    const res = await get(SCRIPT_PATH, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin when br is not accepted or refused with q=0', async () => {
    for (const accept of ['gzip', 'gzip;q=1.0, br;q=0', 'deflate, gzip;q=0.8']) {
      const res = await get(SCRIPT_PATH, { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it('follows the client weights and `*`', async () => {
    expect(acceptedEncodings('gzip;q=1, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('sends identity bytes, still with Vary, to a client without Accept-Encoding', async () => {
    const res = await get(SCRIPT_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.toString()).toBe(SCRIPT);
    const identity = await get(SCRIPT_PATH, { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the headers of the chosen encoding and no body', async () => {
    const res = await get(SCRIPT_PATH, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(res.body.length).toBe(0);
  });

  it('revalidates with the ETag of each encoding', async () => {
    const br = await get(SCRIPT_PATH, { 'Accept-Encoding': 'br' });
    const gz = await get(SCRIPT_PATH, { 'Accept-Encoding': 'gzip' });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await get(SCRIPT_PATH, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends files without twins as they are (woff2 is compressed already)', async () => {
    const res = await get('/assets/font-XyZ98765.woff2', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('pages and caching', () => {
  it('serves index.html at / and for client routes, never cached without revalidation', async () => {
    for (const target of ['/', '/home', '/problem/1000', '/contest/7/problem/A?x=1']) {
      const res = await get(target, { 'Accept-Encoding': 'gzip, br' });
      expect(res.status, target).toBe(200);
      expect(res.headers['content-type'], target).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], target).toBe('no-cache');
      expect(res.body.toString(), target).toBe(INDEX);
    }
  });

  it('revalidates unhashed files such as the favicon', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not index.html, for a missing asset', async () => {
    for (const target of ['/assets/index-gone1234.js', '/assets/missing', '/robots.txt']) {
      const res = await get(target);
      expect(res.status, target).toBe(404);
      expect(res.body.toString(), target).not.toContain('<html');
    }
  });

  it('does not serve the Cloudflare deployment files', async () => {
    const res = await get('/_headers');
    expect(res.status).toBe(404);
  });

  it('lets other methods through to the app', async () => {
    const res = await get('/home', {}, 'POST');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<html');
  });
});

describe('paths that try to leave the dist folder', () => {
  const attempts = [
    '/assets/../../package.json',
    '/../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/assets/..%5c..%5cpackage.json',
    '/assets/%252e%252e/%252e%252e/package.json',
    '/assets/..%00/package.json',
  ];
  it.each(attempts)('%s answers 404 and never the file outside', async (target) => {
    const res = await get(target, { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('outside the dist folder');
  });
});
