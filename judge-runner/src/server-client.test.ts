// The runner's HTTP client against a loopback server: the envelope, kept connections, a kept
// connection the server closed meanwhile, and aborts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServerClient, ServerError } from './server-client';

const quiet = { info() {}, warn() {}, error() {} };

interface Received {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

let server: Server;
let base: string;
let received: Received[];
let connections: Socket[];
let answer: (req: IncomingMessage, res: ServerResponse, body: unknown) => void;

const envelope = (data: unknown) => JSON.stringify({ status: 200, data, msg: 'success' });

beforeEach(async () => {
  received = [];
  connections = [];
  answer = (_req, res, body) => res.end(envelope({ echo: body }));
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      answer(req, res, body);
    });
  });
  server.on('connection', (socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('ServerClient', () => {
  it('posts JSON with the runner token and returns the envelope data', async () => {
    const client = new ServerClient(base, 'secret', quiet);
    await expect(client.post('lease', { max: 2 })).resolves.toEqual({ echo: { max: 2 } });
    expect(received).toEqual([
      { path: '/api/judge-server/lease', authorization: 'Runner secret', body: { max: 2 } },
    ]);
  });

  it('keeps the path of a server address below a prefix', async () => {
    const client = new ServerClient(`${base}/judge/`, 'secret', quiet);
    await client.post('heartbeat', {});
    expect(received[0]!.path).toBe('/judge/api/judge-server/heartbeat');
  });

  it('sends one request after another over one kept connection', async () => {
    const client = new ServerClient(base, 'secret', quiet);
    for (let i = 0; i < 5; i++) await client.post('result', { i });
    expect(received).toHaveLength(5);
    expect(connections).toHaveLength(1);
  });

  it('sends again, on a new connection, a request whose kept connection the server had closed', async () => {
    const client = new ServerClient(base, 'secret', quiet);
    await client.post('result', { i: 1 });
    // The server drops the idle connection without the client having seen it close yet.
    const [kept] = connections;
    kept!.resetAndDestroy();
    await expect(client.post('result', { i: 2 })).resolves.toEqual({ echo: { i: 2 } });
    expect(received.map((r) => r.body)).toEqual([{ i: 1 }, { i: 2 }]);
  });

  it('throws the refusal with its HTTP status, and says when a body is not the envelope', async () => {
    answer = (req, res) => {
      if (req.url?.endsWith('/lease')) {
        res.statusCode = 401;
        res.end(JSON.stringify({ status: 401, data: null, msg: 'bad runner token' }));
      } else {
        res.statusCode = 502;
        res.end('<html>bad gateway</html>');
      }
    };
    const client = new ServerClient(base, 'secret', quiet);
    const refused = await client.post('lease', {}).catch((error) => error);
    expect(refused).toBeInstanceOf(ServerError);
    expect(refused).toMatchObject({ httpStatus: 401, permanent: true, message: 'lease: bad runner token' });
    const garbled = await client.post<never>('result', {}).catch((error: ServerError) => error);
    expect(garbled).toMatchObject({ httpStatus: 502, permanent: false });
    expect(garbled.message).toMatch(/without a JSON body/);
  });

  it('gives up a request when its signal aborts', async () => {
    answer = () => undefined;
    const client = new ServerClient(base, 'secret', quiet);
    const controller = new AbortController();
    const pending = client.post('lease', { waitMs: 20_000 }, controller.signal);
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('retries through a server that is not up yet', async () => {
    const client = new ServerClient(base, 'secret', quiet);
    const port = (server.address() as AddressInfo).port;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    const posting = client.postReliably('result', { i: 7 }, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await expect(posting).resolves.toEqual({ echo: { i: 7 } });
  });
});
