// The app side shared by the HTTP benchmarks: the server on a random port over embedded PGlite in
// a temp folder, or over a scratch database on the Postgres of DATABASE_URL (dropped afterwards),
// signing in, and counting the statements the app sends to its database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from './_load.mjs';

export const ROOT_PASSWORD = 'bench-root-password';

/** Ends the process if a benchmark hangs, so `npm run bench` always stops. */
export function watchdog(name, minutes) {
  const timer = setTimeout(() => {
    console.error(`${name} bench: gave up after ${minutes} minutes`);
    process.exit(1);
  }, minutes * 60_000);
  timer.unref();
}

/**
 * Starts the app (no judge runners, no web bundle). `scratchPrefix` names the scratch database
 * (with the process id), `dataPrefix` the temp folder. `stop` removes both.
 */
export async function startBench({ scratchPrefix, dataPrefix = 'judge-bench-' }) {
  process.env.ROOT_PASSWORD = ROOT_PASSWORD;
  const { startServer } = await import('../../worker/src/node/main.ts');
  const { sql } = await import('drizzle-orm');
  const pg = (await import('pg')).default;

  const dataDir = mkdtempSync(join(tmpdir(), dataPrefix));
  let scratch = null;
  let databaseUrl;
  if (process.env.DATABASE_URL) {
    const name = `${scratchPrefix}_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(process.env.DATABASE_URL);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    scratch = name;
  }
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    runners: 0,
    serveWeb: false,
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (scratch) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${scratch} with (force)`);
      await admin.end();
    }
  };
  return { server, sql, pg, stop };
}

/** Runs a benchmark's main and exits with its outcome (the server keeps the event loop alive). */
export function runMain(main) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** Signs in and answers the Authorization header to send. */
export async function signIn(baseUrl, username, password) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const authorization = res.headers.get('authorization');
  if (!authorization) throw new Error(`bench login of ${username} failed: ${res.status}`);
  return authorization;
}

/**
 * Counts the statements the app sends to its database (each is one round trip), by wrapping the
 * driver under Drizzle: node-postgres clients, or the PGlite wire client and its transactions
 * (whose BEGIN and COMMIT count as two more, as they do on Postgres).
 */
export function countStatements(database, pg) {
  const counter = { statements: 0 };
  const counted = (run) =>
    function (...args) {
      counter.statements++;
      return run.apply(this, args);
    };
  if (database.kind === 'postgres') {
    // Pool.query runs through Client.query too, so this counts each statement once.
    pg.Client.prototype.query = counted(pg.Client.prototype.query);
    return counter;
  }
  // Drizzle's PGlite session talks to the wire client over PGlite (worker/src/node/pglite-session.ts).
  const client = database.db.session.client;
  client.query = counted(client.query);
  const transaction = client.transaction;
  client.transaction = function (run) {
    counter.statements += 2;
    return transaction.call(this, (tx) => {
      tx.query = counted(tx.query);
      return run(tx);
    });
  };
  return counter;
}

/**
 * A route runner that reports, besides the load figures, the statements per request: of the first
 * three requests sent one at a time (nothing to batch with, caches cold for them), and under load
 * (where concurrent requests share batched and cached reads); and the bytes those three answered.
 */
export function statementRunner({ server, counter, concurrency, durationMs }) {
  return async (name, requests) => {
    const lone = requests.slice(0, 3);
    let before = counter.statements;
    let bytes = 0;
    for (const spec of lone) {
      const res = await fetch(server.url + spec.path, spec);
      if (res.status !== 200) throw new Error(`${name}: ${spec.path} answered ${res.status}`);
      bytes += (await res.arrayBuffer()).byteLength;
    }
    const aloneStatements = (counter.statements - before) / lone.length;
    before = counter.statements;
    const result = await measure(name, {
      baseUrl: server.url,
      requests,
      concurrency,
      durationMs,
      warmupMs: Math.min(1000, durationMs / 2),
    });
    const loadStatements = (counter.statements - before) / result.sent;
    console.log(`  measured ${name}: p95 ${result.p95.toFixed(2)} ms`);
    return { name, ...result, aloneStatements, loadStatements, bytes: bytes / lone.length };
  };
}
