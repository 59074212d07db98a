// `npm run dev:edge`: the Cloudflare deployment rehearsed on this machine, judging included.
// `wrangler dev` runs the Worker with local R2 and Queues over the Postgres at DATABASE_URL
// (through the Neon bridge); a stand-in for the Queues HTTP pull API serves the judge jobs the
// Worker produced, and one judge runner in Cloudflare mode pulls and judges them.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/judge_edge npm run dev:edge
//   npm run dev:edge -- --port 8787 --inspector-port 9229 --bridge-port 5480 --pull-port 5481
//
// Options (environment in brackets): --port [EDGE_PORT], --inspector-port, --bridge-port,
// --pull-port, --slot-offset N [RUNNER_SLOT_OFFSET], --work-dir DIR (default .wrangler/edge:
// local R2/queue state, the runner's caches), --no-runner. The web app is served from
// WEB_DIST_DIR or web/dist, built first when missing. Root's password is ROOT_PASSWORD, else
// one generated on the first run and kept in the work folder. Ctrl-C stops everything.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS, ROOT, startEdgeRehearsal } from './lib/edge/rehearsal.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'inspector-port': { type: 'string' },
    'bridge-port': { type: 'string' },
    'pull-port': { type: 'string' },
    'slot-offset': { type: 'string' },
    'work-dir': { type: 'string' },
    'no-runner': { type: 'boolean' },
  },
  strict: true,
});

function port(name, value, fallback) {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new Error(`${name} must be a port number, got '${value}'`);
  return n;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set: point it at a Postgres database the rehearsal may migrate and use, e.g.\n' +
      '  createdb judge_edge && DATABASE_URL=postgres://postgres@127.0.0.1:5432/judge_edge npm run dev:edge',
  );
  process.exit(2);
}
const workDir = resolve(values['work-dir'] ?? join(ROOT, '.wrangler/edge'));
mkdirSync(workDir, { recursive: true });

const distDir = process.env.WEB_DIST_DIR ? resolve(ROOT, process.env.WEB_DIST_DIR) : join(ROOT, 'web/dist');
if (!existsSync(join(distDir, 'index.html'))) {
  console.log(`[edge] no web app in ${distDir}: building it (npm run build)`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Root's password is only used while root does not exist, so the first run's is kept. */
function rootPassword() {
  if (process.env.ROOT_PASSWORD) return process.env.ROOT_PASSWORD;
  const file = join(workDir, 'root-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const generated = randomBytes(12).toString('base64url');
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}

const workerPort = port('--port', values.port ?? process.env.EDGE_PORT, DEFAULT_PORTS.worker);
const rehearsal = await startEdgeRehearsal({
  databaseUrl,
  workDir,
  distDir,
  ports: {
    worker: workerPort,
    inspector: port('--inspector-port', values['inspector-port'], DEFAULT_PORTS.inspector),
    bridge: port('--bridge-port', values['bridge-port'], DEFAULT_PORTS.bridge),
    pullApi: port('--pull-port', values['pull-port'], DEFAULT_PORTS.pullApi),
  },
  slotOffset: Number(values['slot-offset'] ?? process.env.RUNNER_SLOT_OFFSET ?? 0),
  rootPassword: rootPassword(),
  runner: values['no-runner'] !== true,
});

console.log(
  [
    '',
    `[edge] the Worker:        ${rehearsal.workerUrl}  (log in as root with ${rehearsal.rootPassword})`,
    `[edge] Queues pull API:   ${rehearsal.standIn.apiBase}  (account ${rehearsal.standIn.accountId}, queue ${rehearsal.standIn.queueId}; counters at ${rehearsal.standIn.origin}/__edge/stats)`,
    `[edge] the cron, by hand: curl '${rehearsal.workerUrl}/__scheduled?cron=*/10+*+*+*+*'`,
    '[edge] Ctrl-C stops everything.',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await rehearsal.close();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// A child that dies takes the rehearsal with it rather than leaving half of it running.
const watchdog = setInterval(() => {
  const failure = rehearsal.failure();
  if (failure) {
    console.error(`[edge] ${failure}; stopping`);
    clearInterval(watchdog);
    void stop(1);
  }
}, 2000);
