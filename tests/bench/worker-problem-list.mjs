// The problem list through the Cloudflare entry under workerd, against the Node entry on the
// same database, with a 20-problem bank and then a bigger one (20,000; 2,000 with --quick), in one run.
//
//   node --import tsx tests/bench/worker-problem-list.mjs [--quick] [--problems 20000] [--requests 150]
//                                                          [--port-base 4380] [--db-prefix bench]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (the default) names the Postgres a
//   scratch database is made on (and dropped afterwards).
//
// One Postgres database; the Node entry (node-postgres, one pool for the process) and the Worker
// (the real worker/src/cloudflare/index.ts bundled by wrangler and run by Miniflare in workerd,
// the Neon driver reaching Postgres through infra/neon-ws-proxy, which stands in for Neon's
// endpoints: SQL over HTTP from a pool for statements outside a transaction, a WebSocket per
// transaction) both serve it. Between them and Postgres sits a counting TCP relay that reads the
// frontend protocol: every Sync or simple Query the client sends is one statement round trip,
// every startup one new connection (on the Worker, a transaction's new WebSocket too: each
// invocation opens its own, see cloudflare/database.ts; the HTTP endpoint's pool is kept, as
// Neon's is). Requests go one at a time, so each request's statements are its own, and the
// figures are per request:
//   - health: no statement; what the runtime costs, the floor.
//   - list, one page (anon): the page every visitor opens first, again and again; on the Worker
//     served from the Cache API after one isolate built it (lib/shared-page.ts).
//   - list (anonymous) and list (signed in): every request a different keyword search
//     (distinctListPaths), which no page cache answers (a search is read fresh, anonymous or not,
//     without a shared-cache lookup): the database path, with the bank index kept per isolate
//     (problem/bank-index.ts) and checked by the fingerprint in the counters' statement.
//   - detail (signed in), login, submit: round trips of the other hot routes.
// The bank grows between the two rounds (same processes, so the index is rebuilt once, on the
// first list after the growth; that first request is printed).
// Targets (issue 14): the Worker's list with the big bank ≤ 2× its list with 20, and ≤ 3× the
// Node entry's. Printed, never asserted (shared machines are noisy); exits non-zero on errors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliArgs, ms, ratio } from './_load.mjs';
import { ROOT_PASSWORD, runMain, signIn, watchdog } from './_server.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SMALL_BANK = 20;
const LIST_TARGET_GROWTH = 2;
const LIST_TARGET_VS_NODE = 3;
const USER_PASSWORD = 'bench-user-password';
// The deployed Worker's runtime settings, read from wrangler.toml.
const WRANGLER_TOML = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
const COMPATIBILITY_DATE = WRANGLER_TOML.match(/^compatibility_date\s*=\s*"([^"]+)"/m)[1];
const COMPATIBILITY_FLAGS = JSON.parse(WRANGLER_TOML.match(/^compatibility_flags\s*=\s*(\[[^\]]*\])/m)[1]);

function parseArgs(argv) {
  const { quick, value } = cliArgs(argv);
  const at = argv.indexOf('--db-prefix');
  return {
    quick,
    problems: value('problems', quick ? 2000 : 20000),
    requests: value('requests', quick ? 30 : 150),
    submits: value('submits', quick ? 5 : 20),
    portBase: value('port-base', 0),
    dbPrefix: at >= 0 ? argv[at + 1] : 'bench',
  };
}

// ------------------------------------------------------------------ the counting relay

/**
 * A TCP relay in front of Postgres that counts, from the bytes clients send, the statement round
 * trips (Sync ends an extended-protocol exchange, Query is a simple one) and new connections.
 */
async function startCountingRelay(target, port) {
  const counts = { statements: 0, connections: 0 };
  const sockets = new Set();
  const server = createServer((client) => {
    counts.connections++;
    const upstream = connect(target);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    sockets.add(client).add(upstream);
    let started = false;
    let pending = Buffer.alloc(0);
    client.on('data', (chunk) => {
      upstream.write(chunk);
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (!started) {
          // Untyped messages first: SSL/GSS requests, then the startup message.
          if (pending.length < 8) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          const code = pending.readInt32BE(4);
          if (code !== 80877103 && code !== 80877104) started = true;
          pending = pending.subarray(length);
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) break;
        const type = String.fromCharCode(pending[0]);
        if (type === 'S' || type === 'Q') counts.statements++;
        pending = pending.subarray(1 + length);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', done));
  return {
    counts,
    port: server.address().port,
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

// ------------------------------------------------------------------ the two entries

async function startNodeEntry(databaseUrl, dataDir) {
  process.env.ROOT_PASSWORD = ROOT_PASSWORD;
  const { startServer } = await import('../../worker/src/node/main.ts');
  return startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl, runners: 0, serveWeb: false });
}

/**
 * The Worker as wrangler.toml deploys it (same main, flags and bindings) but without the SPA
 * assets and cron, from a config of its own so the bench needs no web build. Wrangler bundles
 * it as `wrangler deploy` would (`--dry-run --outdir`), and Miniflare runs that bundle in
 * workerd. Requests go to the Worker's own socket (`unsafeDirectSockets`): wrangler's dev proxy
 * and Miniflare's entry worker are local layers with no counterpart on Cloudflare, where the
 * edge hands a request straight to the isolate, and together they made health alone 3–4.5× the
 * Node entry's (2× with Miniflare's entry worker alone).
 */
async function startWorkerEntry({ workDir, databaseUrl, bridgePort, portBase }) {
  const configPath = join(workDir, 'wrangler.json');
  const bundleDir = join(workDir, 'bundle');
  writeFileSync(
    configPath,
    JSON.stringify({
      name: 'judge-platform-bench',
      // Wrangler resolves both from the config's folder.
      main: relative(workDir, join(ROOT, 'worker/src/cloudflare/index.ts')),
      tsconfig: relative(workDir, join(ROOT, 'tsconfig.json')),
      compatibility_date: COMPATIBILITY_DATE,
      compatibility_flags: COMPATIBILITY_FLAGS,
      r2_buckets: [{ binding: 'FILES', bucket_name: 'judge-files' }],
      queues: { producers: [{ binding: 'JUDGE_QUEUE', queue: 'judge-jobs' }] },
    }),
  );
  const bundled = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/wrangler/bin/wrangler.js'),
      'deploy',
      '--dry-run',
      '--outdir',
      bundleDir,
      '--config',
      configPath,
    ],
    { cwd: workDir, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  if (bundled.status !== 0)
    throw new Error(`wrangler could not bundle the worker:\n${bundled.stdout}${bundled.stderr}`);
  const { Miniflare } = await import('miniflare');
  const miniflare = new Miniflare({
    modules: true,
    scriptPath: join(bundleDir, 'index.js'),
    modulesRoot: bundleDir,
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: COMPATIBILITY_FLAGS,
    r2Buckets: ['FILES'],
    r2Persist: join(workDir, 'state', 'r2'),
    queueProducers: { JUDGE_QUEUE: 'judge-jobs' },
    host: '127.0.0.1',
    port: portBase ? portBase + 1 : 0,
    unsafeDirectSockets: [{ host: '127.0.0.1', port: portBase ? portBase + 2 : 0 }],
    bindings: {
      DATABASE_URL: databaseUrl,
      NEON_WS_PROXY: `127.0.0.1:${bridgePort}`,
      JWT_SECRET: 'worker-bench-secret-0123456789abcdef',
      RUNNER_TOKEN: 'worker-bench-runner-token',
      ROOT_PASSWORD,
      BASE_URL: 'http://127.0.0.1',
      CORS_ORIGINS: '',
    },
  });
  await miniflare.ready;
  const url = await miniflare.unsafeGetDirectURL();
  return { url: url.origin, stop: () => miniflare.dispose() };
}

// ------------------------------------------------------------------ seeding

async function seedUsers(exec) {
  const { hashPassword } = await import('../../worker/src/lib/password.ts');
  const hash = await hashPassword(USER_PASSWORD, 1000);
  await exec(`insert into user_info (uid, username, password)
    select 'wbench-' || g, 'wbench_' || g, '${hash}' from generate_series(1, 400) g`);
}

/** Public problems numbered from..to (display ids 100000 + g), tags and counters, C offered. */
async function seedProblems(exec, from, to) {
  const words = "array['graph','tree','string','math','dp','greedy','geometry','number theory']";
  await exec(`insert into problem (problem_id, title, description, input, output, difficulty, type, auth, author)
    select (100000 + g)::text, 'Bench ' || (${words})[1 + g % 8] || ' problem ' || g, 'statement', 'in', 'out',
      g % 3, (g % 4 = 0)::int, 1, 'root'
    from generate_series(${from}, ${to}) g`);
  const mine = `select id from problem where problem_id ~ '^1[0-9]{5}$' and (problem_id::int - 100000) between ${from} and ${to}`;
  await exec(`insert into problem_tag (pid, tid)
    select p.id, t.id from (${mine}) p cross join lateral (
      select id from tag where name like 'bench tag %' order by id offset p.id % 40 limit p.id % 4) t
    on conflict do nothing`);
  await exec(`insert into problem_count (pid, total, ac, wa) select id, 10, 3, 7 from (${mine}) p`);
  await exec(`insert into problem_language (pid, lid)
    select p.id, l.id from (${mine}) p cross join language l where l.oj = 'ME' on conflict do nothing`);
}

// ------------------------------------------------------------------ measuring

/** Sends `specs` one at a time; ms per request (median, mean) and round trips per request. */
async function sequential(baseUrl, counts, specs) {
  const times = [];
  const before = { ...counts };
  for (const spec of specs) {
    const started = performance.now();
    const res = await fetch(baseUrl + spec.path, {
      method: spec.method ?? 'GET',
      headers: spec.headers,
      body: spec.body,
    });
    const body = await res.json();
    times.push(performance.now() - started);
    if (res.status !== 200 || body.status !== 200) {
      throw new Error(`${spec.method ?? 'GET'} ${spec.path}: ${res.status} ${body.msg}`);
    }
  }
  // Work after the response (waitUntil: closing the pool, forwarding jobs) settles before counting.
  await new Promise((done) => setTimeout(done, 300));
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)],
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    statements: (counts.statements - before.statements) / specs.length,
    connections: (counts.connections - before.connections) / specs.length,
  };
}

const post = (path, headers, body) => ({
  path,
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/**
 * Problem-list queries that each name a different page (keyword × page size) yet read the same
 * rows in both banks: every keyword is a piece of "bench" or "problem", so it matches every
 * seeded title, and 18 to 20 rows fill the first page of a bank of 20 as of 20,000. No cache
 * (the Node entry's page cache, the Cache API, the index's filter cache) can answer one from
 * another, so these measure the database path of a list; `offset` keeps two runs apart.
 */
function distinctListPaths(count, offset) {
  const pieces = new Set();
  for (const word of ['bench', 'problem'])
    for (let i = 0; i < word.length; i++)
      for (let j = i + 1; j <= word.length; j++) pieces.add(word.slice(i, j));
  const keywords = [...pieces].flatMap((k) => [k, k.toUpperCase(), k[0].toUpperCase() + k.slice(1)]);
  const variants = [...new Set(keywords)].flatMap((keyword) =>
    [18, 19, 20].map((limit) => ({ keyword, limit })),
  );
  if (offset + count > variants.length) throw new Error(`at most ${variants.length} distinct list queries`);
  return variants
    .slice(offset, offset + count)
    .map(
      ({ keyword, limit }) =>
        `/api/get-problem-list?currentPage=1&limit=${limit}&keyword=${encodeURIComponent(keyword)}`,
    );
}

const LIST_ROUTES = {
  health: 'health (no database)',
  first: 'list, first',
  hot: 'list, one page (anon)',
  anonymous: 'list (anonymous)',
  signedIn: 'list (signed in)',
  detail: 'detail (signed in)',
  login: 'login',
  submit: 'submit',
};

async function measureRound({ label, entries, counts, requests, bank, submits, userOffset }) {
  const rows = [];
  for (const entry of entries) {
    const auth = { Authorization: entry.token };
    // What the runtime itself costs a request (no statement): the floor under every route.
    const health = await sequential(
      entry.url,
      counts,
      Array.from({ length: requests }, () => ({ path: '/api/health' })),
    );
    // The first list after the bank changed: the index is rebuilt once here (per isolate).
    const first = await sequential(entry.url, counts, [
      { path: '/api/get-problem-list?currentPage=1&limit=30', headers: auth },
    ]);
    // The page every visitor opens first, again and again: the shared-cache path.
    const hot = await sequential(
      entry.url,
      counts,
      Array.from({ length: requests }, () => ({ path: '/api/get-problem-list?currentPage=1&limit=30' })),
    );
    const anonymous = await sequential(
      entry.url,
      counts,
      distinctListPaths(requests, 0).map((path) => ({ path })),
    );
    const signedIn = await sequential(
      entry.url,
      counts,
      distinctListPaths(requests, requests).map((path) => ({ path, headers: auth })),
    );
    const detail = await sequential(
      entry.url,
      counts,
      Array.from({ length: requests }, (_, i) => ({
        path: `/api/get-problem-detail?problemId=${100001 + (i % bank)}`,
        headers: auth,
      })),
    );
    const users = Array.from({ length: submits }, (_, i) => `wbench_${userOffset + entry.userBase + i + 1}`);
    const login = await sequential(
      entry.url,
      counts,
      users.map((username) => post('/api/login', {}, { username, password: USER_PASSWORD })),
    );
    const tokens = [];
    for (const username of users) tokens.push(await signIn(entry.url, username, USER_PASSWORD));
    const submit = await sequential(
      entry.url,
      counts,
      tokens.map((token, i) =>
        post(
          '/api/submit-problem-judge',
          { Authorization: token },
          { pid: String(100001 + (i % bank)), language: 'C', code: `int main(){return ${i};}` },
        ),
      ),
    );
    rows.push({ entry: entry.name, label, health, first, hot, anonymous, signedIn, detail, login, submit });
  }
  return rows;
}

function printRows(rows) {
  const cell = (m) =>
    `${ms(m.median)} ${ms(m.mean)} ${m.statements.toFixed(1).padStart(5)} ${m.connections.toFixed(2).padStart(5)}`;
  console.log(
    `\n${'entry'.padEnd(7)} ${'bank'.padEnd(15)} ${'route'.padEnd(22)} ${'median'.padStart(7)} ${'mean'.padStart(7)} ${'stmts'.padStart(5)} ${'conns'.padStart(5)}   (ms per request; statement round trips and new connections per request)`,
  );
  for (const row of rows) {
    for (const [route, name] of Object.entries(LIST_ROUTES)) {
      console.log(`${row.entry.padEnd(7)} ${row.label.padEnd(15)} ${name.padEnd(22)} ${cell(row[route])}`);
    }
  }
}

function verdicts(small, large, problems) {
  const find = (rows, entry) => rows.find((r) => r.entry === entry);
  const lines = [];
  lines.push(
    `health (no database): worker vs node at ${problems} ${ratio(find(large, 'worker').health.median, find(large, 'node').health.median, 2)} (the runtime alone, the floor under every ratio below)`,
  );
  for (const route of ['hot', 'anonymous', 'signedIn']) {
    const workerSmall = find(small, 'worker')[route].median;
    const workerLarge = find(large, 'worker')[route].median;
    const nodeLarge = find(large, 'node')[route].median;
    const growth = workerLarge / workerSmall;
    const vsNode = workerLarge / nodeLarge;
    lines.push(
      `${LIST_ROUTES[route]}: worker ${problems} vs ${SMALL_BANK} problems ${ratio(workerLarge, workerSmall, 2)} (target ≤ ${LIST_TARGET_GROWTH}x: ${growth <= LIST_TARGET_GROWTH ? 'met' : 'MISSED'}); worker vs node at ${problems} ${ratio(workerLarge, nodeLarge, 2)} (target ≤ ${LIST_TARGET_VS_NODE}x: ${vsNode <= LIST_TARGET_VS_NODE ? 'met' : 'MISSED'})`,
    );
  }
  return lines;
}

// ------------------------------------------------------------------ main

async function main() {
  const args = parseArgs(process.argv.slice(2));
  watchdog('worker-problem-list', args.quick ? 4 : 15);
  process.env.WRANGLER_SEND_METRICS ??= 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
  const pg = (await import('pg')).default;
  const { startNeonWsProxy } = await import('../../infra/neon-ws-proxy/index.mjs');
  const { migrateDatabase } = await import('../../scripts/migrate.mjs');

  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = `${args.dbPrefix}_worker_list_${process.pid}`;
  const workDir = mkdtempSync(join(tmpdir(), `${args.dbPrefix}-worker-list-`));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${scratch}`);
  await admin.end();

  const cleanups = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch((error) => console.error(error));
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${scratch} with (force)`);
    await dropper.end();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const postgres = new URL(adminUrl);
    const relay = await startCountingRelay(
      { host: postgres.hostname, port: Number(postgres.port || 5432) },
      args.portBase ? args.portBase + 3 : 0,
    );
    cleanups.push(() => relay.close());
    const viaRelay = new URL(adminUrl);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    viaRelay.pathname = `/${scratch}`;
    const databaseUrl = viaRelay.toString();
    await migrateDatabase(databaseUrl);

    const node = await startNodeEntry(databaseUrl, join(workDir, 'node'));
    cleanups.push(() => node.stop());
    const direct = new pg.Client({ connectionString: databaseUrl });
    await direct.connect();
    cleanups.push(() => direct.end());
    const exec = (text) => direct.query(text);
    await exec(
      `insert into tag (name, color, oj) select 'bench tag ' || g, '#409eff', 'ME' from generate_series(1, 40) g`,
    );
    await seedUsers(exec);
    await seedProblems(exec, 1, SMALL_BANK);

    const bridge = await startNeonWsProxy({
      port: args.portBase ? args.portBase + 4 : 0,
      targets: [`127.0.0.1:${relay.port}`],
    });
    cleanups.push(() => bridge.close());
    const worker = await startWorkerEntry({
      workDir,
      databaseUrl,
      bridgePort: bridge.port,
      portBase: args.portBase,
    });
    cleanups.push(() => worker.stop());
    const workerUrl = worker.url;

    const entries = [
      { name: 'node', url: node.url, token: await signIn(node.url, 'root', ROOT_PASSWORD), userBase: 0 },
      {
        name: 'worker',
        url: workerUrl,
        token: await signIn(workerUrl, 'root', ROOT_PASSWORD),
        userBase: 100,
      },
    ];
    const round = { entries, counts: relay.counts, requests: args.requests, submits: args.submits };
    console.log(
      `worker problem list: ${SMALL_BANK} then ${args.problems} public problems, ${args.requests} requests a route, one at a time`,
    );
    const small = await measureRound({
      ...round,
      label: `${SMALL_BANK} problems`,
      bank: SMALL_BANK,
      userOffset: 0,
    });
    const seeded = performance.now();
    await seedProblems(exec, SMALL_BANK + 1, args.problems);
    await exec('analyze');
    console.log(
      `  grew the bank to ${args.problems} in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const large = await measureRound({
      ...round,
      label: `${args.problems} problems`,
      bank: args.problems,
      userOffset: 200,
    });
    printRows([...small, ...large]);
    console.log('');
    for (const line of verdicts(small, large, args.problems)) console.log(line);
  } finally {
    await cleanup();
  }
}

runMain(main);
