import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { LIMITS } from '@contract/limits';
import { Role } from '@contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/src/app';
import { DEFAULT_BODY_BYTES } from '../../worker/src/http/body-limit';
import { listen } from '../../worker/src/node/listen';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every body is limited while it is read: an oversized one, chunked or with an honest or a
 * lying Content-Length, gets 413 with the envelope, and the server pulls no more of it than
 * the limit (the tests count what the sender's generator was asked for).
 */

let t: TestApp;
const app = createApp();
const MiB = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A body of `totalBytes` made on demand from one reused chunk, counting what was pulled. */
function streamedBody(totalBytes: number, prefix = '', fill = 0x20) {
  const chunk = new Uint8Array(CHUNK_BYTES).fill(fill);
  const head = new TextEncoder().encode(prefix);
  const sent = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent.bytes >= totalBytes) return controller.close();
        const next =
          sent.bytes === 0 ? head : chunk.subarray(0, Math.min(CHUNK_BYTES, totalBytes - sent.bytes));
        sent.bytes += next.byteLength;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, sent };
}

async function send(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  const res = await app.fetch(request, { platform: t.platform });
  return { httpStatus: res.status, body: await res.json() };
}

describe('the body limit', () => {
  it('refuses a 300 MB chunked login body with 413, reading about 1 MB of it and keeping memory flat', async () => {
    const { body, sent } = streamedBody(300 * MiB, '{"username":"root","password":"');
    const rssBefore = process.memoryUsage().rss;
    const res = await send('/api/login', body, { 'Content-Type': 'application/json' });
    const rssAfter = process.memoryUsage().rss;
    expect(res.httpStatus).toBe(413);
    expect(res.body).toEqual({ status: 413, data: null, msg: 'The request body is larger than 1 MB' });
    expect(sent.bytes).toBeLessThanOrEqual(DEFAULT_BODY_BYTES + 2 * CHUNK_BYTES);
    console.info(
      `300 MB login body: RSS ${(rssBefore / MiB).toFixed(0)} MB before, ${(rssAfter / MiB).toFixed(0)} MB after; ${sent.bytes} bytes pulled`,
    );
    expect(rssAfter - rssBefore).toBeLessThan(64 * MiB);
  });

  it('refuses a declared Content-Length over the limit before reading a byte', async () => {
    const { body, sent } = streamedBody(4 * MiB, '{"username":"root"');
    const res = await send('/api/login', body, {
      'Content-Type': 'application/json',
      'Content-Length': String(4 * MiB),
    });
    expect(res.httpStatus).toBe(413);
    expect(res.body.status).toBe(413);
    expect(sent.bytes).toBe(0);
  });

  it('does not trust a Content-Length that understates a chunked body', async () => {
    const { body, sent } = streamedBody(8 * MiB, '{"username":"root","password":"');
    const res = await send('/api/login', body, {
      'Content-Type': 'application/json',
      'Content-Length': '10',
    });
    expect(res.httpStatus).toBe(413);
    expect(sent.bytes).toBeLessThanOrEqual(DEFAULT_BODY_BYTES + 2 * CHUNK_BYTES);
  });

  it('still takes a JSON body just under the limit', async () => {
    const res = await t.request('POST', '/api/login', {
      body: { username: 'root', password: 'x'.repeat(DEFAULT_BODY_BYTES - 100) },
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).not.toMatch(/larger than/);
  });

  it("refuses a chunked avatar upload past the avatar's own limit with its message", async () => {
    const user = await t.createUser();
    const boundary = 'fuzzboundary';
    const { body, sent } = streamedBody(
      10 * MiB,
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      0x41,
    );
    const res = await send('/api/file/upload-avatar', body, {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      Authorization: user.token,
    });
    expect(res.httpStatus).toBe(413);
    expect(res.body.status).toBe(413);
    expect(res.body.msg).toMatch(/2 ?MB/i);
    expect(sent.bytes).toBeLessThanOrEqual(LIMITS.avatarMaxBytes + 128 * 1024 + 2 * CHUNK_BYTES);
  });

  it('lets a problem save past 1 MB through to its own checks', async () => {
    const token = (await t.createUser({ roles: [Role.PROBLEM_ADMIN] })).token;
    const res = await t.request('POST', '/api/admin/problem', {
      token,
      headers: { 'Url-Type': 'admin' },
      body: { problem: { title: 'Long statement', description: 'x'.repeat(3 * MiB) } },
    });
    expect(res.httpStatus).not.toBe(413);
    expect(res.httpStatus).toBeLessThan(500);
  });

  it('refuses a problem save past its own limit', async () => {
    const token = (await t.createUser({ roles: [Role.PROBLEM_ADMIN] })).token;
    const res = await t.request('POST', '/api/admin/problem', {
      token,
      headers: { 'Url-Type': 'admin' },
      body: { problem: { title: 'Too long', description: 'x'.repeat(17 * MiB) } },
    });
    expect(res.httpStatus).toBe(413);
    expect(res.body).toMatchObject({ status: 413, msg: 'The problem is larger than 16 MB' });
  });
});

describe('the body limit behind the Node HTTP server', () => {
  /** A raw HTTP/1.1 POST, so the test chooses the framing headers itself. */
  async function post(
    port: number,
    path: string,
    headers: Record<string, string>,
    chunks: (string | Buffer)[],
  ) {
    return new Promise<{ httpStatus: number; body: { status: number; msg: string } }>((done, fail) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
        let text = '';
        res.on('data', (part) => {
          text += part;
        });
        res.on('end', () => done({ httpStatus: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      req.on('error', fail);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  }

  /** The app on a real socket for `run`, closed afterwards. */
  async function onSocket(run: (port: number) => Promise<void>) {
    const server = await listen(app, t.platform, { port: 0, host: '127.0.0.1', trustedProxies: 0 });
    try {
      await run((server.address() as AddressInfo).port);
    } finally {
      await new Promise((done) => server.close(done));
    }
  }

  /** A login body framed by its Content-Length, sent in `pieces` (whole by default). */
  const postFramedLogin = (port: number, body: string | Buffer, pieces: (string | Buffer)[] = [body]) =>
    post(
      port,
      '/api/login',
      { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      pieces,
    );

  const wrongLogin = JSON.stringify({ username: 'root', password: 'wrong-password' });

  it('answers a small framed body without counting it, as it answers the same body chunked', async () => {
    await onSocket(async (port) => {
      const framed = await postFramedLogin(port, wrongLogin);
      expect(framed.body.msg).not.toMatch(/larger than/);
      expect(framed.httpStatus).toBe(400);

      // Chunked bodies declare no length, so they are counted (the in-process tests above show
      // the 413); a small one goes through to the route as before.
      const chunked = await post(
        port,
        '/api/login',
        { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        ['{"username":"root",', '"password":"wrong-password"}'],
      );
      expect(chunked).toEqual(framed);
    });
  });

  it('reads a framed body from the socket as Request.text() does: a BOM dropped, a character split across packets', async () => {
    await onSocket(async (port) => {
      const bytes = Buffer.from('\uFEFF{"username":"rööt","password":"wrong-password"}');
      const split = bytes.indexOf(Buffer.from('ö')) + 1; // inside the two bytes of "ö"
      const whole = await postFramedLogin(port, bytes);
      // Parsed: the login's own refusal, not the JSON one (which a kept BOM would cause).
      expect(whole.httpStatus).toBe(400);
      expect(whole.body.msg).not.toBe('The request body must be valid JSON');
      expect(await postFramedLogin(port, bytes, [bytes.subarray(0, split), bytes.subarray(split)])).toEqual(
        whole,
      );

      expect(await postFramedLogin(port, Buffer.from('{"username":'))).toEqual({
        httpStatus: 400,
        body: expect.objectContaining({ status: 400, msg: 'The request body must be valid JSON' }),
      });
    });
  });

  it('keeps serving after a client leaves halfway through a framed body it read ahead', async () => {
    await onSocket(async (port) => {
      const gone = await new Promise<string>((done) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"username":',
          );
          setTimeout(() => socket.destroy(), 50);
        });
        socket.on('close', () => done('closed'));
      });
      expect(gone).toBe('closed');
      const after = await postFramedLogin(port, wrongLogin);
      expect(after.httpStatus).toBe(400);
      expect(after.body.msg).not.toBe('The request body must be valid JSON');
    });
  });
});
