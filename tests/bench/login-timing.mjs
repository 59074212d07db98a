// Login timing: does a refused login take as long for an unknown username as for a known one?
//
//   npx tsx tests/bench/login-timing.mjs [--logins 200] [--quick]
//
// Starts the app on a random port (embedded PGlite in a temp folder, production password hashing),
// then sends N logins with an unknown username and N with the known "root" and a wrong password,
// alternating so drift on a shared machine hits both alike, and prints the medians and the ratio
// unknown/known (target ~1.0: an unknown name is checked against a dummy hash of the same cost).
// The login throttle is reset between attempts (it would answer 429 early, which is its job).
// Never fails on a missed target (shared machines are noisy), only on errors.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const quick = process.argv.includes('--quick');
const at = process.argv.indexOf('--logins');
const logins = at >= 0 ? Number(process.argv[at + 1]) : quick ? 30 : 200;
const WARMUP = 5;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

process.env.ROOT_PASSWORD = 'bench-root-password';
const { startServer } = await import('../../worker/src/node/main.ts');
const { like } = await import('drizzle-orm');
const { cacheEntry } = await import('../../worker/src/db/schema/index.ts');

const dataDir = mkdtempSync(join(tmpdir(), 'judge-bench-'));
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, runners: 0, serveWeb: false });
try {
  const db = server.database.db;
  const attempt = async (username) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'not-the-password' }),
    });
    const body = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 400) throw new Error(`login as ${username}: HTTP ${res.status} ${body.msg}`);
    await db.delete(cacheEntry).where(like(cacheEntry.key, 'login-%'));
    return ms;
  };

  const unknown = [];
  const known = [];
  for (let i = 0; i < WARMUP + logins; i++) {
    const u = await attempt(`nobody_${i}`);
    const k = await attempt('root');
    if (i >= WARMUP) {
      unknown.push(u);
      known.push(k);
    }
  }
  const unknownMs = median(unknown);
  const knownMs = median(known);
  console.log(`${logins} logins each (database: ${server.database.kind})`);
  console.log(`unknown username:            median ${unknownMs.toFixed(2)} ms`);
  console.log(`known username, wrong pass:  median ${knownMs.toFixed(2)} ms`);
  console.log(`ratio unknown/known: ${(unknownMs / knownMs).toFixed(3)} (target ~1.0)`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
