import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppEnv, clientAddressOf } from '../http/context';
import type { Platform } from '../platform/platform';
import { listen } from './listen';

const app = new Hono<AppEnv>().get('/address', (c) => c.json({ address: clientAddressOf(c) }));
const servers: ServerType[] = [];

async function addressSeen(trustedProxies: number, headers: Record<string, string>) {
  const server = await listen(app, {} as Platform, { port: 0, host: '127.0.0.1', trustedProxies });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/address`, { headers });
  return ((await response.json()) as { address: string | null }).address;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

describe('listen: the client address the Node entry hands the app', () => {
  it('is the socket peer, and a client-written X-Forwarded-For changes nothing', async () => {
    expect(await addressSeen(0, { 'X-Forwarded-For': '198.51.100.1', 'X-Real-IP': '198.51.100.2' })).toBe(
      '127.0.0.1',
    );
  });

  it('is the entry the trusted proxy appended when the operator says one is in front', async () => {
    expect(await addressSeen(1, { 'X-Forwarded-For': '198.51.100.66, 203.0.113.9' })).toBe('203.0.113.9');
  });
});
