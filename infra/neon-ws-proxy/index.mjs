// A local WebSocket-to-TCP bridge that speaks the protocol of Neon's wsproxy, so the Neon
// serverless driver (and so the Cloudflare entry under `wrangler dev` or workerd tests) can
// reach an ordinary Postgres. The driver opens `ws://<bridge>/v1?address=<host>:<port>`; every
// binary message is written to that TCP connection and every chunk read from it comes back
// as one binary message. It also answers `POST /sql` as Neon's SQL-over-HTTP endpoint does
// (sql-over-http.mjs), which the worker uses for statements outside a transaction. Only
// allow-listed targets are dialled, so the bridge cannot be used to reach anything else on the
// network. A development helper, never part of a deployment.
//
//   node infra/neon-ws-proxy/index.mjs --port 5480 --target 127.0.0.1:5432
//
// then set NEON_WS_PROXY=127.0.0.1:5480 for the worker (see infra/cloudflare/README.md).
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { createSqlOverHttp } from './sql-over-http.mjs';

/**
 * Starts the bridge. `targets` lists the `host:port` pairs it may dial; `port` 0 picks a free
 * port. Resolves once listening, with the bound port and a `close()` that ends every tunnel.
 */
export async function startNeonWsProxy({ port = 5480, host = '127.0.0.1', targets, log = () => {} }) {
  if (!targets?.length) throw new Error('startNeonWsProxy needs at least one allowed target (host:port)');
  const allowed = new Set(targets);
  const tunnels = new Set();
  const sql = createSqlOverHttp({ allowed, log });
  const server = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://bridge').pathname === '/sql') {
      sql.handle(request, response);
      return;
    }
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('This endpoint only accepts WebSocket upgrades (and POST /sql).\n');
  });
  const wss = new WebSocketServer({ noServer: true });

  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://bridge');
    const address = url.searchParams.get('address') ?? '';
    if (url.pathname !== '/v1' || !allowed.has(address)) {
      log(`refused ${url.pathname}?address=${address}`);
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => tunnel(ws, address));
  });

  function tunnel(ws, address) {
    const separator = address.lastIndexOf(':');
    const tcp = connect({ host: address.slice(0, separator), port: Number(address.slice(separator + 1)) });
    tcp.setNoDelay(true);
    const entry = { ws, tcp };
    tunnels.add(entry);
    // The driver writes before the TCP connection is up; node's socket buffers those writes.
    ws.on('message', (data) => tcp.write(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)));
    tcp.on('data', (chunk) => ws.send(chunk, { binary: true }));
    const end = () => {
      tunnels.delete(entry);
      tcp.destroy();
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
    };
    ws.on('close', end);
    ws.on('error', end);
    tcp.on('close', end);
    tcp.on('error', (error) => {
      log(`${address}: ${error.message}`);
      end();
    });
  }

  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => resolveListen());
  });
  const bound = server.address();
  return {
    port: typeof bound === 'object' && bound ? bound.port : port,
    async close() {
      for (const { ws, tcp } of tunnels) {
        tcp.destroy();
        ws.terminate();
      }
      tunnels.clear();
      wss.close();
      await sql.close();
      await new Promise((done) => server.close(() => done()));
    },
  };
}

function parseArgs(argv) {
  const options = { port: 5480, host: '127.0.0.1', targets: [] };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case '--port':
        options.port = Number(value);
        i++;
        break;
      case '--host':
        options.host = value;
        i++;
        break;
      case '--target':
        options.targets.push(value);
        i++;
        break;
      default:
        throw new Error(`unknown option ${argv[i]} (expected --port N, --host H, --target host:port)`);
    }
  }
  if (options.targets.length === 0) options.targets.push('127.0.0.1:5432');
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  const proxy = await startNeonWsProxy({ ...options, log: (line) => console.log(line) });
  console.log(
    `Neon WebSocket bridge on ws://${options.host}:${proxy.port}/v1 → ${options.targets.join(', ')}\n` +
      `Set NEON_WS_PROXY=${options.host}:${proxy.port} for the worker.`,
  );
  const stop = async () => {
    await proxy.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
